/**
 * "Comprar" on the product page (issue 36, point 11): the loader's link for a visitor, for a customer
 * who had a sample of the product and for one who did not; the visitor's answer (the shared, cached
 * page) never carries a customer's medium; no store address at all, no link.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { productIdBySlug, useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { userContext, type SessionUser } from "~/services/session.server";
import { getProfile } from "~/models/users.server";
import { loader } from "~/routes/site/product";

const store = vi.hoisted(() => ({ url: undefined as string | undefined }));
vi.mock("~/lib/server/env.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/lib/server/env.server")>();
  return { ...original, env: () => ({ ...original.env(), storeUrl: store.url }) };
});

const t = useTestDatabase();
type Args = Parameters<typeof loader>[0];
type Answer = { data: { buyUrl: string | null }; init: ResponseInit | null };

async function makeUser(): Promise<SessionUser> {
  const id = crypto.randomUUID();
  const email = `${id.slice(0, 8)}@exemplo.com.br`;
  await t.db.insert(s.user).values({ id, name: "Lia Prado", email, emailVerified: true });
  await t.db.insert(s.profiles).values({ id, email, fullName: "Lia Prado" });
  return { ...(await getProfile(id))!, sessionId: "test", emailVerified: true };
}

async function page(slug: string, user: SessionUser | null) {
  const context = new RouterContextProvider();
  context.set(userContext, user);
  const request = new Request(`http://localhost:3000/produto/${slug}`);
  const answer = (await loader({ request, params: { slug }, context } as unknown as Args)) as unknown as Answer;
  return { buyUrl: answer.data.buyUrl, cacheControl: new Headers(answer.init?.headers).get("cache-control") };
}

const medium = (href: string | null) => new URL(href!).searchParams.get("utm_medium");

const ADDRESS = {
  fullName: "Lia Prado",
  email: "lia@exemplo.com.br",
  address: "Rua A, 1",
  city: "São Paulo",
  state: "SP",
  zipCode: "01310-100",
} as const;

beforeAll(async () => {
  await seedContent(t.db);
});

describe("the product page's Comprar link", () => {
  it("is absent without a store address, and falls back to STORE_URL with the slug", async () => {
    store.url = undefined;
    expect((await page("maca-peruana", null)).buyUrl).toBeNull();
    store.url = "https://loja.example.com/";
    expect((await page("maca-peruana", null)).buyUrl).toBe(
      "https://loja.example.com/maca-peruana?utm_source=raizvital&utm_medium=site&utm_campaign=maca-peruana",
    );
  });

  it("says amostra only to the customer who had a sample of the product, on a private page; the visitor's page says site", async () => {
    store.url = undefined;
    await t.db.update(s.products).set({ storeUrl: "https://loja.example.com/p/123?cor=verde" }).where(eq(s.products.slug, "cardo-mariano"));
    const sampled = await makeUser();
    const other = await makeUser();
    const productId = await productIdBySlug(t.db, "cardo-mariano");
    await t.db.insert(s.sampleRequests).values({ userId: sampled.id, productId, status: "delivered", ...ADDRESS });
    await t.db.insert(s.sampleRequests).values({ userId: other.id, productId, status: "rejected", cancelledAt: new Date(), ...ADDRESS });

    const mine = await page("cardo-mariano", sampled);
    expect(mine.buyUrl).toBe("https://loja.example.com/p/123?cor=verde&utm_source=raizvital&utm_medium=amostra&utm_campaign=cardo-mariano");
    expect(mine.cacheControl).toMatch(/private/);
    expect(medium((await page("cardo-mariano", other)).buyUrl)).toBe("site");
    const visitor = await page("cardo-mariano", null);
    expect(medium(visitor.buyUrl)).toBe("site");
    expect(visitor.cacheControl).toMatch(/^public/);
  });
});
