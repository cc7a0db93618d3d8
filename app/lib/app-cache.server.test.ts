import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../tests/helpers/db";
import { BASE, makeAccount, signedIn } from "../../tests/security/support";
import { cachedSessionUser, changesCachedData, configureAppCache, invalidateAppCache, noteStatement, sessionPointsChanged, sharedData } from "./app-cache.server";
import { countQueries } from "~/db/client.server";
import * as s from "~/db/schema";
import { seedContent } from "~/db/seed";
import { readSessionUser, userContext } from "~/lib/session.server";
import { hit } from "~/lib/rate-limit.server";
import { listBlog, recordPostView, setPostLike, withUserLikes } from "~/models/blog.server";
import { productViewerState } from "~/models/catalog.server";
import { adjustPoints, awardPoints } from "~/models/loyalty.server";
import { submitReview } from "~/models/reviews.server";
import { requestSample } from "~/models/samples.server";
import { subscribe } from "~/models/newsletter.server";
import { action as signOutAction } from "~/routes/auth/sign-out";
import { loader as catalogLoader } from "~/routes/site/catalog";
import { RouterContextProvider } from "react-router";

const t = useTestDatabase();

afterEach(() => {
  configureAppCache({ ttlMs: 0, sessions: false });
  vi.useRealTimers();
});

