import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productIdBySlug, useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { SAMPLE_STATUSES } from "~/db/schema/enums";
import {
  changesReviewBadge,
  findUserReview,
  listApprovedReviews,
  mentionsHealthClaim,
  REVIEW_DUPLICATE_MESSAGE,
  reviewEarnsPoints,
  reviewSuccessMessage,
  submitReview,
} from "~/models/reviews.server";
import { REVIEW_POINTS_MIN_CHARS, reviewCommentLength } from "~/validation/limits";
import { REVIEW_MESSAGES } from "~/validation/review";

const t = useTestDatabase();

async function makeUser(name = "João Pereira", email?: string) {
  const id = crypto.randomUUID();
  const address = email ?? `${id.slice(0, 8)}@exemplo.com.br`;
  await t.db.insert(s.user).values({ id, name, email: address });
  await t.db.insert(s.profiles).values({ id, email: address, fullName: name });
  return id;
}

async function reviewsBy(userId: string) {
  return t.db.select().from(s.productReviews).where(eq(s.productReviews.userId, userId));
}

async function pointsOf(userId: string) {
  const [row] = await t.db.select({ points: s.profiles.points }).from(s.profiles).where(eq(s.profiles.id, userId));
  return row.points;
}

let bacopa: string;
let ashwagandha: string;

beforeAll(async () => {
  await seedContent(t.db);
  bacopa = await productIdBySlug(t.db, "bacopa-monnieri-500mg");
  ashwagandha = await productIdBySlug(t.db, "ashwagandha-ksm-66");
});

describe("review validation (bad input: its message, nothing written)", () => {
  const VALID = { rating: "5", title: "Gostei", content: "Muito bom, senti mais disposição." };
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["no rating", { rating: undefined }, "rating", REVIEW_MESSAGES.rating],
    ["rating 0", { rating: "0" }, "rating", REVIEW_MESSAGES.rating],
    ["empty rating", { rating: "" }, "rating", REVIEW_MESSAGES.rating],
    ["rating 6", { rating: "6" }, "rating", REVIEW_MESSAGES.rating],
    ["fractional rating", { rating: "4.5" }, "rating", REVIEW_MESSAGES.rating],
    ["rating not a number", { rating: "cinco" }, "rating", REVIEW_MESSAGES.rating],
    ["no text", { content: undefined }, "content", REVIEW_MESSAGES.content],
    ["empty text", { content: "" }, "content", REVIEW_MESSAGES.content],
    ["blank text", { content: "   \n  " }, "content", REVIEW_MESSAGES.content],
    ["text over 1000", { content: "a".repeat(1001) }, "content", REVIEW_MESSAGES.contentMax],
    ["title over 100", { title: "t".repeat(101) }, "title", REVIEW_MESSAGES.titleMax],
  ];

  it.each(cases)("%s", async (_label, change, field, message) => {
    const userId = await makeUser();
    const result = await submitReview(userId, bacopa, { ...VALID, ...change });
    expect(result.ok).toBe(false);
    expect(result).toHaveProperty(["errors", field], message);
    expect(await reviewsBy(userId)).toEqual([]);
    expect(await pointsOf(userId)).toBe(0);
  });

  it("accepts the limits exactly: 100-character title, 1000-character text, text trimmed", async () => {
    const userId = await makeUser();
    const result = await submitReview(userId, bacopa, { rating: "1", title: "t".repeat(100), content: ` ${"a".repeat(1000)} ` });
    expect(result.ok).toBe(true);
    const [row] = await reviewsBy(userId);
    expect(row.title).toHaveLength(100);
    expect(row.content).toHaveLength(1000);
  });
});

