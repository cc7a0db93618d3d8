/**
 * Related products on the product page: the same line first, then other lines that
 * share a benefit; active products only, never the product itself, at most four; read through the
 * shared cache under the catalog tag, so a cached page costs no query and a catalogue write shows on
 * the next read.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { countQueries } from "~/lib/server/db/client.server";
import { seedContent } from "~/seed";
import { configureCaches } from "~/lib/server/cache.server";
import { deactivateProduct } from "~/models/admin/products.server";
import { listRelatedProducts, RELATED_LIMIT } from "~/models/catalog.server";
import * as product from "~/routes/site/product";
import { loadPage } from "../../scripts/bench/pages";

const t = useTestDatabase();

let lineA: string;
let lineB: string;
const ids: Record<string, string> = {};
let adminId: string;

/** Products of two new lines, created one after the other (the newest is the last). */
async function makeProduct(slug: string, categoryId: string | null, benefits: string[], status: "active" | "inactive" = "active") {
  const [row] = await t.db
    .insert(s.products)
    .values({ name: `Produto ${slug}`, slug, description: "Descrição.", categoryId, benefits, status })
    .returning({ id: s.products.id });
  ids[slug] = row.id;
  await new Promise((r) => setTimeout(r, 3)); // distinct created_at: "newest first" is observable
}

const slugs = async (slug: string) => (await listRelatedProducts(ids[slug])).map((p) => p.slug);

beforeAll(async () => {
  await seedContent(t.db);
  [{ id: lineA }, { id: lineB }] = await t.db
    .insert(s.productCategories)
    .values([
      { name: "Linha Teste A", slug: "linha-teste-a" },
      { name: "Linha Teste B", slug: "linha-teste-b" },
    ])
    .returning({ id: s.productCategories.id });
  adminId = crypto.randomUUID();
  await t.db.insert(s.user).values({ id: adminId, name: "Admin", email: "admin-rel@exemplo.com.br" });
  await t.db.insert(s.profiles).values({ id: adminId, email: "admin-rel@exemplo.com.br", fullName: "Admin", role: "admin" });

  await makeProduct("rel-base", lineA, ["Foco", "Memória", "Energia"]);
  await makeProduct("rel-a-nada", lineA, ["Outra coisa"]); // same line, no shared benefit
  await makeProduct("rel-a-dois", lineA, ["Foco", "Memória"]); // same line, two shared
  await makeProduct("rel-b-um", lineB, ["Energia"]); // other line, one shared
  await makeProduct("rel-b-dois", lineB, ["Foco", "Memória", "Sono"]); // other line, two shared
  await makeProduct("rel-b-nada", lineB, ["Sono"]); // nothing in common: never shown
  await makeProduct("rel-sem-linha", null, ["Energia"]); // no line, one shared
  await makeProduct("rel-a-inativo", lineA, ["Foco", "Memória", "Energia"], "inactive");
});

afterAll(() => configureCaches({ enabled: false }));

describe("listRelatedProducts", () => {
  it("same line first (more shared benefits first), then other lines by shared benefits, at most four", async () => {
    expect(RELATED_LIMIT).toBe(4);
    // rel-b-um and rel-sem-linha share one benefit each: the newer comes first.
    expect(await slugs("rel-base")).toEqual(["rel-a-dois", "rel-a-nada", "rel-b-dois", "rel-sem-linha"]);
    expect(await listRelatedProducts(ids["rel-base"], 10).then((r) => r.map((p) => p.slug))).toEqual([
      "rel-a-dois",
      "rel-a-nada",
      "rel-b-dois",
      "rel-sem-linha",
      "rel-b-um",
    ]);
  });

  it("never the product itself, an inactive product or one with nothing in common", async () => {
    const all = (await listRelatedProducts(ids["rel-base"], 50)).map((p) => p.slug);
    expect(all).not.toContain("rel-base");
    expect(all).not.toContain("rel-a-inativo");
    expect(all).not.toContain("rel-b-nada");
  });

  it("gives cards with the line and the real rating", async () => {
    const [first] = await listRelatedProducts(ids["rel-base"]);
    expect(first).toMatchObject({
      slug: "rel-a-dois",
      category: { slug: "linha-teste-a", name: "Linha Teste A" },
      rating: { average: null, count: 0 },
    });
  });

  it("a product of no line gets only products sharing a benefit", async () => {
    expect(await slugs("rel-sem-linha")).toEqual(["rel-b-um", "rel-base"]);
  });

  it("a product of no line also gets the other products of no line that share a benefit", async () => {
    await makeProduct("rel-sem-linha-x", null, ["Benefício exclusivo"]);
    await makeProduct("rel-sem-linha-y", null, ["Benefício exclusivo", "Outro"]);
    expect(await slugs("rel-sem-linha-x")).toEqual(["rel-sem-linha-y"]);
  });

  it("works on the seed's catalogue: the line's other products first", async () => {
    const [bacopa] = await t.db
      .select({ id: s.products.id, categoryId: s.products.categoryId })
      .from(s.products)
      .where(eq(s.products.slug, "bacopa-monnieri-500mg"));
    const related = await listRelatedProducts(bacopa.id);
    expect(related.length).toBeGreaterThanOrEqual(2);
    expect(related.slice(0, 2).every((p) => p.category?.slug === "cerebro-foco")).toBe(true);
  });
});

describe("on the product page", () => {
  const spec = (slug: string) => ({ label: slug, url: `/produto/${slug}`, modules: [product], params: { slug }, as: null });
  const related = async (slug: string) => {
    const [loaded] = (await loadPage(spec(slug))) as [{ related: { slug: string }[] }];
    return loaded.related.map((p) => p.slug);
  };

  it("shows them, read once per cache time: a cached page issues no query at all", async () => {
    configureCaches({ enabled: true, ttlMs: 60_000 });
    expect(await related("rel-base")).toEqual(["rel-a-dois", "rel-a-nada", "rel-b-dois", "rel-sem-linha"]);
    const again = await countQueries(() => loadPage(spec("rel-base")));
    expect(again.queries).toEqual([]);
  });

  it("a product taken out of the store leaves the related products at the next read", async () => {
    configureCaches({ enabled: true, ttlMs: 60_000 });
    await related("rel-base");
    await deactivateProduct(ids["rel-a-dois"], adminId);
    expect(await related("rel-base")).toEqual(["rel-a-nada", "rel-b-dois", "rel-sem-linha", "rel-b-um"]);
  });
});
