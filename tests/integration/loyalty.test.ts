import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { countQueries } from "~/lib/server/db/client.server";
import { makeConfirmedUser, useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { POINT_SETTINGS } from "~/seed";
import { insertWhere } from "~/db/schema/sql-helpers";
import {
  adjustPoints,
  awardPoints,
  cancelRedemption,
  completeRedemption,
  hasAward,
  insertWithAward,
  ledgerHistory,
  listActiveRewards,
  LoyaltyError,
  redeemBlocker,
  redeemReward,
  userRedemptions,
} from "~/models/loyalty.server";

const t = useTestDatabase();

const makeUser = (tag: string) => makeConfirmedUser(t.db, tag);

/**
 * The statements among `queries`, without the transaction's own begin and commit (drizzle logs them on
 * PostgreSQL only): an award has a transaction only to carry its cache invalidation (invalidateOnCommit).
 */
const statements = (queries: string[]) => queries.filter((query) => !/^(begin|commit)$/i.test(query.trim()));

let adminId: string;
async function admin() {
  adminId ??= await makeUser("admin");
  return adminId;
}

async function userWithPoints(tag: string, points: number) {
  const id = await makeUser(tag);
  if (points) await adjustPoints(id, points, "Carga de teste", await admin());
  return id;
}

async function makeReward(pointsRequired: number, stock: number | null, active = true) {
  const [row] = await t.db
    .insert(s.rewards)
    .values({ name: `Prêmio ${crypto.randomUUID().slice(0, 6)}`, pointsRequired, stock, active })
    .returning();
  return row;
}

async function balance(userId: string) {
  const [row] = await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, userId));
  return row.points;
}

/** The balance of every profile equals the sum of its ledger, and no balance is negative. */
async function expectLedgerMatchesBalances() {
  const result = await t.db.execute<{ id: string; points: number; total: number }>(sql`
    select p.id, p.points, coalesce(sum(l.amount), 0)::int as total
    from profiles p left join points_ledger l on l.user_id = p.id
    group by p.id, p.points`);
  const rows = (result as { rows: { id: string; points: number; total: number }[] }).rows;
  for (const row of rows) {
    expect(row.points, row.id).toBe(row.total);
    expect(row.points).toBeGreaterThanOrEqual(0);
  }
}

