/**
 * Addresses stay (a rename keeps the slug, an edited slug leaves a 301 from
 * every earlier address, the sitemap follows) and a product customers wait for cannot be deleted.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { userContext, type SessionUser } from "~/services/session.server";
import { readToast } from "~/lib/server/toast.server";
import { createPost, updatePost } from "~/models/admin/blog.server";
import { createProduct, deactivateProduct, deleteProduct, listProducts, updateProduct } from "~/models/admin/products.server";
import { sitemapEntries } from "~/models/seo.server";
import { loader as productLoader } from "~/routes/site/product";
import { loader as postLoader } from "~/routes/site/post";
import { action as panelProductsAction } from "~/routes/admin-panel/products";
import { postSchema } from "~/validation/admin/post";
import { productSchema } from "~/validation/admin/product";

const t = useTestDatabase();
let admin: SessionUser;

async function person(email: string, role: "user" | "admin") {
  const id = crypto.randomUUID();
  await t.db.insert(s.user).values({ id, name: email, email, emailVerified: true });
  const [profile] = await t.db.insert(s.profiles).values({ id, email, fullName: email, role }).returning();
  return { ...profile, sessionId: "s", emailVerified: true } as SessionUser;
}

beforeAll(async () => {
  await seedContent(t.db);
  admin = await person("gerente@raizvital.com.br", "admin");
}, 120_000);

function context(user: SessionUser | null = null) {
  const ctx = new RouterContextProvider();
  ctx.set(userContext, user);
  return ctx;
}

/** The loader's answer: a thrown Response (redirect, 404) or its data. */
async function visit(loader: (args: never) => unknown, url: string, slug: string): Promise<Response | "page"> {
  try {
    await loader({ request: new Request(`http://localhost:3000${url}`), params: { slug }, context: context() } as never);
    return "page";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      const init = (thrown as { init?: ResponseInit }).init;
      return new Response(null, { status: init?.status ?? 500 });
    }
    throw thrown;
  }
}

const product = (fields: Record<string, string>) =>
  productSchema.parse({ description: "Descrição completa do produto.", status: "active", ...fields });

describe("product addresses", () => {
  it("a rename keeps the slug; an edited slug redirects (301) from every earlier address; the sitemap follows", async () => {
    const created = await createProduct(product({ name: "Cúrcuma Dourada" }), admin.id);
    expect(created.slug).toBe("curcuma-dourada");

    // The form sends the slug it shows; with no slug typed, the saved one stays.
    const renamed = await updateProduct(created.id, product({ name: "Cúrcuma Dourada Premium", slug: "" }), admin.id);
    expect(renamed.slug).toBe("curcuma-dourada");
    expect(renamed.name).toBe("Cúrcuma Dourada Premium");
    expect(await visit(productLoader, "/produto/curcuma-dourada", "curcuma-dourada")).toBe("page");

    await updateProduct(created.id, product({ name: "Cúrcuma Dourada Premium", slug: "curcuma-premium" }), admin.id);
    await updateProduct(created.id, product({ name: "Cúrcuma", slug: "curcuma" }), admin.id);
    for (const old of ["curcuma-dourada", "curcuma-premium"]) {
      const answer = await visit(productLoader, `/produto/${old}?aba=beneficios`, old);
      expect(answer).not.toBe("page");
      expect((answer as Response).status).toBe(301);
      expect((answer as Response).headers.get("location")).toBe("/produto/curcuma?aba=beneficios");
    }
    expect(await visit(productLoader, "/produto/curcuma", "curcuma")).toBe("page");
    const unknown = await visit(productLoader, "/produto/nunca-existiu", "nunca-existiu");
    expect((unknown as Response).status).toBe(404);

    const paths = (await sitemapEntries()).map((e) => e.path);
    expect(paths).toContain("/produto/curcuma");
    expect(paths).not.toContain("/produto/curcuma-dourada");
    expect(paths).not.toContain("/produto/curcuma-premium");

    // Going back to an earlier slug makes it live again, and the other one redirects to it.
    await updateProduct(created.id, product({ name: "Cúrcuma", slug: "curcuma-dourada" }), admin.id);
    expect(await visit(productLoader, "/produto/curcuma-dourada", "curcuma-dourada")).toBe("page");
    expect(((await visit(productLoader, "/produto/curcuma", "curcuma")) as Response).headers.get("location")).toBe(
      "/produto/curcuma-dourada",
    );
  });

  it("a new product may take an address another product left; the live product wins", async () => {
    const a = await createProduct(product({ name: "Moringa em Pó" }), admin.id);
    await updateProduct(a.id, product({ name: "Moringa em Pó", slug: "moringa-oleifera" }), admin.id);
    expect(((await visit(productLoader, "/produto/moringa-em-po", "moringa-em-po")) as Response).status).toBe(301);
    await createProduct(product({ name: "Moringa em Pó" }), admin.id);
    expect(await visit(productLoader, "/produto/moringa-em-po", "moringa-em-po")).toBe("page");
    await expect(updateProduct(a.id, product({ name: "x", slug: "moringa-em-po" }), admin.id)).rejects.toThrow(
      'Já existe um produto com o slug "moringa-em-po". Escolha outro.',
    );
  });
});

