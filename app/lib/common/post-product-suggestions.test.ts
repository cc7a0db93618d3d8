import { describe, expect, it } from "vitest";
import { SEED_POSTS } from "~/seed/content/blog";
import { SEED_PRODUCTS } from "~/seed/content/products";
import { categoryBySlug } from "./categories";
import { contentWords, suggestPostProducts, type SuggestableProduct } from "./post-product-suggestions";

const CATALOGUE: SuggestableProduct[] = SEED_PRODUCTS.map((p) => ({
  id: p.slug,
  name: p.name,
  benefits: p.benefits,
  category: categoryBySlug(p.category)?.name ?? null,
  notFor: p.notFor,
}));
const post = (slug: string) => SEED_POSTS.find((p) => p.slug === slug)!;
const ids = (list: { id: string }[]) => list.map((s) => s.id);

describe("contentWords", () => {
  it("folds case and accents, drops a plural s, short, numeric and common words", () => {
    expect([...contentWords("Melatonina + Camomila: noites TRANQUILAS para o sono, 500 mg de Cafeína")]).toEqual([
      "melatonina",
      "camomila",
      "noite",
      "tranquila",
      "sono",
      "cafeina",
    ]);
  });
});

describe("suggestPostProducts", () => {
  it("suggests melatonina and passiflora for 'Higiene do sono', the products named first, never the caffeine one", () => {
    const suggestions = ids(suggestPostProducts(post("higiene-do-sono-habitos-noites-tranquilas"), CATALOGUE));
    expect(suggestions.slice(0, 2)).toEqual(["melatonina-camomila", "passiflora-mulungu"]);
    expect(suggestions).not.toContain("l-teanina-cafeina");
  });

  it("follows the article's subject: adaptogens, collagen, fibres", () => {
    expect(ids(suggestPostProducts(post("adaptogenos-o-que-sao-como-funcionam"), CATALOGUE)).slice(0, 2)).toEqual([
      "rhodiola-rosea",
      "ashwagandha-ksm-66",
    ]);
    expect(ids(suggestPostProducts(post("colageno-mitos-verdades-cientificas"), CATALOGUE))[0]).toBe("colageno-verisol");
    expect(ids(suggestPostProducts(post("saude-intestinal-fibras-microbiota"), CATALOGUE))).toEqual(
      expect.arrayContaining(["psyllium-husk", "glucomanan"]),
    );
  });

  it("needs a word of the name, or three of the line and benefits; one shared word is not enough", () => {
    const sleep: SuggestableProduct = {
      id: "a",
      name: "Passiflora",
      benefits: ["Relaxamento ao fim do dia"],
      category: "Sono & Relaxamento",
    };
    expect(suggestPostProducts({ title: "Sobre o sono", content: "Dormir bem." }, [sleep])).toEqual([]);
    expect(ids(suggestPostProducts({ title: "Sono", content: "Relaxamento no fim da noite." }, [sleep]))).toEqual([]);
    expect(ids(suggestPostProducts({ title: "Sono", content: "Relaxamento e o fim do dia, toda noite, sem pressa." }, [sleep]))).toEqual(
      [],
    );
    expect(suggestPostProducts({ title: "Chá de passiflora", content: "" }, [sleep])).toEqual([{ id: "a", name: "Passiflora", score: 3 }]);
  });

  it("leaves out the products already chosen and those marked against a need the post speaks of, and keeps at most six", () => {
    const coffee: SuggestableProduct = { id: "c", name: "Cafeína Pura", benefits: [], category: null, notFor: ["sono"] };
    expect(suggestPostProducts({ title: "Cafeína e sono", content: "" }, [coffee])).toEqual([]);
    expect(ids(suggestPostProducts({ title: "Cafeína e foco", content: "" }, [coffee]))).toEqual(["c"]);
    expect(suggestPostProducts({ title: "Cafeína e foco", content: "" }, [coffee], ["c"])).toEqual([]);
    const many = Array.from({ length: 10 }, (_, i) => ({ id: String(i), name: `Magnésio ${i}`, benefits: [], category: null }));
    expect(suggestPostProducts({ title: "Magnésio", content: "" }, many)).toHaveLength(6);
  });
});