describe("awards", () => {
  it("gives the amount of point_settings once per reference, even when asked at the same time", async () => {
    await t.db
      .insert(s.pointSettings)
      .values([...POINT_SETTINGS])
      .onConflictDoNothing();
    const userId = await makeUser("perfil");
    const results = await Promise.all(Array.from({ length: 10 }, () => awardPoints(userId, "profile_complete", "profile")));
    expect(results.filter((p) => p === 20)).toHaveLength(1);
    expect(results.filter((p) => p === 0)).toHaveLength(9);
    expect(await balance(userId)).toBe(20);
    expect(await hasAward(userId, "profile_complete", "profile")).toBe(true);
    // Samples: once per product, so a second product earns again.
    expect(await awardPoints(userId, "sample_request", "produto-a")).toBe(5);
    expect(await awardPoints(userId, "sample_request", "produto-a")).toBe(0);
    expect(await awardPoints(userId, "sample_request", "produto-b")).toBe(5);
    expect(await balance(userId)).toBe(30);
    const history = await ledgerHistory(userId);
    expect(history.map((h) => h.balanceAfter)).toEqual([30, 25, 20]);
    await expectLedgerMatchesBalances();
  });

  it("awards for different products at the same time each move the balance once, in one statement each", async () => {
    await t.db
      .insert(s.pointSettings)
      .values([...POINT_SETTINGS])
      .onConflictDoNothing();
    const userId = await makeUser("simultaneos");
    const one = await countQueries(() => awardPoints(userId, "sample_request", "produto-0"));
    expect(one.result).toBe(5);
    expect(statements(one.queries)).toHaveLength(1);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => awardPoints(userId, "sample_request", `produto-${i + 1}`)));
    expect(results).toEqual(Array(8).fill(5));
    expect(await balance(userId)).toBe(45);
    // Every entry's balance_after is a different step of the balance: no two read the same balance.
    const history = await ledgerHistory(userId);
    expect(history.map((h) => h.balanceAfter).sort((a, b) => a - b)).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45]);
    await expectLedgerMatchesBalances();
  });

  it("insertWithAward writes a row and its award in one statement: both or neither, once per reference", async () => {
    await t.db
      .insert(s.pointSettings)
      .values([...POINT_SETTINGS])
      .onConflictDoNothing();
    const userId = await makeUser("junto");
    const products = await t.db
      .insert(s.products)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          name: `Produto Junto ${i}`,
          slug: `produto-junto-${i}-${userId.slice(0, 6)}`,
          description: "Teste",
        })),
      )
      .returning({ id: s.products.id });
    const sample = (productId: string) =>
      insertWhere(
        s.sampleRequests,
        {
          userId,
          productId,
          status: "pending",
          fullName: "Junto",
          email: "junto@exemplo.com.br",
          address: "Rua A, 1",
          city: "Salvador",
          state: "BA",
          zipCode: "40060001",
        },
        undefined,
        sql`on conflict (user_id, product_id) where status in ('pending', 'approved', 'shipped') do nothing returning id`,
      );
    const samplesOf = async () =>
      (await t.db.select({ id: s.sampleRequests.id }).from(s.sampleRequests).where(eq(s.sampleRequests.userId, userId))).length;

    const first = await countQueries(() => insertWithAward(sample(products[0].id), userId, "sample_request", products[0].id));
    expect(statements(first.queries)).toHaveLength(1);
    expect(first.result).toEqual({ id: expect.any(String), points: 5, wait: null });
    // Five at once for one product: one request, one award; for five products at once: five of each.
    const same = await Promise.all(
      Array.from({ length: 5 }, () => insertWithAward(sample(products[1].id), userId, "sample_request", products[1].id)),
    );
    expect(same.filter((r) => r.id !== null)).toHaveLength(1);
    expect(same.map((r) => r.points).sort()).toEqual([0, 0, 0, 0, 5]);
    const many = await Promise.all(products.slice(2).map((p) => insertWithAward(sample(p.id), userId, "sample_request", p.id)));
    expect(many.every((r) => r.id !== null && r.points === 5)).toBe(true);
    expect(await samplesOf()).toBe(6);
    expect(await balance(userId)).toBe(30);
    const history = await ledgerHistory(userId);
    expect(history.map((h) => h.balanceAfter).sort((a, b) => a - b)).toEqual([5, 10, 15, 20, 25, 30]);

    // A row whose points were already given (the request was closed and asked again) earns nothing more.
    await t.db.update(s.sampleRequests).set({ status: "completed" }).where(eq(s.sampleRequests.productId, products[0].id));
    expect(await insertWithAward(sample(products[0].id), userId, "sample_request", products[0].id)).toEqual({
      id: expect.any(String),
      points: 0,
      wait: null,
    });
    expect(await samplesOf()).toBe(7);

    // An award that fails (here: a setting for a kind the ledger refuses) takes its row with it.
    await t.db.insert(s.pointSettings).values({ action: "acao_invalida", points: 5 });
    const [extra] = await t.db
      .insert(s.products)
      .values({ name: "Produto Extra", slug: `produto-extra-${userId.slice(0, 6)}`, description: "Teste" })
      .returning({ id: s.products.id });
    await expect(insertWithAward(sample(extra.id), userId, "acao_invalida" as never, extra.id)).rejects.toThrow();
    expect(await samplesOf()).toBe(7);
    expect(await balance(userId)).toBe(30);
    await expectLedgerMatchesBalances();
  });

  it("gives nothing for an action without a setting", async () => {
    const userId = await makeUser("sem-regra");
    await t.db.delete(s.pointSettings).where(eq(s.pointSettings.action, "product_review"));
    expect(await awardPoints(userId, "product_review", "x")).toBe(0);
    expect(await balance(userId)).toBe(0);
  });
});

