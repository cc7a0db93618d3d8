/**
 * Favourites kept in the account: the model's rules (active products only, none
 * twice, at most MAX_FAVORITES, the device's list merged in its order), that every write shows on the
 * next read, who may call /favoritos/conta and what it answers, and that the customer's favourites are
 * in the data export and gone after the account's deletion.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { FAVORITES_TEXTS } from "~/i18n/favorites";
import { userContext, type SessionUser } from "~/services/session.server";
import { deleteAccount, exportUserData } from "~/models/account.server";
import { deactivateProduct } from "~/models/admin/products.server";
import { favoriteSlugs, listFavoriteProducts, MAX_FAVORITES, mergeFavorites, setFavorite } from "~/models/favorites.server";
import { getProfile } from "~/models/users.server";
import * as account from "~/routes/site/favorites-account";
import * as page from "~/routes/site/favorites";

const t = useTestDatabase();

async function makeUser(role: "user" | "admin" = "user") {
  const id = crypto.randomUUID();
  const email = `${id.slice(0, 8)}@exemplo.com.br`;
  await t.db.insert(s.user).values({ id, name: "Joana Lima", email });
  await t.db.insert(s.profiles).values({ id, email, fullName: "Joana Lima", role });
  return id;
}

async function sessionUser(id: string): Promise<SessionUser> {
  return { ...(await getProfile(id))!, sessionId: "teste", emailVerified: true };
}

function context(user: SessionUser | null) {
  const ctx = new RouterContextProvider();
  ctx.set(userContext, user);
  return ctx;
}

/** The resource route as the hearts call it (fetch, JSON) or as a plain form posts it (a document). */
async function post(user: SessionUser | null, form: Record<string, string>, asDocument = false) {
  const request = new Request("http://localhost:3000/favoritos/conta", {
    method: "POST",
    headers: asDocument ? { accept: "text/html", "sec-fetch-mode": "navigate" } : { accept: "application/json" },
    body: new URLSearchParams(form),
  });
  return account.action({ request, context: context(user), params: {} } as never);
}

type Answer = { data: { ok: boolean; slugs?: string[]; message?: string }; init: ResponseInit | null };
const answerOf = (value: unknown) => value as Answer;

beforeAll(async () => {
  await seedContent(t.db);
});

