// Rejecting a review or a sample request takes back the points it earned.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { makeConfirmedUser, productIdBySlug, useTestDatabase } from "../helpers/db";
import { SAMPLE_FORM } from "../helpers/sample-form";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { currentSeq, isFresh, Tags } from "~/lib/server/cache.server";
import { rejectReview } from "~/models/admin/reviews.server";
import { updateSampleStatus } from "~/models/admin/samples.server";
import { ledgerHistory, redeemReward, reversalReason } from "~/models/loyalty.server";
import { submitReview } from "~/models/reviews.server";
import { requestSample } from "~/models/samples.server";

const t = useTestDatabase();

const REVIEW = { rating: "1", title: "Ruim", content: "Texto qualquer só para ganhar pontos." };
const SAMPLE = SAMPLE_FORM;

let adminId: string;
let bacopa: string;
let bacopaName: string;
let ashwagandha: string;

const makeUser = (tag: string) => makeConfirmedUser(t.db, tag);

async function balance(userId: string) {
  const [row] = await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, userId));
  return row.points;
}

async function ledgerSum(userId: string) {
  const result = await t.db.execute<{ total: number }>(
    sql`select coalesce(sum(amount), 0)::int as total from points_ledger where user_id = ${userId}`,
  );
  return (result as { rows: { total: number }[] }).rows[0].total;
}

async function reversals(userId: string) {
  return t.db
    .select({
      amount: s.pointsLedger.amount,
      reason: s.pointsLedger.reason,
      reference: s.pointsLedger.reference,
      balanceAfter: s.pointsLedger.balanceAfter,
    })
    .from(s.pointsLedger)
    .where(and(eq(s.pointsLedger.userId, userId), eq(s.pointsLedger.kind, "reversal")));
}

async function reviewOf(userId: string, productId: string) {
  const result = await submitReview(userId, productId, REVIEW);
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result;
}

async function sampleOf(userId: string, productId: string) {
  const result = await requestSample(userId, productId, SAMPLE);
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result;
}

/** One move of the state machine (a step back gives its reason; "Enviado" its code). */
const setStatus = (id: string, status: "pending" | "approved" | "shipped" | "delivered" | "rejected") =>
  updateSampleStatus(
    {
      id,
      status,
      trackingCode: status === "shipped" ? `PR${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}BR` : null,
      reason: "teste",
    },
    adminId,
  );

beforeAll(async () => {
  await seedContent(t.db);
  adminId = await makeUser("admin");
  bacopa = await productIdBySlug(t.db, "bacopa-monnieri-500mg");
  ashwagandha = await productIdBySlug(t.db, "ashwagandha-ksm-66");
  const [product] = await t.db.select({ name: s.products.name }).from(s.products).where(eq(s.products.id, bacopa));
  bacopaName = product.name;
});

