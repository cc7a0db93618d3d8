import { eq, inArray, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { SEED_PRODUCTS } from "~/seed/content/products";
import { updateProduct } from "~/models/admin/products.server";
import { productSchema } from "~/validation/admin/product";
import { PRODUCT_NEEDS } from "~/db/schema/enums";
import { NEED_SYNONYMS } from "~/models/catalog-synonyms";
import {
  findActiveProductId,
  getProductBySlug,
  listCategories,
  listFeaturedProducts,
  loadCatalog,
  MAX_PAGE,
  readCatalogParams,
  searchAlternatives,
  searchProducts,
} from "~/models/catalog.server";

const t = useTestDatabase();

async function makeUser(name: string) {
  const id = crypto.randomUUID();
  const email = `${id.slice(0, 8)}@exemplo.com.br`;
  await t.db.insert(s.user).values({ id, name, email });
  await t.db.insert(s.profiles).values({ id, email, fullName: name });
  return id;
}

async function productId(slug: string) {
  const [row] = await t.db.select({ id: s.products.id }).from(s.products).where(eq(s.products.slug, slug));
  return row.id;
}

beforeAll(async () => {
  await seedContent(t.db);
});

describe("catalogue search", () => {
  it("lists only active products, newest first", async () => {
    const slug = SEED_PRODUCTS[0].slug;
    await t.db.update(s.products).set({ status: "inactive" }).where(eq(s.products.slug, slug));
    try {
      const all = await searchProducts({ pageSize: 100 });
      expect(all.products.map((p) => p.slug)).not.toContain(slug);
      expect(all.products).toHaveLength(SEED_PRODUCTS.length - 1);
      // The seed's list order is newest first.
      expect(all.products.map((p) => p.slug)).toEqual(SEED_PRODUCTS.slice(1).map((p) => p.slug));
      expect(await getProductBySlug(slug)).toBeNull();
      expect(await findActiveProductId(slug)).toBeNull();
      // An administrator's preview finds it, and says it is inactive.
      expect(await getProductBySlug(slug, undefined, { includeInactive: true })).toMatchObject({ slug, status: "inactive" });
    } finally {
      await t.db.update(s.products).set({ status: "active" }).where(eq(s.products.slug, slug));
    }
  });

  it("ignores case and accents ('cerebro' finds 'Cérebro', 'MAGNÉSIO' finds 'Magnésio')", async () => {
    const [brainProduct] = await t.db
      .insert(s.products)
      .values({ name: "Cérebro Ágil Teste", slug: "cerebro-agil-teste", description: "Teste.", shortDescription: "Produto de teste." })
      .returning();
    try {
      for (const q of ["cerebro", "CEREBRO", "Cérebro", "cérebro ágil", "agil cerebro"]) {
        const { products } = await searchProducts({ q, pageSize: 100 });
        expect(
          products.map((p) => p.slug),
          q,
        ).toContain("cerebro-agil-teste");
      }
      const magnesium = await searchProducts({ q: "MAGNÉSIO" });
      expect(magnesium.products.map((p) => p.slug)).toContain("magnesio-dimalato");
      const plain = await searchProducts({ q: "magnesio" });
      expect(plain.products.map((p) => p.slug)).toEqual(magnesium.products.map((p) => p.slug));
    } finally {
      await t.db.delete(s.products).where(eq(s.products.id, brainProduct.id));
    }
  });

  it("matches the short description as well as the name, and every word", async () => {
    // "ayurvédica" appears only in Bacopa's short description, not in its name.
    const { products } = await searchProducts({ q: "ayurvedica" });
    expect(products.map((p) => p.slug)).toContain("bacopa-monnieri-500mg");
    const both = await searchProducts({ q: "bacopa ayurvedica" });
    expect(both.products.map((p) => p.slug)).toEqual(["bacopa-monnieri-500mg"]);
    const none = await searchProducts({ q: "bacopa inexistentexyz" });
    expect(none.products).toEqual([]);
  });

  it("finds products by need: category names, benefits, how-to-use, word forms and synonyms", async () => {
    const slugsOf = async (q: string) => (await searchProducts({ q, pageSize: 100 })).products.map((p) => p.slug);
    const sleep = SEED_PRODUCTS.filter((p) => p.category === "sono-relaxamento").map((p) => p.slug);
    const slimming = SEED_PRODUCTS.filter((p) => p.category === "emagrecimento").map((p) => p.slug);
    const detox = SEED_PRODUCTS.filter((p) => p.category === "limpeza-detox").map((p) => p.slug);
    // The category's name: none of these products has "sono" in its name.
    for (const q of ["sono", "SONO", "dormir", "Dormir", "relaxamento"]) expect(await slugsOf(q), q).toEqual(expect.arrayContaining(sleep));
    for (const q of ["emagrecimento", "emagrecer", "Emagreça"]) expect(await slugsOf(q), q).toEqual(expect.arrayContaining(slimming));
    expect(await slugsOf("detox")).toEqual(expect.arrayContaining(detox));
    expect(await slugsOf("energia")).toEqual(
      expect.arrayContaining(SEED_PRODUCTS.filter((p) => p.category === "energia-metabolismo").map((p) => p.slug)),
    );
    expect(await slugsOf("ansiedade")).toEqual(expect.arrayContaining(sleep));
    // How-to-use text ("Tome 1 cápsula ao dia") and the plural of a word.
    const capsule = await slugsOf("cápsula");
    expect(capsule).toContain("bacopa-monnieri-500mg");
    expect(await slugsOf("capsulas")).toEqual(capsule);
    // A benefit that is in no name, short description or category.
    expect(await slugsOf("bacosídeos")).toContain("bacopa-monnieri-500mg");
    // A need narrows, it does not list everything.
    expect((await slugsOf("sono")).length).toBeLessThan(SEED_PRODUCTS.length);
    expect(await slugsOf("sono zzzinexistente")).toEqual([]);
  });

  it("never returns a product for a need it is marked against: caffeine for sleep or anxiety", async () => {
    const slugsOf = async (q: string) => (await searchProducts({ q, pageSize: 100 })).products.map((p) => p.slug);
    for (const q of ["insônia", "sono", "dormir", "ansiedade", "Dormindo", "relaxamento"]) {
      expect(await slugsOf(q), q).not.toContain("l-teanina-cafeina");
    }
    // Still found for what it is for.
    expect(await slugsOf("foco")).toContain("l-teanina-cafeina");
    expect(await slugsOf("cafeína")).toContain("l-teanina-cafeina");
  });

  it("'Não indicado para' set in the panel's form takes the product out of that need's search at once", async () => {
    const adminId = crypto.randomUUID();
    await t.db.insert(s.user).values({ id: adminId, name: "Admin", email: "admin-busca@exemplo.com.br" });
    await t.db.insert(s.profiles).values({ id: adminId, email: "admin-busca@exemplo.com.br", fullName: "Admin", role: "admin" });
    const id = await productId("melatonina-camomila");
    const [row] = await t.db.select().from(s.products).where(eq(s.products.id, id));
    const form = (notFor: string) =>
      productSchema.safeParse({
        name: row.name,
        slug: row.slug,
        description: row.description,
        shortDescription: row.shortDescription ?? "",
        categoryId: row.categoryId ?? "",
        benefits: row.benefits.join(", "),
        howToUse: row.howToUse ?? "",
        imageUrl: row.imageUrl ?? "",
        status: "active",
        notFor,
      });
    // Needs are the synonym groups' first words, accents and case ignored; anything else is refused.
    expect(form("Ansiedade, SONO, sono").data?.notFor).toEqual(["ansiedade", "sono"]);
    expect(form("ansiedade, cafe").error?.issues[0].message).toMatch(/^Necessidade desconhecida: cafe\. Use: sono, ansiedade/);
    const slugsOf = async (q: string) => (await searchProducts({ q, pageSize: 100 })).products.map((p) => p.slug);
    expect(await slugsOf("calma")).toContain("melatonina-camomila");
    await updateProduct(id, form("ansiedade").data!, adminId);
    try {
      expect(await slugsOf("calma")).not.toContain("melatonina-camomila");
      expect(await slugsOf("dormir")).toContain("melatonina-camomila");
    } finally {
      await updateProduct(id, form("").data!, adminId);
    }
  });

  it("ranks the name, then the benefits and the product line, above the long texts", async () => {
    const [inUsage] = await t.db
      .insert(s.products)
      .values({
        name: "Produto Uso Teste",
        slug: "produto-uso-teste",
        description: "Teste.",
        howToUse: "Tome antes de dormir, para ajudar o sono.",
        createdAt: new Date("2030-01-01"),
      })
      .returning();
    const [inBenefit] = await t.db
      .insert(s.products)
      .values({
        name: "Produto Benefício Teste",
        slug: "produto-beneficio-teste",
        description: "Teste.",
        benefits: ["Sono tranquilo"],
        createdAt: new Date("1999-01-01"),
      })
      .returning();
    try {
      const slugs = (await searchProducts({ q: "sono", pageSize: 100 })).products.map((p) => p.slug);
      const sleepLine = SEED_PRODUCTS.filter((p) => p.category === "sono-relaxamento").map((p) => p.slug);
      // The newest product of all, yet after every product of the line and the benefit: it has the word only in its usage text.
      expect(slugs).toContain("produto-uso-teste");
      expect(slugs.indexOf("produto-beneficio-teste")).toBeLessThan(slugs.indexOf("produto-uso-teste"));
      for (const slug of sleepLine) expect(slugs.indexOf(slug)).toBeLessThan(slugs.indexOf("produto-uso-teste"));
    } finally {
      await t.db.delete(s.products).where(inArray(s.products.id, [inUsage.id, inBenefit.id]));
    }
  });

  it("ranks products whose name has the words first", async () => {
    const [named] = await t.db
      .insert(s.products)
      .values({
        name: "Sono Profundo Teste",
        slug: "sono-profundo-teste",
        description: "Teste.",
        shortDescription: "Produto de teste.",
        createdAt: new Date("2000-01-01"),
      })
      .returning();
    try {
      const { products } = await searchProducts({ q: "sono", pageSize: 100 });
      // The oldest product of all, yet first: its name has the word; the category's products follow.
      expect(products[0].slug).toBe("sono-profundo-teste");
      expect(products.length).toBeGreaterThan(1);
      // Without a search the order stays newest first.
      const all = await searchProducts({ pageSize: 100 });
      expect(all.products.at(-1)!.slug).toBe("sono-profundo-teste");
    } finally {
      await t.db.delete(s.products).where(eq(s.products.id, named.id));
    }
  });

  it("expands a word into its synonym group by its stem, folded, letters and digits only", () => {
    const [dormir] = searchAlternatives("Dormindo");
    expect(dormir.word).toBe("dormindo");
    expect(dormir.synonyms).toEqual(expect.arrayContaining(["sono", "insonia"]));
    expect(searchAlternatives("emagreça")[0].synonyms).toEqual(expect.arrayContaining(["emagrecimento", "peso"]));
    // A word in no group is only itself.
    expect(searchAlternatives("bacopa")).toEqual([{ word: "bacopa", synonyms: [], needs: [] }]);
    expect(searchAlternatives("50%_off l-teanina")).toEqual([
      { word: "50", synonyms: [], needs: [] },
      { word: "off", synonyms: [], needs: [] },
      { word: "l", synonyms: [], needs: [] },
      { word: "teanina", synonyms: [], needs: [] },
    ]);
    // The needs a word names, for "não indicado para": each group's first word is one.
    expect(NEED_SYNONYMS.map((group) => group[0])).toEqual([...PRODUCT_NEEDS]);
    expect(searchAlternatives("insônia")[0].needs).toEqual(["sono"]);
    expect(searchAlternatives("relaxamento")[0].needs).toEqual(["sono", "ansiedade"]);
    expect(searchAlternatives("  ")).toEqual([]);
  });

  it("treats wildcards and query syntax in the term as text", async () => {
    expect((await searchProducts({ q: "%" })).products).toEqual([]);
    expect((await searchProducts({ q: "_" })).products).toEqual([]);
    expect((await searchProducts({ q: "a:* | b" })).products.map((p) => p.slug)).toEqual(
      (await searchProducts({ q: "a b" })).products.map((p) => p.slug),
    );
  });

  it("filters by category slug and combines it with the text", async () => {
    const sleep = await searchProducts({ category: "sono-relaxamento", pageSize: 100 });
    const expected = SEED_PRODUCTS.filter((p) => p.category === "sono-relaxamento").map((p) => p.slug);
    expect(sleep.products.map((p) => p.slug)).toEqual(expected);
    expect(sleep.products.every((p) => p.category?.slug === "sono-relaxamento")).toBe(true);
    const combined = await searchProducts({ category: "sono-relaxamento", q: "melatonina" });
    // The product named for it first; then Passiflora, whose benefits say "Sem melatonina".
    expect(combined.products.map((p) => p.slug)).toEqual(["melatonina-camomila", "passiflora-mulungu"]);
    const elsewhere = await searchProducts({ category: "emagrecimento", q: "melatonina" });
    expect(elsewhere.products).toEqual([]);
  });

  it("pages with 'Carregar mais': pages are contiguous, hasMore tells whether another follows", async () => {
    const everything = (await searchProducts({ pageSize: 100 })).products.map((p) => p.slug);
    const first = await searchProducts({ pageSize: 5 });
    expect(first.products.map((p) => p.slug)).toEqual(everything.slice(0, 5));
    expect(first.hasMore).toBe(true);
    const second = await searchProducts({ pageSize: 5, page: 2 });
    expect(second.products.map((p) => p.slug)).toEqual(everything.slice(5, 10));
    // Pages 2 to 4 together.
    const window = await searchProducts({ pageSize: 5, page: 4, window: 3 });
    expect(window.firstPage).toBe(2);
    expect(window.products.map((p) => p.slug)).toEqual(everything.slice(5, 20));
    const last = await searchProducts({ pageSize: 5, page: Math.ceil(everything.length / 5) });
    expect(last.hasMore).toBe(false);
    expect((await searchProducts({ pageSize: 5, page: 99 })).products).toEqual([]);
  });

  it("stops 'Carregar mais' at the last page served, and says more products match", async () => {
    const extra = Array.from({ length: MAX_PAGE }, (_, i) => ({
      name: `Produto extra ${i}`,
      slug: `produto-extra-${i}`,
      description: "Extra.",
      createdAt: new Date(Date.parse("2020-01-01T00:00:00Z") + i * 1000),
    }));
    await t.db.insert(s.products).values(extra);
    try {
      const before = await searchProducts({ pageSize: 1, page: MAX_PAGE - 1 });
      expect(before).toMatchObject({ hasMore: true, truncated: false });
      const last = await searchProducts({ pageSize: 1, page: MAX_PAGE + 50 });
      expect(last).toMatchObject({ page: MAX_PAGE, hasMore: false, truncated: true });
      expect(last.products).toHaveLength(1);
    } finally {
      await t.db.delete(s.products).where(like(s.products.slug, "produto-extra-%"));
    }
  });

  it("reads the URL parameters leniently", () => {
    expect(readCatalogParams(new URLSearchParams("q=%20omega%20&categoria=sono-relaxamento&pagina=3"))).toEqual({
      q: "omega",
      category: "sono-relaxamento",
      page: 3,
    });
    expect(readCatalogParams(new URLSearchParams("pagina=abc&categoria="))).toEqual({ q: "", category: null, page: 1 });
    expect(readCatalogParams(new URLSearchParams("pagina=-4")).page).toBe(1);
  });

  it("ignores an unknown category instead of failing", async () => {
    const result = await loadCatalog({ q: "", category: "nao-existe", page: 1 });
    expect(result.category).toBeNull();
    expect(result.products.length).toBeGreaterThan(0);
    expect((await listCategories()).map((c) => c.slug)).toEqual([
      "cerebro-foco",
      "energia-metabolismo",
      "sono-relaxamento",
      "imunidade-vitalidade",
      "limpeza-detox",
      "emagrecimento",
    ]);
  });
});

describe("ratings on cards and product pages", () => {
  it("are the average (one decimal) and count of approved reviews only", async () => {
    const id = await productId("magnesio-dimalato");
    const users = await Promise.all(["Ana", "Bruno", "Clara", "Davi"].map(makeUser));
    await t.db.insert(s.productReviews).values([
      { productId: id, userId: users[0], rating: 5, content: "Ótimo", approved: true },
      { productId: id, userId: users[1], rating: 4, content: "Bom", approved: true },
      { productId: id, userId: users[2], rating: 4, content: "Bom também", approved: true },
      // Awaiting moderation: not counted.
      { productId: id, userId: users[3], rating: 1, content: "Não gostei", approved: false },
    ]);
    const { products } = await searchProducts({ q: "magnesio dimalato" });
    expect(products[0].rating).toEqual({ average: 4.3, count: 3 }); // 13 / 3 = 4.33…
    const detail = await getProductBySlug("magnesio-dimalato");
    expect(detail?.rating).toEqual({ average: 4.3, count: 3 });
  });

  it("say none when a product has no approved review", async () => {
    const { products } = await searchProducts({ q: "chlorella" });
    expect(products[0].rating).toEqual({ average: null, count: 0 });
  });
});

describe("product detail and home", () => {
  it("gives the full product with its category", async () => {
    const product = await getProductBySlug("bacopa-monnieri-500mg");
    expect(product).toMatchObject({
      name: "Bacopa Monnieri 500 mg",
      category: { slug: "cerebro-foco", name: "Cérebro & Foco" },
    });
    expect(product?.benefits.length).toBeGreaterThan(3);
    expect(product?.howToUse).toBeTruthy();
    expect(await getProductBySlug("nao-existe")).toBeNull();
  });

  it("cards carry at most 3 benefits and a summary", async () => {
    const { products } = await searchProducts({ pageSize: 100 });
    for (const p of products) {
      expect(p.benefits.length).toBeLessThanOrEqual(3);
      expect(p.summary.length).toBeGreaterThan(0);
    }
  });

  it("lists up to 3 featured active products for the home page", async () => {
    const featured = await listFeaturedProducts();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(3);
    const slugs = new Set(SEED_PRODUCTS.filter((p) => p.featured).map((p) => p.slug));
    expect(featured.every((p) => slugs.has(p.slug))).toBe(true);
    expect(await listFeaturedProducts(1)).toHaveLength(1);
  });
});