describe("favourites in the account", () => {
  it("adds and removes idempotently; each write shows on the next read, newest first", async () => {
    const user = await makeUser();
    expect(await favoriteSlugs(user)).toEqual([]);
    expect(await setFavorite(user, "bacopa-monnieri-500mg", true)).toEqual({ ok: true, slugs: ["bacopa-monnieri-500mg"] });
    await new Promise((r) => setTimeout(r, 5));
    await setFavorite(user, "magnesio-dimalato", true);
    expect(await setFavorite(user, "magnesio-dimalato", true)).toEqual({ ok: true, slugs: ["magnesio-dimalato", "bacopa-monnieri-500mg"] });
    expect((await listFavoriteProducts(user)).map((p) => [p.slug, p.name, p.category?.slug])).toEqual([
      ["magnesio-dimalato", "Magnésio Dimalato", "energia-metabolismo"],
      ["bacopa-monnieri-500mg", "Bacopa Monnieri 500 mg", "cerebro-foco"],
    ]);
    expect(await setFavorite(user, "bacopa-monnieri-500mg", false)).toEqual({ ok: true, slugs: ["magnesio-dimalato"] });
    expect(await setFavorite(user, "bacopa-monnieri-500mg", false)).toEqual({ ok: true, slugs: ["magnesio-dimalato"] });
    expect(await favoriteSlugs(user)).toEqual(["magnesio-dimalato"]);
  });

  it("is each customer's own", async () => {
    const [a, b] = [await makeUser(), await makeUser()];
    await setFavorite(a, "glucomanan", true);
    expect(await favoriteSlugs(b)).toEqual([]);
    await setFavorite(b, "glucomanan", false);
    expect(await favoriteSlugs(a)).toEqual(["glucomanan"]);
  });

  it("refuses unknown products and malformed slugs, and changes nothing", async () => {
    const user = await makeUser();
    expect(await setFavorite(user, "nao-existe", true)).toEqual({ ok: false, reason: "not-found" });
    expect(await setFavorite(user, "Bacopa'; drop table favorites;--", true)).toEqual({ ok: false, reason: "not-found" });
    expect(await favoriteSlugs(user)).toEqual([]);
  });

  it("a product taken out of the store leaves the list, cannot be added, and can still be removed", async () => {
    const admin = await makeUser("admin");
    const user = await makeUser();
    const [product] = await t.db
      .insert(s.products)
      .values({ name: "Produto Sazonal", slug: "produto-sazonal", description: "Só no inverno.", status: "active" })
      .returning();
    await setFavorite(user, "produto-sazonal", true);
    expect(await favoriteSlugs(user)).toEqual(["produto-sazonal"]);
    await deactivateProduct(product.id, admin);
    expect(await favoriteSlugs(user)).toEqual([]);
    expect(await listFavoriteProducts(user)).toEqual([]);
    expect(await setFavorite(user, "produto-sazonal", true)).toEqual({ ok: false, reason: "not-found" });
    expect(await setFavorite(user, "produto-sazonal", false)).toEqual({ ok: true, slugs: [] });
    expect(await t.db.select().from(s.favorites).where(eq(s.favorites.userId, user))).toEqual([]);
  });

  it(`keeps at most ${MAX_FAVORITES}`, async () => {
    const user = await makeUser();
    const extra = Array.from({ length: MAX_FAVORITES }, (_, i) => ({
      name: `Extra ${i}`,
      slug: `extra-fav-${i}`,
      description: "x",
      status: "active" as const,
    }));
    const rows = await t.db.insert(s.products).values(extra).returning({ id: s.products.id });
    await t.db.insert(s.favorites).values(rows.map((r) => ({ userId: user, productId: r.id })));
    expect(await setFavorite(user, "bacopa-monnieri-500mg", true)).toEqual({ ok: false, reason: "full" });
    expect(await mergeFavorites(user, ["bacopa-monnieri-500mg"])).toMatchObject({ added: 0 });
    expect((await favoriteSlugs(user)).length).toBe(MAX_FAVORITES);
    expect(await favoriteSlugs(user)).not.toContain("bacopa-monnieri-500mg");
  });
});

describe("merging the device's favourites", () => {
  it("adds the device's products on sale to the account's, none twice, and answers the whole list", async () => {
    const user = await makeUser();
    await setFavorite(user, "glucomanan", true);
    const merged = await mergeFavorites(user, ["glucomanan", "psyllium-husk", "nao-existe", "INVALIDO!", "psyllium-husk", "omega-3-ultra"]);
    expect(merged.added).toBe(2);
    expect([...merged.slugs].sort()).toEqual(["glucomanan", "omega-3-ultra", "psyllium-husk"]);
    expect([...(await favoriteSlugs(user))].sort()).toEqual(["glucomanan", "omega-3-ultra", "psyllium-husk"]);
    // Merging again (another tab, a retry) adds nothing.
    expect(await mergeFavorites(user, ["psyllium-husk", "omega-3-ultra"])).toMatchObject({ added: 0 });
    expect(await mergeFavorites(user, [])).toMatchObject({ added: 0 });
  });

  it("takes the device's first favourites when there is room for only some", async () => {
    const user = await makeUser();
    const extra = Array.from({ length: MAX_FAVORITES - 1 }, (_, i) => ({
      name: `Outro ${i}`,
      slug: `outro-fav-${i}`,
      description: "x",
      status: "active" as const,
    }));
    const rows = await t.db.insert(s.products).values(extra).returning({ id: s.products.id });
    await t.db.insert(s.favorites).values(rows.map((r) => ({ userId: user, productId: r.id })));
    const merged = await mergeFavorites(user, ["cardo-mariano", "maca-peruana"]);
    expect(merged.added).toBe(1);
    expect(merged.slugs).toContain("cardo-mariano");
    expect(merged.slugs).not.toContain("maca-peruana");
  });
});