describe("a rejected review gives its points back", () => {
  it("writes a reversal in the ledger, the balance returns, and the product never earns again", async () => {
    const userId = await makeUser("junk");
    const review = await reviewOf(userId, bacopa);
    expect(review.points).toBe(10);
    expect(await balance(userId)).toBe(10);

    const since = currentSeq();
    await rejectReview(review.reviewId, adminId);
    expect(isFresh([Tags.user(userId)], since)).toBe(false);
    expect(await balance(userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
    expect(await reversals(userId)).toEqual([
      { amount: -10, reason: `Avaliação rejeitada: ${bacopaName}`, reference: expect.any(String), balanceAfter: 0 },
    ]);
    // The customer's history says what happened, in Portuguese.
    const [latest] = await ledgerHistory(userId);
    expect(latest).toMatchObject({ kind: "reversal", amount: -10, reason: `Avaliação rejeitada: ${bacopaName}` });

    // A new review of the same product earns nothing; rejecting it takes nothing more.
    const again = await reviewOf(userId, bacopa);
    expect(again.points).toBe(0);
    await rejectReview(again.reviewId, adminId);
    expect(await reversals(userId)).toHaveLength(1);
    expect(await balance(userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
  });

  it("takes only what is left when the points were spent, and says how many were", async () => {
    const userId = await makeUser("spender");
    await reviewOf(userId, bacopa); // 10
    await sampleOf(userId, ashwagandha); // 5
    const [reward] = await t.db.insert(s.rewards).values({ name: "Prêmio de 12", pointsRequired: 12, stock: null }).returning();
    expect((await redeemReward(userId, reward.id)).success).toBe(true);
    expect(await balance(userId)).toBe(3);

    const [review] = await t.db.select({ id: s.productReviews.id }).from(s.productReviews).where(eq(s.productReviews.userId, userId));
    await rejectReview(review.id, adminId);
    expect(await balance(userId)).toBe(0);
    expect(await reversals(userId)).toEqual([
      { amount: -3, reason: `Avaliação rejeitada: ${bacopaName} (7 pontos já usados)`, reference: expect.any(String), balanceAfter: 0 },
    ]);

    // Everything already spent: the reversal takes 0 and still marks the award as undone.
    const [sample] = await t.db.select({ id: s.sampleRequests.id }).from(s.sampleRequests).where(eq(s.sampleRequests.userId, userId));
    await setStatus(sample.id, "rejected");
    const rows = await reversals(userId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      amount: 0,
      balanceAfter: 0,
      reason: expect.stringMatching(/^Solicitação de amostra rejeitada: .+ \(5 pontos já usados\)$/),
    });
    expect(await balance(userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
  });
});

it("the reversal's reason counts the spent points in Portuguese", () => {
  expect(reversalReason("product_review", null, 0)).toBe("Avaliação rejeitada");
  expect(reversalReason("sample_request", "Bacopa", 1)).toBe("Solicitação de amostra rejeitada: Bacopa (1 ponto já usado)");
  expect(reversalReason("product_review", "Bacopa", 1500)).toBe("Avaliação rejeitada: Bacopa (1.500 pontos já usados)");
});

describe("under concurrency", () => {
  it("a rejection and a redemption at the same time leave the ledger equal to the balance, never below zero", async () => {
    const [reward] = await t.db.insert(s.rewards).values({ name: "Prêmio de 10", pointsRequired: 10, stock: null }).returning();
    for (let i = 0; i < 5; i++) {
      const userId = await makeUser(`race${i}`);
      const review = await reviewOf(userId, bacopa);
      await Promise.all([rejectReview(review.reviewId, adminId), redeemReward(userId, reward.id)]);
      expect(await balance(userId)).toBe(0);
      expect(await ledgerSum(userId)).toBe(0);
      expect(await reversals(userId)).toHaveLength(1);
    }
  });
});

describe("a rejected sample request gives its points back", () => {
  it("once: a second rejection or an approval in between changes nothing", async () => {
    const userId = await makeUser("sample");
    const sample = await sampleOf(userId, bacopa);
    expect(sample.points).toBe(5);

    const since = currentSeq();
    expect(await setStatus(sample.requestId, "rejected")).toMatchObject({ changed: true });
    expect(isFresh([Tags.user(userId)], since)).toBe(false);
    expect(await balance(userId)).toBe(0);
    expect(await reversals(userId)).toEqual([
      { amount: -5, reason: `Solicitação de amostra rejeitada: ${bacopaName}`, reference: expect.any(String), balanceAfter: 0 },
    ]);

    await setStatus(sample.requestId, "pending"); // reopened: a reversal is final, no new award
    expect(await balance(userId)).toBe(0);
    await setStatus(sample.requestId, "rejected");
    expect(await reversals(userId)).toHaveLength(1);
    expect(await balance(userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);

    // A new request for the same product earns nothing and, rejected, takes nothing.
    const second = await sampleOf(userId, bacopa);
    expect(second.points).toBe(0);
    await setStatus(second.requestId, "rejected");
    expect(await reversals(userId)).toHaveLength(1);
    expect(await ledgerSum(userId)).toBe(await balance(userId));
  });

  it("keeps the points while another request of the customer for the product stands", async () => {
    const userId = await makeUser("delivered");
    const first = await sampleOf(userId, bacopa);
    for (const step of ["approved", "shipped", "delivered"] as const) await setStatus(first.requestId, step);
    const second = await sampleOf(userId, bacopa);
    expect(second.points).toBe(0);
    await setStatus(second.requestId, "rejected");
    expect(await reversals(userId)).toEqual([]);
    expect(await balance(userId)).toBe(5);
  });

  it("other status changes take nothing back", async () => {
    const userId = await makeUser("approved");
    const sample = await sampleOf(userId, bacopa);
    await setStatus(sample.requestId, "approved");
    await setStatus(sample.requestId, "pending");
    expect(await reversals(userId)).toEqual([]);
    expect(await balance(userId)).toBe(5);
  });
});
