/**
 * The tagged caches (lib/cache.server.ts): what a read keeps, what a write through a model function
 * invalidates (when its transaction commits, never when it rolls back), and that a write always shows
 * on the next read (on PGlite and on PostgreSQL).
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { useTestDatabase } from "../../../tests/helpers/db";
import { BASE, makeAccount, signedIn } from "../../../tests/security/support";
import {
  cacheStats,
  collectTags,
  configureCaches,
  currentSeq,
  invalidateOnCommit,
  isFresh,
  receiveInvalidation,
  setInvalidationPublisher,
  sharedData,
  taggedCache,
  Tags,
} from "./cache.server";
import { countQueries } from "~/lib/server/db/client.server";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { readSessionUser, userContext } from "~/services/session.server";
import { listBlog, setPostLike } from "~/models/blog.server";
import { adjustPoints, awardPoints } from "~/models/loyalty.server";
import { setUserRole, setUserStatus } from "~/models/admin/users.server";
import { action as signOutAction } from "~/routes/auth/sign-out";

const t = useTestDatabase();

beforeEach(() => configureCaches({ enabled: true, ttlMs: 60_000 }));
afterEach(() => configureCaches({ enabled: false }));

/** A committed write of these tags (a transaction that names them and changes nothing else). */
const write = (...tags: string[]) => t.db.transaction((tx) => invalidateOnCommit(tx, ...tags));

class RolledBack extends Error {}

const counter = () => {
  let n = 0;
  return async () => ({ n: ++n });
};