describe("post addresses", () => {
  it("a new title keeps the slug; an edited slug redirects (301); the sitemap follows", async () => {
    const post = (fields: Record<string, string>) => postSchema.parse({ content: "Texto do post.", status: "published", ...fields });
    const created = await createPost(post({ title: "Chá de Hibisco" }), admin.id);
    const retitled = await updatePost(created.id, post({ title: "Chá de Hibisco: o guia", slug: "" }), admin.id);
    expect(retitled.slug).toBe("cha-de-hibisco");
    await updatePost(created.id, post({ title: "Chá de Hibisco: o guia", slug: "guia-hibisco" }), admin.id);
    const answer = (await visit(postLoader, "/blog/cha-de-hibisco", "cha-de-hibisco")) as Response;
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/blog/guia-hibisco");
    const paths = (await sitemapEntries()).map((e) => e.path);
    expect(paths).toContain("/blog/guia-hibisco");
    expect(paths).not.toContain("/blog/cha-de-hibisco");
  });
});

describe("deleting a product customers wait for", () => {
  async function sampleOf(productId: string, status: "pending" | "shipped" | "completed" | "rejected") {
    // One open request per customer and product: each request is another customer's.
    const customerId = (await person(`${crypto.randomUUID()}@exemplo.com.br`, "user")).id;
    const [row] = await t.db
      .insert(s.sampleRequests)
      .values({
        userId: customerId,
        productId,
        status,
        fullName: "Cliente",
        email: "cliente@exemplo.com.br",
        address: "Rua A, 1",
        city: "Curitiba",
        state: "PR",
        zipCode: "80000-000",
      })
      .returning();
    return row;
  }

  it("is refused while a request is open, says why, and the product can be deactivated instead", async () => {
    const p = await createProduct(product({ name: "Ashwagandha Teste" }), admin.id);
    const open = await sampleOf(p.id, "pending");
    await sampleOf(p.id, "shipped");
    await sampleOf(p.id, "completed");
    const listed = (await listProducts({ q: "Ashwagandha Teste" })).rows.find((r) => r.id === p.id);
    expect(listed?.openSamples).toBe(2);

    await expect(deleteProduct(p.id, admin.id)).rejects.toThrow(
      "Este produto tem 2 solicitações de amostra em aberto e não pode ser excluído. Desative-o: ele sai da loja e as solicitações continuam.",
    );
    const [still] = await t.db.select().from(s.products).where(eq(s.products.id, p.id));
    expect(still.status).toBe("active");

    // The panel's action answers the same way, and deactivates.
    const form = (fields: Record<string, string>) =>
      new Request("http://localhost:3000/admin-panel/produtos", { method: "POST", body: new URLSearchParams(fields) });
    const refused = await panelProductsAction({
      request: form({ intent: "product-delete", id: p.id }),
      context: context(admin),
      params: {},
    } as never);
    // The reason is the error toast's description, in the flash cookie.
    const cookie = new Headers((refused as unknown as { init: ResponseInit }).init.headers).get("set-cookie")!;
    const { toast } = await readToast(new Request("http://localhost:3000/", { headers: { cookie: cookie.split(";")[0] } }));
    expect(toast?.type).toBe("error");
    expect(toast?.description).toContain("não pode ser excluído");
    await panelProductsAction({ request: form({ intent: "product-deactivate", id: p.id }), context: context(admin), params: {} } as never);
    const [inactive] = await t.db.select().from(s.products).where(eq(s.products.id, p.id));
    expect(inactive.status).toBe("inactive");
    const [request] = await t.db.select().from(s.sampleRequests).where(eq(s.sampleRequests.id, open.id));
    expect(request.productId).toBe(p.id);
    expect(((await visit(productLoader, `/produto/${p.slug}`, p.slug)) as Response).status).toBe(404);
    await deactivateProduct(p.id, admin.id); // already inactive: nothing changes, no error

    // Once every request is closed, the product can go.
    await t.db.update(s.sampleRequests).set({ status: "rejected" }).where(eq(s.sampleRequests.productId, p.id));
    await deleteProduct(p.id, admin.id);
    expect(await t.db.select().from(s.products).where(eq(s.products.id, p.id))).toHaveLength(0);
  });
});