describe("manual adjustments", () => {
  it("need a reason and never take a balance below zero", async () => {
    const userId = await userWithPoints("ajuste", 10);
    await expect(adjustPoints(userId, 5, "   ", await admin())).rejects.toBeInstanceOf(LoyaltyError);
    await expect(adjustPoints(userId, -11, "Correção", await admin())).rejects.toThrow("Pontos insuficientes");
    expect(await adjustPoints(userId, -4, "Correção", await admin())).toBe(6);
    const [last] = await ledgerHistory(userId, 1);
    expect(last).toMatchObject({ kind: "adjustment", amount: -4, balanceAfter: 6, reason: "Correção" });
  });
});

describe("redemptions", () => {
  it("50 users at once on a reward with stock 5 get exactly 5 redemptions", async () => {
    const reward = await makeReward(100, 5);
    const users = await Promise.all(Array.from({ length: 50 }, (_, i) => userWithPoints(`estoque${i}`, 150)));
    const results = await Promise.all(users.map((id) => redeemReward(id, reward.id)));
    const winners = results.filter((r) => r.success);
    expect(winners).toHaveLength(5);
    expect(results.filter((r) => !r.success).every((r) => r.message === "Esta recompensa está esgotada.")).toBe(true);
    const [after] = await t.db.select().from(s.rewards).where(eq(s.rewards.id, reward.id));
    expect(after.stock).toBe(0);
    const redemptions = await t.db.select().from(s.rewardRedemptions).where(eq(s.rewardRedemptions.rewardId, reward.id));
    expect(redemptions).toHaveLength(5);
    const balances = await Promise.all(users.map(balance));
    expect(balances.filter((b) => b === 50)).toHaveLength(5);
    expect(balances.filter((b) => b === 150)).toHaveLength(45);
    await expectLedgerMatchesBalances();
  });

  it("20 requests at once by one user with points for 3 give exactly 3", async () => {
    const reward = await makeReward(30, null);
    const userId = await userWithPoints("gastador", 99);
    const results = await Promise.all(Array.from({ length: 20 }, () => redeemReward(userId, reward.id)));
    expect(results.filter((r) => r.success)).toHaveLength(3);
    expect(results.filter((r) => !r.success).every((r) => r.message === "Você não tem pontos suficientes para esta recompensa.")).toBe(
      true,
    );
    expect(await balance(userId)).toBe(9);
    expect(await userRedemptions(userId)).toHaveLength(3);
    await expectLedgerMatchesBalances();
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    "cannot oversell when three processes redeem at the same time",
    async () => {
      const reward = await makeReward(100, 5);
      const users = await Promise.all(Array.from({ length: 45 }, (_, i) => userWithPoints(`processo${i}`, 100)));
      const worker = path.resolve(import.meta.dirname, "support/redeem-worker.ts");
      const children = [users.slice(0, 15), users.slice(15, 30)].map((group) => {
        const child = spawn(process.execPath, ["--import", "tsx", worker, t.url!, reward.id, group.join(",")], {
          env: process.env,
          stdio: ["pipe", "pipe", "inherit"],
        });
        let out = "";
        const ready = new Promise<void>((resolve) =>
          child.stdout.on("data", (chunk) => {
            out += chunk;
            if (out.includes("ready\n")) resolve();
          }),
        );
        const done = new Promise<boolean[]>((resolve, reject) =>
          child.on("exit", (code) =>
            code === 0 ? resolve(JSON.parse(out.slice(out.indexOf("ready\n") + 6))) : reject(new Error(`worker saiu com ${code}`)),
          ),
        );
        return { child, ready, done };
      });
      // Both workers connected: start everyone together (this process takes the last 15 users).
      await Promise.all(children.map((c) => c.ready));
      for (const { child } of children) child.stdin.end("go\n");
      const local = await Promise.all(users.slice(30).map((id) => redeemReward(id, reward.id)));
      const remote = (await Promise.all(children.map((c) => c.done))).flat();
      const successes = [...remote, ...local.map((r) => r.success)].filter(Boolean);
      expect(successes).toHaveLength(5);
      const [after] = await t.db.select().from(s.rewards).where(eq(s.rewards.id, reward.id));
      expect(after.stock).toBe(0);
      await expectLedgerMatchesBalances();
    },
    60_000,
  );

  it("refuses inactive, sold-out and unaffordable rewards, changing nothing", async () => {
    const userId = await userWithPoints("recusas", 50);
    const inactive = await makeReward(10, null, false);
    const soldOut = await makeReward(10, 0);
    const dear = await makeReward(51, 3);
    expect(await redeemReward(userId, inactive.id)).toMatchObject({ success: false, message: "Esta recompensa não está disponível." });
    expect(await redeemReward(userId, soldOut.id)).toMatchObject({ success: false, message: "Esta recompensa está esgotada." });
    expect(await redeemReward(userId, dear.id)).toMatchObject({ success: false });
    expect(await redeemReward(userId, crypto.randomUUID())).toMatchObject({ success: false });
    expect(await balance(userId)).toBe(50);
    expect(await userRedemptions(userId)).toHaveLength(0);
    const [dearAfter] = await t.db.select().from(s.rewards).where(eq(s.rewards.id, dear.id));
    expect(dearAfter.stock).toBe(3);
  });

  it("cancelling gives back points and stock once; completing is final", async () => {
    const reward = await makeReward(40, 2);
    const userId = await userWithPoints("cancela", 100);
    const first = await redeemReward(userId, reward.id);
    const second = await redeemReward(userId, reward.id);
    expect(first.success && second.success).toBe(true);
    expect(await balance(userId)).toBe(20);
    await cancelRedemption(first.redemptionId!, await admin());
    await expect(cancelRedemption(first.redemptionId!, await admin())).rejects.toBeInstanceOf(LoyaltyError);
    expect(await balance(userId)).toBe(60);
    await completeRedemption(second.redemptionId!);
    await expect(cancelRedemption(second.redemptionId!, await admin())).rejects.toBeInstanceOf(LoyaltyError);
    const [after] = await t.db.select().from(s.rewards).where(eq(s.rewards.id, reward.id));
    expect(after.stock).toBe(1);
    const statuses = (await userRedemptions(userId)).map((r) => r.status).sort();
    expect(statuses).toEqual(["cancelled", "completed"]);
    await expectLedgerMatchesBalances();
  });

  it("keeps the ledger equal to the balance under any sequence of operations", async () => {
    const userId = await makeUser("propriedade");
    const cheap = await makeReward(7, 4);
    const op = fc.oneof(
      fc.record({ kind: fc.constant("adjust" as const), amount: fc.integer({ min: -30, max: 40 }).filter((n) => n !== 0) }),
      fc.record({ kind: fc.constant("redeem" as const) }),
      fc.record({ kind: fc.constant("cancel" as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        await Promise.all(
          ops.map(async (o) => {
            if (o.kind === "adjust") await adjustPoints(userId, o.amount, "Propriedade", await admin()).catch(() => undefined);
            else if (o.kind === "redeem") await redeemReward(userId, cheap.id);
            else {
              const [pending] = (await userRedemptions(userId)).filter((r) => r.status === "pending");
              if (pending) await cancelRedemption(pending.id, null).catch(() => undefined);
            }
          }),
        );
        await expectLedgerMatchesBalances();
        const [reward] = await t.db.select().from(s.rewards).where(eq(s.rewards.id, cheap.id));
        const open = (await userRedemptions(userId)).filter((r) => r.status !== "cancelled").length;
        expect(reward.stock! + open).toBe(4);
      }),
      { numRuns: 15 },
    );
  });
});

describe("what the customer area reads", () => {
  it("lists active rewards cheapest first and says why one cannot be redeemed", async () => {
    const list = await listActiveRewards();
    expect(list.every((r, i) => i === 0 || list[i - 1].pointsRequired <= r.pointsRequired)).toBe(true);
    expect(redeemBlocker({ pointsRequired: 10, stock: 0 }, 100)).toBe("Esgotado");
    expect(redeemBlocker({ pointsRequired: 10, stock: 0 }, 0)).toBe("Esgotado");
    expect(redeemBlocker({ pointsRequired: 10, stock: null }, 9)).toBe("Pontos Insuficientes");
    expect(redeemBlocker({ pointsRequired: 10, stock: 1 }, 10)).toBeNull();
  });
});