describe("tagged data cache", () => {
  it("loads once, then answers from memory until one of its tags is written", async () => {
    const load = counter();
    expect(await sharedData("a", ["catalog"], load)).toEqual({ n: 1 });
    expect(await sharedData("a", ["catalog"], load)).toEqual({ n: 1 });
    await write("blog"); // another tag: kept
    expect(await sharedData("a", ["catalog"], load)).toEqual({ n: 1 });
    await write("catalog");
    expect(await sharedData("a", ["catalog"], load)).toEqual({ n: 2 });
  });

  it("never serves a value whose load began before a write of its tags", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const pending = sharedData("race", ["catalog"], async () => {
      await gate;
      return "antes";
    });
    await write("catalog"); // the write commits while the load runs
    release();
    expect(await pending).toBe("antes"); // the request that asked gets it…
    expect(await sharedData("race", ["catalog"], async () => "depois")).toBe("depois"); // …nobody after
  });

  it("keeps no failure, and nothing while off", async () => {
    await expect(sharedData("f", ["catalog"], async () => Promise.reject(new Error("falhou")))).rejects.toThrow("falhou");
    expect(await sharedData("f", ["catalog"], async () => "ok")).toBe("ok");
    configureCaches({ enabled: false });
    const load = counter();
    await sharedData("off", ["catalog"], load);
    expect(await sharedData("off", ["catalog"], load)).toEqual({ n: 2 });
  });

  it("expires entries and keeps at most its size limit", async () => {
    const small = taggedCache<number>("teste-pequeno", { max: 2, ttlMs: 50 });
    let loads = 0;
    const load = async () => ++loads;
    for (const key of ["a", "b", "c"]) await small.get(key, ["x"], load);
    expect(small.size).toBe(2);
    await small.get("a", ["x"], load); // dropped for c
    expect(loads).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await small.get("a", ["x"], load);
    expect(loads).toBe(5);
  });

  it("takes tags from the loaded value when they depend on it", async () => {
    const byUser = taggedCache<{ id: string }>("teste-usuario", { max: 10 });
    let loads = 0;
    const load = async () => ({ id: `u${++loads}` });
    await byUser.get("cookie", (v) => [Tags.user(v.id)], load);
    await byUser.get("cookie", (v) => [Tags.user(v.id)], load);
    expect(loads).toBe(1);
    await write(Tags.user("outro"));
    await byUser.get("cookie", (v) => [Tags.user(v.id)], load);
    expect(loads).toBe(1);
    await write(Tags.user("u1"));
    await byUser.get("cookie", (v) => [Tags.user(v.id)], load);
    expect(loads).toBe(2);
  });

  it("gives a request the tags of everything it read, and counts its reads outside a cache", async () => {
    const collector = await collectTags(async (c) => {
      await sharedData("t1", ["catalog"], async () => 1);
      await sharedData("t2", ["blog"], async () => 2);
      return c;
    });
    expect([...collector.tags].sort()).toEqual(["blog", "catalog"]);
    expect(collector.untaggedReads).toBe(0);
    const read = await collectTags(async (c) => {
      await t.db.select().from(s.products).limit(1);
      return c;
    });
    expect(read.untaggedReads).toBeGreaterThan(0);
  });

  it("invalidates here once the transaction commits, and never when it rolls back", async () => {
    const load = counter();
    await sharedData("commit", ["catalog"], load);
    await t.db.transaction(async (tx) => {
      await invalidateOnCommit(tx, "catalog");
      // Not committed yet: a request now still reads what is committed, and may keep it.
      expect(await sharedData("commit", ["catalog"], load)).toEqual({ n: 1 });
    });
    expect(await sharedData("commit", ["catalog"], load)).toEqual({ n: 2 });
    await expect(
      t.db.transaction(async (tx) => {
        await invalidateOnCommit(tx, "catalog");
        throw new RolledBack();
      }),
    ).rejects.toThrow(RolledBack);
    expect(await sharedData("commit", ["catalog"], load)).toEqual({ n: 2 });
  });

  it("a savepoint's invalidation waits for the whole transaction, and goes with the savepoint's rollback", async () => {
    const since = currentSeq();
    await t.db.transaction(async (tx) => {
      await tx.transaction((inner) => invalidateOnCommit(inner, "blog"));
      await tx
        .transaction(async (inner) => {
          await invalidateOnCommit(inner, "settings");
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
      expect(isFresh(["blog"], since)).toBe(true);
    });
    expect(isFresh(["blog"], since)).toBe(false);
    expect(isFresh(["settings"], since)).toBe(true);
  });

  it("refuses to invalidate outside a transaction, where nothing would say when it commits", async () => {
    await expect(invalidateOnCommit(t.db as never, "catalog")).rejects.toThrow(/fora de uma transação/);
    let ended: Parameters<Parameters<typeof t.db.transaction>[0]>[0] | undefined;
    await t.db.transaction(async (tx) => {
      ended = tx;
    });
    await expect(invalidateOnCommit(ended!, "catalog")).rejects.toThrow(/fora de uma transação/);
  });

  it("tells the other processes in the write's transaction, applies theirs, and skips its own", async () => {
    const sent: string[] = [];
    let sentIn: unknown;
    setInvalidationPublisher(async (tx, message) => {
      sentIn = tx;
      sent.push(message);
    });
    try {
      const since = currentSeq();
      await t.db.transaction(async (tx) => {
        await invalidateOnCommit(tx, "catalog", Tags.user("x"));
        expect(sentIn).toBe(tx); // a statement of the write's transaction: heard at its commit
      });
      expect(sent).toHaveLength(1);
      expect(JSON.parse(sent[0]).tags).toEqual(["catalog", "user:x"]);
      const afterOwn = currentSeq();
      receiveInvalidation(sent[0]); // our own message coming back through LISTEN
      expect(currentSeq()).toBe(afterOwn);
      receiveInvalidation(JSON.stringify({ origin: "outro-processo", tags: ["blog"] }));
      expect(isFresh(["blog"], afterOwn)).toBe(false);
      expect(isFresh(["settings"], afterOwn)).toBe(true);
      receiveInvalidation("não é JSON"); // unreadable: everything goes
      expect(isFresh(["settings"], since)).toBe(false);
      expect(sent).toHaveLength(1);
      // Past PostgreSQL's limit for a NOTIFY (8000 bytes) the message says "everything".
      await write(...Array.from({ length: 300 }, (_, i) => Tags.user(`${i}`.padStart(36, "0"))));
      expect(JSON.parse(sent[1]).tags).toEqual(["*"]);
      const beforeAll = currentSeq();
      receiveInvalidation(sent[1].replace(JSON.parse(sent[1]).origin, "outro-processo"));
      expect(isFresh(["settings"], beforeAll)).toBe(false);
    } finally {
      setInvalidationPublisher(null);
    }
  });
});

describe("writes through the models show on the next read", () => {
  beforeAll(async () => {
    await seedContent(t.db);
  });

  it("a like shows in the blog listing's count at once", async () => {
    const account = await makeAccount("cache-curtida");
    const listing = () => sharedData("blog:teste", [Tags.blog], () => listBlog({ page: 1 }));
    const before = await listing();
    const post = [...before.featured, ...before.latest][0];
    await setPostLike(account.id, post.slug, true);
    const after = await listing();
    expect([...after.featured, ...after.latest].find((p) => p.id === post.id)!.likeCount).toBe(post.likeCount + 1);
  });

  describe("cached sessions", () => {
    let cookie = "";
    let userId = "";
    let adminId = "";
    beforeAll(async () => {
      const account = await makeAccount("cache");
      userId = account.id;
      adminId = (await makeAccount("cache-admin")).id;
      cookie = await signedIn(account.email, account.password, "198.51.100.41");
    });
    const whoIs = (c = cookie) =>
      readSessionUser(new Request(`${BASE}/dashboard`, { headers: { cookie: c, "x-rv-client-ip": "198.51.100.41" } }));

    it("reads a session from the database once, then from memory", async () => {
      expect((await countQueries(() => whoIs())).queries.length).toBeGreaterThan(0);
      const again = await countQueries(() => whoIs());
      expect(again.result?.id).toBe(userId);
      expect(again.queries).toEqual([]);
      expect(cacheStats().sessions.hits).toBeGreaterThan(0);
    });

    it("a role change, a deactivation and a sign-out show on the next request", async () => {
      await whoIs();
      await setUserRole(adminId, userId, "admin");
      expect((await whoIs())?.role).toBe("admin");
      await setUserRole(adminId, userId, "user");
      await setUserStatus(adminId, userId, "inactive");
      expect(await whoIs()).toBeNull();
      await setUserStatus(adminId, userId, "active");
      const fresh = await makeAccount("cache-saida");
      const freshCookie = await signedIn(fresh.email, fresh.password, "198.51.100.44");
      expect((await whoIs(freshCookie))?.id).toBe(fresh.id);
      const request = new Request(`${BASE}/sair`, {
        method: "POST",
        headers: { cookie: freshCookie, origin: BASE, "x-rv-client-ip": "198.51.100.44" },
      });
      const context = new RouterContextProvider();
      context.set(userContext, await whoIs(freshCookie));
      await signOutAction({ request, context, params: {} } as never).catch((response: unknown) => response);
      expect(await whoIs(freshCookie)).toBeNull();
    });

    it("points awarded or adjusted show at once; another customer's writes keep this session cached", async () => {
      const other = await makeAccount("cache-outro");
      const otherCookie = await signedIn(other.email, other.password, "198.51.100.42");
      const [product] = await t.db.select({ id: s.products.id }).from(s.products).limit(1);
      await whoIs();
      const before = (await whoIs(otherCookie))!.points;
      expect(await awardPoints(other.id, "sample_request", product.id)).toBeGreaterThan(0);
      expect((await countQueries(() => whoIs())).queries).toEqual([]);
      const [stored] = await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, other.id));
      expect((await whoIs(otherCookie))!.points).toBe(stored.points);
      expect(stored.points).toBeGreaterThan(before);
      await adjustPoints(other.id, 7, "Ajuste de teste", userId);
      expect((await whoIs(otherCookie))!.points).toBe(stored.points + 7);
      expect((await countQueries(() => whoIs())).queries).toEqual([]);
    });
  });
});