describe("sharedData", () => {
  it("is off until configured: every call loads", async () => {
    const load = vi.fn(async () => 1);
    await sharedData("k", load);
    await sharedData("k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads once per key until a write or the end of its time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    configureAppCache({ ttlMs: 10_000, sessions: false });
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    expect(await sharedData("a", load)).toEqual({ n: 1 });
    expect(await sharedData("a", load)).toEqual({ n: 1 });
    expect(await sharedData("b", load)).toEqual({ n: 2 });
    invalidateAppCache();
    expect(await sharedData("a", load)).toEqual({ n: 3 });
    vi.advanceTimersByTime(10_001);
    expect(await sharedData("a", load)).toEqual({ n: 4 });
  });

  it("does not keep what a load read while a write happened, nor a failure", async () => {
    configureAppCache({ ttlMs: 10_000, sessions: false });
    let release!: () => void;
    const slow = vi.fn(() => new Promise<string>((resolve) => (release = () => resolve("antes"))));
    const pending = sharedData("k", slow);
    invalidateAppCache(); // a write while the load runs
    release();
    expect(await pending).toBe("antes");
    expect(await sharedData("k", async () => "depois")).toBe("depois");

    const failing = vi.fn(async () => {
      throw new Error("falhou");
    });
    await expect(sharedData("f", failing)).rejects.toThrow("falhou");
    expect(await sharedData("f", async () => "ok")).toBe("ok");
  });
});

describe("which statements empty the caches", () => {
  it("writes do, reads and the neutral writes (limits, newsletter, view counter) do not", async () => {
    await seedContent(t.db);
    const [post] = await t.db.select().from(s.blogPosts).limit(1);
    const statements = async (fn: () => Promise<unknown>) => (await countQueries(fn)).queries;
    const neutral = [
      ...(await statements(() => hit({ name: "cache-test", max: 5, windowSeconds: 60 }, "k"))),
      ...(await statements(() => subscribe("cache-test@exemplo.com"))),
      ...(await statements(() => recordPostView(post.id))),
    ];
    expect(neutral.length).toBeGreaterThanOrEqual(3);
    for (const statement of neutral) expect(changesCachedData(statement), statement).toBe(false);

    const writes = await statements(() => t.db.update(s.products).set({ featured: true }).where(eq(s.products.slug, "nenhum")));
    writes.push(...(await statements(() => t.db.update(s.blogPosts).set({ title: "Outro" }).where(eq(s.blogPosts.id, post.id)))));
    writes.push(...(await statements(() => t.db.delete(s.session).where(eq(s.session.token, "nenhum")))));
    for (const statement of writes) expect(changesCachedData(statement), statement).toBe(true);
    expect(changesCachedData('select "id" from "products"')).toBe(false);
  });

  it("a new sample request, review and points award (the product page's actions) leave the public data alone", async () => {
    configureAppCache({ ttlMs: 60_000, sessions: false });
    const account = await makeAccount("neutral");
    const [product] = await t.db.select({ id: s.products.id }).from(s.products).limit(1);
    const load = vi.fn(async () => "cached");
    await sharedData("neutral-test", load);
    const sample = await countQueries(() =>
      requestSample(account.id, product.id, {
        fullName: "Paula Nunes", email: "paula@exemplo.com.br", address: "Av. Sete de Setembro, 100", city: "Salvador", state: "BA", zipCode: "40060001",
      }),
    );
    expect(sample.result).toMatchObject({ ok: true });
    const review = await countQueries(() => submitReview(account.id, product.id, { rating: "5", content: "Gostei muito do produto." }));
    expect(review.result).toMatchObject({ ok: true });
    await sharedData("neutral-test", load);
    expect(load).toHaveBeenCalledTimes(1);
    // The request and the review, each with its award in the same statement (row, ledger entry, balance).
    const written = [...sample.queries, ...review.queries].filter((q) => /^\s*(insert|update|delete|with)\b/i.test(q));
    expect(written.filter((q) => !/rate_limit/.test(q))).toHaveLength(2);
    for (const statement of written) expect(changesCachedData(statement), statement).toBe(false);
    // Other statements on the same tables still empty everything (an approval, a status change).
    await t.db.update(s.productReviews).set({ approved: true }).where(eq(s.productReviews.userId, account.id));
    await sharedData("neutral-test", load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(changesCachedData('update "profiles" set "points" = $1 where "profiles"."id" = $2')).toBe(true);
  });

  it("a write through the database empties the public data at once", async () => {
    configureAppCache({ ttlMs: 60_000, sessions: false });
    const load = async () => (await catalogLoader({ request: new Request(`${BASE}/produtos`), context: new RouterContextProvider(), params: {} } as never)).data;
    const before = await load();
    const first = before.products[0]!;
    await t.db.update(s.products).set({ name: "Nome Novo do Produto" }).where(eq(s.products.slug, first.slug));
    const after = await load();
    expect(after.products.find((p) => p.slug === first.slug)?.name).toBe("Nome Novo do Produto");
  });
});

describe("a customer's likes (userData)", () => {
  it("are read once, then from memory, and a like or an unlike (any customer's) shows on the next read; off on PostgreSQL", async () => {
    await seedContent(t.db);
    const reader = await makeAccount("likes");
    const other = await makeAccount("likes-other");
    const posts = (await listBlog({ pageSize: 3 })).latest;
    const likedOf = async () => (await withUserLikes(posts, reader.id)).posts.map((p) => p.likedByMe);

    configureAppCache({ ttlMs: 60_000, sessions: true });
    expect(await likedOf()).toEqual([false, false, false]);
    const again = await countQueries(likedOf);
    expect(again.result).toEqual([false, false, false]);
    expect(again.queries).toEqual([]);
    await setPostLike(reader.id, posts[1]!.slug, true);
    expect(await likedOf()).toEqual([false, true, false]);
    await setPostLike(other.id, posts[0]!.slug, true); // another customer's like empties it too (and changes nothing here)
    expect((await countQueries(likedOf)).queries.length).toBe(1);
    await setPostLike(reader.id, posts[1]!.slug, false);
    expect(await likedOf()).toEqual([false, false, false]);

    configureAppCache({ ttlMs: 60_000, sessions: false });
    await likedOf();
    expect((await countQueries(likedOf)).queries.length).toBe(1);
  });
});

describe("a customer's review and sample state on a product page (viewerData)", () => {
  const address = { fullName: "Paula Nunes", email: "paula@exemplo.com.br", address: "Av. Sete de Setembro, 100", city: "Salvador", state: "BA", zipCode: "40060001" };

  it("is read once, then from memory; the customer's own request and review show on the next read; off on PostgreSQL", async () => {
    const customer = await makeAccount("viewer");
    const other = await makeAccount("viewer-other");
    const [product, second] = await t.db.select({ id: s.products.id }).from(s.products).limit(2);
    const stateOf = () => productViewerState(product!.id, customer.id);
    const publicLoad = vi.fn(async () => "cached");

    configureAppCache({ ttlMs: 60_000, sessions: true });
    await sharedData("viewer-test", publicLoad);
    expect(await stateOf()).toEqual({ ownReview: null, openSample: null });
    const again = await countQueries(stateOf);
    expect(again.result).toEqual({ ownReview: null, openSample: null });
    expect(again.queries).toEqual([]);

    expect(await requestSample(customer.id, product!.id, address)).toMatchObject({ ok: true });
    expect(await stateOf()).toEqual({ ownReview: null, openSample: { status: "pending" } });
    expect(await submitReview(customer.id, product!.id, { rating: "5", content: "Gostei muito do produto." })).toMatchObject({ ok: true });
    expect(await stateOf()).toEqual({ ownReview: { approved: false }, openSample: { status: "pending" } });
    expect((await countQueries(stateOf)).queries).toEqual([]);
    // The product page's writes leave the public data alone, as before.
    await sharedData("viewer-test", publicLoad);
    expect(publicLoad).toHaveBeenCalledTimes(1);

    // Another customer's request empties it too (and changes nothing here); so does any other write.
    expect(await requestSample(other.id, second!.id, address)).toMatchObject({ ok: true });
    expect((await countQueries(stateOf)).queries.length).toBe(1);
    await t.db.update(s.productReviews).set({ approved: true }).where(eq(s.productReviews.userId, customer.id));
    await t.db.update(s.sampleRequests).set({ status: "shipped" }).where(eq(s.sampleRequests.userId, customer.id));
    expect(await stateOf()).toEqual({ ownReview: { approved: true }, openSample: { status: "shipped" } });
    await t.db.update(s.sampleRequests).set({ status: "delivered" }).where(eq(s.sampleRequests.userId, customer.id));
    expect(await stateOf()).toEqual({ ownReview: { approved: true }, openSample: null });

    configureAppCache({ ttlMs: 60_000, sessions: false });
    await stateOf();
    expect((await countQueries(stateOf)).queries.length).toBe(1);
  });

  it("does not keep a state read while a sample request was being written", async () => {
    const customer = await makeAccount("viewer-race");
    const [product] = await t.db.select({ id: s.products.id }).from(s.products).limit(1);
    configureAppCache({ ttlMs: 60_000, sessions: true });
    const reading = productViewerState(product!.id, customer.id);
    expect(await requestSample(customer.id, product!.id, address)).toMatchObject({ ok: true });
    await reading;
    expect(await productViewerState(product!.id, customer.id)).toEqual({ ownReview: null, openSample: { status: "pending" } });
  });
});

describe("cached sessions", () => {
  let cookie = "";
  let userId = "";
  beforeAll(async () => {
    const account = await makeAccount("cache");
    userId = account.id;
    cookie = await signedIn(account.email, account.password, "198.51.100.41");
  });

  const whoIs = (c = cookie) => readSessionUser(new Request(`${BASE}/dashboard`, { headers: { cookie: c, "x-rv-client-ip": "198.51.100.41" } }));

  it("reads a session from the database once, then from memory", async () => {
    configureAppCache({ ttlMs: 10_000, sessions: true });
    expect((await countQueries(() => whoIs())).queries.length).toBeGreaterThan(0);
    const again = await countQueries(() => whoIs());
    expect(again.result?.id).toBe(userId);
    expect(again.queries).toEqual([]);
  });

  it("is off where other processes may write (PostgreSQL: sessions: false)", async () => {
    configureAppCache({ ttlMs: 10_000, sessions: false });
    await whoIs();
    expect((await countQueries(() => whoIs())).queries.length).toBeGreaterThan(0);
  });

  it("a role change, a deactivation and a sign-out show on the next request", async () => {
    configureAppCache({ ttlMs: 10_000, sessions: true });
    expect((await whoIs())?.role).toBe("user");
    await t.db.update(s.profiles).set({ role: "admin" }).where(eq(s.profiles.id, userId));
    expect((await whoIs())?.role).toBe("admin");
    await t.db.update(s.profiles).set({ status: "inactive" }).where(eq(s.profiles.id, userId));
    expect(await whoIs()).toBeNull();
    await t.db.update(s.profiles).set({ status: "active", role: "user" }).where(eq(s.profiles.id, userId));
    expect((await whoIs())?.id).toBe(userId);

    const request = new Request(`${BASE}/sair`, { method: "POST", headers: { cookie, origin: BASE, "x-rv-client-ip": "198.51.100.41" } });
    const context = new RouterContextProvider();
    context.set(userContext, await whoIs());
    await signOutAction({ request, context, params: {} } as never).catch((response: unknown) => response);
    expect(await whoIs()).toBeNull();
  });

  it("another customer's points award keeps this session cached; the customer's own shows the new balance at once", async () => {
    configureAppCache({ ttlMs: 10_000, sessions: true });
    const mine = await makeAccount("cache-mine");
    const myCookie = await signedIn(mine.email, mine.password, "198.51.100.43");
    const other = await makeAccount("cache-other");
    const otherCookie = await signedIn(other.email, other.password, "198.51.100.42");
    const [product] = await t.db.select({ id: s.products.id }).from(s.products).limit(1);
    expect((await whoIs(myCookie))?.id).toBe(mine.id);
    const before = (await whoIs(otherCookie))!.points;
    expect(await awardPoints(other.id, "sample_request", product.id)).toBeGreaterThan(0);
    // Both sessions are still in memory; the awarded customer's carries the new balance the award committed.
    expect((await countQueries(() => whoIs(myCookie))).queries).toEqual([]);
    const after = await countQueries(() => whoIs(otherCookie));
    expect(after.queries).toEqual([]);
    const [stored] = await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, other.id));
    expect(after.result!.points).toBeGreaterThan(before);
    expect(after.result!.points).toBe(stored.points);
    // An award already given changes nothing; a balance moved inside a transaction (an adjustment, a
    // redemption) forgets the user's sessions, which are then read again.
    expect(await awardPoints(other.id, "sample_request", product.id)).toBe(0);
    expect((await countQueries(() => whoIs(otherCookie))).result!.points).toBe(stored.points);
    await adjustPoints(other.id, 7, "Ajuste de teste", mine.id);
    const adjusted = await countQueries(() => whoIs(otherCookie));
    expect(adjusted.queries.length).toBeGreaterThan(0);
    expect(adjusted.result!.points).toBe(stored.points + 7);
    expect((await countQueries(() => whoIs(myCookie))).queries).toEqual([]);
    // Any other write to profiles empties every session, as before.
    await t.db.update(s.profiles).set({ phone: null }).where(eq(s.profiles.id, other.id));
    expect((await countQueries(() => whoIs(myCookie))).queries.length).toBeGreaterThan(0);
  });

  it("a session being read while its customer is awarded points is not kept with the old balance", async () => {
    configureAppCache({ ttlMs: 10_000, sessions: true });
    const award = "with award_profile as ( select id, points from profiles where id = $1 for update ), award_setting as (";
    for (const when of ["award starts", "award ends"] as const) {
      invalidateAppCache();
      let finish!: (points: number) => void;
      const load = vi.fn((): Promise<{ user: { id: string; points: number }; expiresAt: number }> =>
        new Promise((resolve) => (finish = (points) => resolve({ user: { id: "u1", points }, expiresAt: Date.now() + 60_000 }))),
      );
      const reading = cachedSessionUser("cookie", load); // read the profile before the award…
      noteStatement(award, ["u1"]);
      if (when === "award ends") {
        sessionPointsChanged("u1", 15);
        finish(10);
      } else {
        finish(10); // …and finished before the award's answer arrived
        await reading;
        sessionPointsChanged("u1", 15);
      }
      expect((await reading).points).toBe(10);
      const next = vi.fn(async () => ({ user: { id: "u1", points: 15 }, expiresAt: Date.now() + 60_000 }));
      expect((await cachedSessionUser("cookie", next)).points, when).toBe(15);
    }
  });

  it("is not used past the session's expiry", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    configureAppCache({ ttlMs: 10_000, sessions: true });
    const load = vi.fn(async () => ({ user: "u", expiresAt: Date.now() + 5_000 }));
    expect(await cachedSessionUser("k", load)).toBe("u");
    expect(await cachedSessionUser("k", load)).toBe("u");
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_001);
    await cachedSessionUser("k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
