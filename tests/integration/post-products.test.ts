/**
 * Issue 36, point 12: a post's products, chosen in the panel's post form, show on the post (active
 * ones, in order) and the product pages list the published posts that name them (newest first, at
 * most three). The write is audited with the products before and after.
 */
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productIdBySlug, useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { postSchema } from "~/validation/admin/post";
import { createPost, listPostProductChoices, listPosts, updatePost } from "~/models/admin/blog.server";
import { listProductPosts } from "~/models/blog.server";
import { listPostProducts } from "~/models/catalog.server";

const t = useTestDatabase();
let adminId: string;
const ids: Record<string, string> = {};
const SLEEP = "higiene-do-sono-habitos-noites-tranquilas";

async function postId(slug: string) {
  const [row] = await t.db.select({ id: s.blogPosts.id }).from(s.blogPosts).where(eq(s.blogPosts.slug, slug));
  return row.id;
}

const names = (list: { name: string }[]) => list.map((p) => p.name);
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

beforeAll(async () => {
  await seedContent(t.db);
  adminId = crypto.randomUUID();
  await t.db.insert(s.user).values({ id: adminId, name: "Chefe", email: "chefe-pp@raizvital.com.br", emailVerified: true });
  await t.db.insert(s.profiles).values({ id: adminId, email: "chefe-pp@raizvital.com.br", fullName: "Chefe", role: "admin" });
  for (const slug of ["melatonina-camomila", "passiflora-mulungu", "ashwagandha-ksm-66", "cardo-mariano", "glucomanan"])
    ids[slug] = await productIdBySlug(t.db, slug);
}, 120_000);

describe("a post's products", () => {
  it("are seeded for 'Higiene do sono': melatonina and camomila, then passiflora; the product pages list the post", async () => {
    expect(slugs(await listPostProducts(await postId(SLEEP)))).toEqual(["melatonina-camomila", "passiflora-mulungu"]);
    expect(slugs(await listProductPosts(ids["melatonina-camomila"]))).toEqual([SLEEP]);
    expect(slugs(await listProductPosts(ids["passiflora-mulungu"]))).toContain(SLEEP);
  });

  it("are written by the post form in the order chosen, shown on the next read, audited before and after", async () => {
    const post = await createPost(
      postSchema.parse({
        title: "Chás para a noite",
        content: "Camomila e passiflora.",
        status: "published",
        productIds: ids["passiflora-mulungu"],
      }),
      adminId,
    );
    expect(names(await listPostProducts(post.id))).toEqual(["Passiflora + Mulungu"]);
    const productIds = [ids["ashwagandha-ksm-66"], ids["melatonina-camomila"], ids["passiflora-mulungu"]];
    await updatePost(
      post.id,
      postSchema.parse({ title: "Chás para a noite", slug: post.slug, content: "Camomila e passiflora.", status: "published", productIds }),
      adminId,
    );
    expect(slugs(await listPostProducts(post.id))).toEqual(["ashwagandha-ksm-66", "melatonina-camomila", "passiflora-mulungu"]);
    expect((await listPosts({ q: "Chás para a noite" })).rows[0].productIds).toEqual(productIds);
    // The newest published post first.
    expect(slugs(await listProductPosts(ids["melatonina-camomila"]))).toEqual([post.slug, SLEEP]);

    const [audit] = await t.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, "blog_post.update"), eq(s.auditLog.entityId, post.id)))
      .orderBy(desc(s.auditLog.id))
      .limit(1);
    expect((audit.before as { productIds: string[] }).productIds).toEqual([ids["passiflora-mulungu"]]);
    expect((audit.after as { productIds: string[] }).productIds).toEqual(productIds);

    // Emptied.
    await updatePost(
      post.id,
      postSchema.parse({ title: "Chás para a noite", slug: post.slug, content: "x", status: "published" }),
      adminId,
    );
    expect(await listPostProducts(post.id)).toEqual([]);
    expect(slugs(await listProductPosts(ids["melatonina-camomila"]))).toEqual([SLEEP]);
  });

  it("never shows an inactive product, and refuses a product that does not exist", async () => {
    const post = await createPost(
      postSchema.parse({
        title: "Fígado e digestão",
        content: "Cardo.",
        status: "published",
        productIds: [ids["cardo-mariano"], ids.glucomanan],
      }),
      adminId,
    );
    await t.db.update(s.products).set({ status: "inactive" }).where(eq(s.products.id, ids["cardo-mariano"]));
    expect(slugs(await listPostProducts(post.id))).toEqual(["glucomanan"]);
    expect((await listPostProductChoices()).some((c) => c.id === ids["cardo-mariano"])).toBe(false);
    const form = (productIds: string[]) =>
      postSchema.parse({ title: "Fígado e digestão", slug: post.slug, content: "Cardo.", status: "published", productIds });
    await expect(updatePost(post.id, form([ids.glucomanan, crypto.randomUUID()]), adminId)).rejects.toThrow("não existe mais");
    expect(slugs(await listPostProducts(post.id))).toEqual(["glucomanan"]);
    await t.db.update(s.products).set({ status: "active" }).where(eq(s.products.id, ids["cardo-mariano"]));
    expect(slugs(await listPostProducts(post.id))).toEqual(["cardo-mariano", "glucomanan"]);
  });

  it("lists on a product page only published posts whose date has come, newest first, at most three", async () => {
    const product = ids.glucomanan;
    const make = (title: string, status: "published" | "draft", publishedAt: string | undefined) =>
      createPost(postSchema.parse({ title, content: "x", status, publishedAt, productIds: [product] }), adminId);
    await make("Rascunho de fibras", "draft", undefined);
    await make("Fibras agendadas", "published", "2099-01-01T10:00");
    await make("Fibras um", "published", "2026-01-01T10:00");
    await make("Fibras dois", "published", "2026-02-01T10:00");
    // The post of the test above (published now), the seeded article on fibres (November 2026), then February's.
    expect((await listProductPosts(product)).map((p) => p.title)).toEqual([
      "Fígado e digestão",
      "Saúde intestinal: por que as fibras importam",
      "Fibras dois",
    ]);
  });

  it("refuses more than twelve products and anything that is not an id", () => {
    const many = Array.from({ length: 13 }, () => crypto.randomUUID());
    expect(postSchema.safeParse({ title: "x", content: "x", productIds: many }).success).toBe(false);
    expect(postSchema.safeParse({ title: "x", content: "x", productIds: ["1 or 1=1"] }).success).toBe(false);
    expect(postSchema.parse({ title: "x", content: "x", productIds: [ids.glucomanan, ids.glucomanan, ""] }).productIds).toEqual([
      ids.glucomanan,
    ]);
  });
});