describe("/favoritos/conta and /favoritos", () => {
  it("a visitor has no account list: 401 with the sign-in message, and nothing is written", async () => {
    const before = await t.db.select().from(s.favorites);
    const got = await account.loader({
      request: new Request("http://localhost:3000/favoritos/conta"),
      context: context(null),
      params: {},
    } as never);
    expect(answerOf(got).init?.status).toBe(401);
    expect(answerOf(got).data).toEqual({ ok: false, message: FAVORITES_TEXTS.signInRequired });
    const forms: Record<string, string>[] = [
      { intent: "add", produto: "glucomanan" },
      { intent: "merge", produtos: "glucomanan,psyllium-husk" },
    ];
    for (const form of forms) {
      const answer = answerOf(await post(null, form));
      expect(answer.init?.status).toBe(401);
      expect(answer.data.ok).toBe(false);
    }
    // Without JavaScript: back to the page with the message as a toast.
    const plain = (await post(null, { intent: "add", produto: "glucomanan" }, true)) as Response;
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe("/favoritos");
    expect(plain.headers.get("set-cookie")).toBeTruthy();
    expect(await t.db.select().from(s.favorites)).toEqual(before);
  });

  it("a customer adds, removes and merges their own; the answers are private and the next GET shows them", async () => {
    const user = await sessionUser(await makeUser());
    const added = answerOf(await post(user, { intent: "add", produto: "chlorella-organica" }));
    expect(added.data).toEqual({ ok: true, slugs: ["chlorella-organica"] });
    expect(new Headers(added.init?.headers).get("cache-control")).toBe("private, no-store");
    const merged = answerOf(await post(user, { intent: "merge", produtos: "rhodiola-rosea,chlorella-organica" }));
    expect([...merged.data.slugs!].sort()).toEqual(["chlorella-organica", "rhodiola-rosea"]);
    const removed = answerOf(await post(user, { intent: "remove", produto: "chlorella-organica" }));
    expect(removed.data).toEqual({ ok: true, slugs: ["rhodiola-rosea"] });
    const read = answerOf(
      await account.loader({ request: new Request("http://localhost:3000/favoritos/conta"), context: context(user), params: {} } as never),
    );
    expect(read.data).toEqual({ ok: true, slugs: ["rhodiola-rosea"] });
    expect(new Headers(read.init?.headers).get("cache-control")).toBe("private, no-store");
    // "Meus favoritos" lists the account's (private page).
    const shown = answerOf(
      await page.loader({ request: new Request("http://localhost:3000/favoritos"), context: context(user), params: {} } as never),
    );
    expect((shown.data as unknown as { products: { slug: string }[] }).products.map((p) => p.slug)).toEqual(["rhodiola-rosea"]);
    expect(new Headers(shown.init?.headers).get("cache-control")).toMatch(/^private/);
  });

  it("refuses an unknown intent or product with a message, and a plain form post goes back with a toast", async () => {
    const user = await sessionUser(await makeUser());
    expect(answerOf(await post(user, { intent: "apagar-tudo" })).init?.status).toBe(400);
    const missing = answerOf(await post(user, { intent: "add", produto: "nao-existe" }));
    expect(missing.init?.status).toBe(404);
    expect(missing.data).toEqual({ ok: false, message: FAVORITES_TEXTS.notFound });
    await post(user, { intent: "add", produto: "maca-peruana" });
    const plain = (await post(user, { intent: "remove", produto: "maca-peruana", redirectTo: "/favoritos" }, true)) as Response;
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe("/favoritos");
    expect(await favoriteSlugs(user.id)).toEqual([]);
  });

  it("the visitors' page is public and gives the cards of the device's products on sale, in the device's order", async () => {
    const got = answerOf(
      await page.loader({
        request: new Request("http://localhost:3000/favoritos?produtos=psyllium-husk,nao-existe,bacopa-monnieri-500mg"),
        context: context(null),
        params: {},
      } as never),
    );
    const products = (got.data as unknown as { products: { slug: string }[] }).products;
    expect(products.map((p) => p.slug)).toEqual(["psyllium-husk", "bacopa-monnieri-500mg"]);
    expect(new Headers(got.init?.headers).get("cache-control")).toMatch(/^public/);
  });
});

describe("privacy", () => {
  it("the data export lists the favourites, and deleting the account removes them", async () => {
    const user = await makeUser();
    await setFavorite(user, "propolis-verde", true);
    const exported = await exportUserData(user);
    expect(exported?.favorites).toEqual([expect.objectContaining({ product: "Própolis Verde", slug: "propolis-verde" })]);
    const result = await deleteAccount(user, { send: async () => {} });
    expect(result).toMatchObject({ ok: true, removed: { favorites: 1 } });
    expect(await t.db.select().from(s.favorites).where(eq(s.favorites.userId, user))).toEqual([]);
  });
});