describe("submitting a review", () => {
  it("saves it unapproved, awards product_review points, and the user sees the thank-you state", async () => {
    const userId = await makeUser();
    const result = await submitReview(userId, bacopa, { rating: "4", title: "", content: "Ajudou no meu foco durante a semana." });
    expect(result).toMatchObject({ ok: true, points: 10, healthClaim: false });
    const [row] = await reviewsBy(userId);
    expect(row).toMatchObject({ productId: bacopa, rating: 4, title: null, approved: false, healthClaim: false });
    expect(await pointsOf(userId)).toBe(10);
    expect(await findUserReview(bacopa, userId)).toMatchObject({ approved: false });
    expect(reviewSuccessMessage(10)).toBe("Sua avaliação foi enviada e será analisada em breve. Você ganhou 10 pontos!");
    // Not public until approved.
    const page = await listApprovedReviews(bacopa);
    expect(page.reviews.map((r) => r.id)).not.toContain(row.id);
  });

  it("allows one review per user and product (the database enforces it)", async () => {
    const userId = await makeUser();
    expect((await submitReview(userId, bacopa, { rating: "5", content: "Primeira avaliação, com texto bastante." })).ok).toBe(true);
    expect(await submitReview(userId, bacopa, { rating: "3", content: "Segunda" })).toEqual({
      ok: false,
      reason: "duplicate",
      message: REVIEW_DUPLICATE_MESSAGE,
    });
    const both = await Promise.all([
      submitReview(userId, ashwagandha, { rating: "5", content: "A: gostei, tomo todos os dias de manhã." }),
      submitReview(userId, ashwagandha, { rating: "4", content: "B: gostei, tomo todos os dias à noite." }),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(await reviewsBy(userId)).toHaveLength(2);
    expect(await pointsOf(userId)).toBe(20);
  });

  it("awards the points once per product, also after a rejected review was removed", async () => {
    const userId = await makeUser();
    await submitReview(userId, bacopa, { rating: "2", content: "Não senti diferença nenhuma em um mês." });
    // The moderator rejects it: the review is deleted.
    await t.db.delete(s.productReviews).where(and(eq(s.productReviews.userId, userId), eq(s.productReviews.productId, bacopa)));
    const again = await submitReview(userId, bacopa, { rating: "3", content: "Depois de um mês, melhorou um pouco." });
    expect(again).toMatchObject({ ok: true, points: 0 });
    expect(reviewSuccessMessage(0)).toBe("Sua avaliação foi enviada e será analisada em breve.");
    expect(await pointsOf(userId)).toBe(10);
    const [awards] = await t.db
      .select({ n: count() })
      .from(s.pointsLedger)
      .where(and(eq(s.pointsLedger.userId, userId), eq(s.pointsLedger.kind, "product_review")));
    expect(awards.n).toBe(1);
  });
});

describe("points need a comment of 30 characters", () => {
  const tooShortToast =
    "Sua avaliação foi enviada e será analisada em breve. Ela não ganhou pontos porque o comentário tem menos de 30 caracteres.";

  it("counts characters as the form does: ends trimmed, runs of spaces as one, accented letters as one", () => {
    expect(REVIEW_POINTS_MIN_CHARS).toBe(30);
    expect(reviewCommentLength("  Bom  ")).toBe(3);
    expect(reviewCommentLength("a   \n\n  b")).toBe(3);
    expect(reviewCommentLength("ção")).toBe(3);
    expect(reviewCommentLength("c\u0327a\u0303o")).toBe(3); // decomposed accents
    expect(reviewEarnsPoints("x".repeat(29))).toBe(false);
    expect(reviewEarnsPoints("x".repeat(30))).toBe(true);
    expect(reviewEarnsPoints(` ${"x".repeat(29)}   `)).toBe(false);
    expect(reviewEarnsPoints(`${"x".repeat(14)}      ${"x".repeat(14)}`)).toBe(false); // 29 once the spaces are one
  });

  it("a 29-character review is saved for moderation and earns nothing; the ledger has no entry", async () => {
    const userId = await makeUser();
    const content = "Gostei do sabor, recomendo!!!";
    expect(content).toHaveLength(29);
    const result = await submitReview(userId, bacopa, { rating: "5", content });
    expect(result).toMatchObject({ ok: true, points: 0, tooShort: true });
    expect(await reviewsBy(userId)).toMatchObject([{ content, approved: false }]);
    expect(await pointsOf(userId)).toBe(0);
    const entries = await t.db.select().from(s.pointsLedger).where(eq(s.pointsLedger.userId, userId));
    expect(entries).toEqual([]);
    expect(reviewSuccessMessage(0, { tooShort: true })).toBe(tooShortToast);
  });

  it("a three-letter review ('Bom') earns nothing either", async () => {
    const userId = await makeUser();
    expect(await submitReview(userId, ashwagandha, { rating: "5", content: "Bom" })).toMatchObject({ ok: true, points: 0, tooShort: true });
    expect(await pointsOf(userId)).toBe(0);
  });

  it("a 30-character review earns the setting's points, with one ledger entry that the balance equals", async () => {
    const userId = await makeUser();
    const content = "Gostei do sabor, recomendo!!!!";
    expect(content).toHaveLength(30);
    const result = await submitReview(userId, bacopa, { rating: "5", content });
    expect(result).toMatchObject({ ok: true, points: 10, tooShort: false });
    expect(await pointsOf(userId)).toBe(10);
    const entries = await t.db.select().from(s.pointsLedger).where(eq(s.pointsLedger.userId, userId));
    expect(entries).toMatchObject([{ kind: "product_review", amount: 10, balanceAfter: 10, reference: bacopa }]);
  });

  it("a short review removed after rejection leaves the product's points to a longer one", async () => {
    const userId = await makeUser();
    await submitReview(userId, bacopa, { rating: "3", content: "Ok." });
    await t.db.delete(s.productReviews).where(and(eq(s.productReviews.userId, userId), eq(s.productReviews.productId, bacopa)));
    const again = await submitReview(userId, bacopa, { rating: "4", content: "Depois de um mês tomando, durmo melhor." });
    expect(again).toMatchObject({ ok: true, points: 10, tooShort: false });
    expect(await pointsOf(userId)).toBe(10);
  });

  it("with no setting for reviews (no review earns points), a short review is not told it missed any", async () => {
    const userId = await makeUser();
    const [setting] = await t.db.delete(s.pointSettings).where(eq(s.pointSettings.action, "product_review")).returning();
    try {
      expect(await submitReview(userId, bacopa, { rating: "4", content: "Bom" })).toMatchObject({ ok: true, points: 0, tooShort: false });
    } finally {
      await t.db.insert(s.pointSettings).values(setting);
    }
  });
});

describe("health claims", () => {
  it("flags cures, treatments, diseases and diagnoses at word starts, ignoring accents and case", () => {
    for (const text of [
      "Esse produto CURA tudo",
      "me curou da gripe",
      "uso no tratamento da minha mãe",
      "trata a insônia",
      "ajuda com o Diabetes",
      "previne câncer",
      "minha doença melhorou",
      "o médico diagnosticou",
      "parei o remédio",
      "tenho pressão alta",
    ]) {
      expect(mentionsHealthClaim(text), text).toBe(true);
    }
    for (const text of ["Embalagem segura e bonita", "procura algo natural?", "Sabor suave, gostei muito", "Entrega rápida"]) {
      expect(mentionsHealthClaim(text), text).toBe(false);
    }
    expect(mentionsHealthClaim(null, "título", "Remédio natural")).toBe(true);
  });

  it("saves the review with health_claim = true (title or text)", async () => {
    const userId = await makeUser();
    const result = await submitReview(userId, bacopa, { rating: "5", title: "Milagroso", content: "Curou minha ansiedade em uma semana!" });
    expect(result).toMatchObject({ ok: true, healthClaim: true });
    const [row] = await reviewsBy(userId);
    expect(row).toMatchObject({ healthClaim: true, approved: false });
    const other = await makeUser();
    await submitReview(other, bacopa, { rating: "4", title: "Trata bem o sono", content: "Bom." });
    expect((await reviewsBy(other))[0].healthClaim).toBe(true);
  });
});

describe("the public list", () => {
  it("shows approved reviews newest first, paginated, with author and the sample badge", async () => {
    const product = await productIdBySlug(t.db, "melatonina-camomila");
    const authors = await Promise.all(
      ["Ana Lima", "Beto Reis", "Carla Dias", "Duda Alves", "Edu Melo", "Fabi Rocha", "Gil Prado"].map((n) => makeUser(n)),
    );
    const base = Date.parse("2026-06-01T12:00:00Z");
    await t.db.insert(s.productReviews).values(
      authors.map((userId, i) => ({
        productId: product,
        userId,
        rating: (i % 5) + 1,
        title: i === 0 ? "Primeira" : null,
        content: `Comentário ${i}`,
        approved: i !== 6, // the last one awaits moderation
        createdAt: new Date(base + i * 3_600_000),
      })),
    );
    // Ana received a sample of this product; Beto's is still on its way.
    await t.db.insert(s.sampleRequests).values([
      {
        userId: authors[0],
        productId: product,
        status: "delivered",
        fullName: "Ana",
        email: "a@x.com",
        address: "R",
        city: "C",
        state: "SP",
        zipCode: "01310-100",
      },
      {
        userId: authors[1],
        productId: product,
        status: "shipped",
        fullName: "Beto",
        email: "b@x.com",
        address: "R",
        city: "C",
        state: "SP",
        zipCode: "01310-100",
      },
    ]);
    const first = await listApprovedReviews(product, { pageSize: 4 });
    expect(first.total).toBe(6);
    expect(first.pageCount).toBe(2);
    expect(first.reviews.map((r) => r.content)).toEqual(["Comentário 5", "Comentário 4", "Comentário 3", "Comentário 2"]);
    const second = await listApprovedReviews(product, { pageSize: 4, page: 2 });
    expect(second.reviews.map((r) => r.content)).toEqual(["Comentário 1", "Comentário 0"]);
    const ana = second.reviews.find((r) => r.content === "Comentário 0")!;
    expect(ana).toMatchObject({
      title: "Primeira",
      rating: 1,
      receivedSample: true,
      author: { name: "Ana Lima", initials: "AL", avatarUrl: null },
    });
    expect(second.reviews.find((r) => r.content === "Comentário 1")!.receivedSample).toBe(false);
    // A page past the end shows the last one.
    expect((await listApprovedReviews(product, { pageSize: 4, page: 9 })).page).toBe(2);
  });

  it("gives the sample badge only for a received sample: never while it is pending, approved, shipped or rejected", async () => {
    const product = await productIdBySlug(t.db, "rhodiola-rosea");
    const author = await makeUser("Iara Nunes");
    const sent = await submitReview(author, product, { rating: "5", content: "Escrevi antes de a amostra chegar em casa." });
    if (!sent.ok) throw new Error(JSON.stringify(sent));
    await t.db.update(s.productReviews).set({ approved: true }).where(eq(s.productReviews.id, sent.reviewId));
    const badge = async () => (await listApprovedReviews(product)).reviews.find((r) => r.id === sent.reviewId)!.receivedSample;
    expect(await badge()).toBe(false);
    const [sample] = await t.db
      .insert(s.sampleRequests)
      .values({
        userId: author,
        productId: product,
        fullName: "Iara",
        email: "i@x.com",
        address: "R",
        city: "C",
        state: "SP",
        zipCode: "01310-100",
      })
      .returning();
    for (const status of SAMPLE_STATUSES) {
      await t.db.update(s.sampleRequests).set({ status }).where(eq(s.sampleRequests.id, sample.id));
      expect(await badge(), status).toBe(status === "delivered" || status === "completed");
    }
    // The status changes that add or take away the badge are the ones the catalogue's caches hear of.
    expect(await changesReviewBadge(t.db, sample, "shipped", "delivered")).toBe(true);
    expect(await changesReviewBadge(t.db, sample, "delivered", "completed")).toBe(false);
    expect(await changesReviewBadge(t.db, sample, "pending", "approved")).toBe(false);
    expect(await changesReviewBadge(t.db, { ...sample, productId: bacopa }, "shipped", "delivered")).toBe(false); // no review of it
  });

  it("is empty for a product without approved reviews", async () => {
    expect(await listApprovedReviews(await productIdBySlug(t.db, "chlorella-organica"))).toEqual({
      reviews: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });
});
