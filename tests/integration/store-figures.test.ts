/**
 * The home page's figures and testimonials come from the database (issue 36, point 9): confirmed active
 * customers, the average of approved reviews (shown from 10 on), active products; the best approved
 * reviews with the author's first name and the city of their latest sample request. Read through the
 * shared cache, they are fresh after the writes that change them.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { configureCaches } from "~/lib/server/cache.server";
import { formatNumber, formatRating } from "~/i18n/format";
import { approveReview } from "~/models/admin/reviews.server";
import { setUserStatus } from "~/models/admin/users.server";
import { countStore, listTestimonials, meaningfulFigures, MIN_REVIEWS_FOR_RATING } from "~/models/store-figures.server";
import * as home from "~/routes/site/home";
import { loadPage } from "../../scripts/bench/pages";

const t = useTestDatabase();
const format = { number: formatNumber, rating: formatRating };
const productIds: string[] = [];
let adminId: string;

async function person(name: string, { verified = true, role = "user" }: { verified?: boolean; role?: "user" | "admin" } = {}) {
  const id = crypto.randomUUID();
  const email = `${id}@exemplo.com.br`;
  await t.db.insert(s.user).values({ id, name, email, emailVerified: verified });
  await t.db.insert(s.profiles).values({ id, email, fullName: name, role });
  return id;
}

async function review(userId: string, productId: string, rating: number, content: string, approved = true) {
  const [row] = await t.db
    .insert(s.productReviews)
    .values({ userId, productId, rating, content, approved })
    .returning({ id: s.productReviews.id });
  return row.id;
}

beforeAll(async () => {
  adminId = await person("Admin Figuras", { role: "admin" });
  for (const n of [1, 2, 3]) {
    const [row] = await t.db
      .insert(s.products)
      .values({ name: `Figura ${n}`, slug: `figura-${n}`, description: "Descrição.", status: n === 3 ? "inactive" : "active" })
      .returning({ id: s.products.id });
    productIds.push(row.id);
  }
});

afterAll(() => configureCaches({ enabled: false }));

describe("the store's figures", () => {
  it("count confirmed active customers, approved reviews of active products and active products", async () => {
    const mariana = await person("Mariana Souza Lima");
    await person("Não Confirmada", { verified: false });
    const inactive = await person("Inativa Pessoa");
    await t.db.update(s.profiles).set({ status: "inactive" }).where(eq(s.profiles.id, inactive));
    await review(mariana, productIds[0], 5, "Gostei muito da amostra, chegou rápido e bem embalada.");
    await review(mariana, productIds[2], 1, "Produto inativo: não conta.");
    const counts = await countStore();
    expect(counts).toEqual({ customers: 1, reviews: 1, averageRating: 5, products: 2 });
  });

  it("show a count only when there is something to count, the rating only from 10 reviews", () => {
    expect(meaningfulFigures({ customers: 0, reviews: 0, averageRating: null, products: 0 }, format)).toEqual([]);
    const few = meaningfulFigures({ customers: 1, reviews: MIN_REVIEWS_FOR_RATING - 1, averageRating: 4.5, products: 18 }, format);
    expect(few).toEqual([
      { value: "1", label: "cliente cadastrado" },
      { value: "18", label: "produtos naturais" },
    ]);
    const many = meaningfulFigures({ customers: 1234, reviews: 10, averageRating: 4.35, products: 1 }, format);
    expect(many).toEqual([
      { value: "1.234", label: "clientes cadastrados" },
      { value: "4,4", label: "média de 10 avaliações", star: true },
      { value: "1", label: "produto natural" },
    ]);
  });
});

describe("the testimonials", () => {
  it("are the best approved reviews, one per author, with the first name and the latest request's city", async () => {
    const joao = await person("João Pedro Alves");
    const ana = await person("Ana Clara");
    const rui = await person("Rui Barbosa");
    await t.db.insert(s.sampleRequests).values([
      {
        userId: joao,
        productId: productIds[0],
        fullName: "João",
        email: "j@exemplo.com.br",
        address: "Rua 1",
        city: "São Paulo",
        state: "SP",
        zipCode: "01001-000",
        createdAt: new Date("2026-01-01"),
      },
      {
        userId: joao,
        productId: productIds[1],
        fullName: "João",
        email: "j@exemplo.com.br",
        address: "Rua 2",
        city: "Salvador",
        state: "BA",
        zipCode: "40020-000",
        createdAt: new Date("2026-06-01"),
      },
    ]);
    await review(joao, productIds[1], 5, "Excelente, uso todos os dias e recomendo para a família inteira.");
    await review(joao, productIds[0], 5, "Bom.");
    await review(ana, productIds[0], 4, "Gostei, mas o sabor é forte.");
    await review(rui, productIds[0], 5, "Não aprovado ainda, não aparece.", false);
    const list = await listTestimonials();
    expect(list.map((x) => x.name)).toEqual(["João", "Mariana", "Ana"]);
    expect(list[0]).toMatchObject({ place: "Salvador – BA", productName: "Figura 2", rating: 5, initials: "J" });
    expect(list[1].place).toBeNull();
    expect(list.some((x) => x.content.includes("não aparece"))).toBe(false);
  });
});

describe("on the home page, through the shared cache", () => {
  const spec = { label: "/", url: "/", modules: [home], params: {}, as: null };
  const loaded = async () =>
    ((await loadPage(spec)) as [{ figures: { value: string; label: string }[]; testimonials: { name: string }[] }])[0];

  it("an approved review and a deactivated customer show on the next read", async () => {
    configureCaches({ enabled: true });
    const before = await loaded();
    expect(before.figures.find((f) => f.label.startsWith("clientes"))?.value).toBe("4");
    const rui = (await t.db.select({ id: s.profiles.id }).from(s.profiles).where(eq(s.profiles.fullName, "Rui Barbosa")))[0].id;
    const [pending] = await t.db.select({ id: s.productReviews.id }).from(s.productReviews).where(eq(s.productReviews.userId, rui));
    await approveReview(pending.id, adminId);
    expect((await loaded()).testimonials.map((x) => x.name)).toContain("Rui");
    await setUserStatus(adminId, rui, "inactive");
    const after = await loaded();
    expect(after.figures.find((f) => f.label.startsWith("clientes"))?.value).toBe("3");
    expect(after.testimonials.map((x) => x.name)).not.toContain("Rui");
  });
});
