/**
 * The product page's per-customer state in one prepared statement (models/catalog.server.ts
 * productViewerState) answers what findUserReview and findOpenSampleRequest answer, for every state of
 * a review and of a sample request, and only for that customer and that product.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productIdBySlug, useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { SAMPLE_STATUSES } from "~/db/schema/enums";
import { seedContent } from "~/seed";
import { productViewerState as fullState } from "~/models/catalog.server";
import { findUserReview } from "~/models/reviews.server";
import { findOpenSampleRequest } from "~/models/samples.server";

const t = useTestDatabase();

/** The state without the ticket (the ticket's own fields are tested in the samples tests), sampleOnItsWay and hadSample (tested below). */
async function productViewerState(product: string, user: string) {
  const { openTicket, sampleOnItsWay: _onItsWay, hadSample: _hadSample, ...state } = await fullState(product, user);
  // The ticket is the open request itself.
  expect(openTicket?.status ?? null).toEqual(state.openSample?.status ?? null);
  return state;
}

async function makeUser() {
  const id = crypto.randomUUID();
  const email = `${id.slice(0, 8)}@exemplo.com.br`;
  await t.db.insert(s.user).values({ id, name: "Maria Souza", email });
  await t.db.insert(s.profiles).values({ id, email, fullName: "Maria Souza" });
  return id;
}

/** What the page showed before: the two queries, reduced to what it uses. */
async function twoQueries(product: string, user: string) {
  const [review, sample] = await Promise.all([findUserReview(product, user), findOpenSampleRequest(user, product)]);
  return { ownReview: review ? { approved: review.approved } : null, openSample: sample ? { status: sample.status } : null };
}

const ADDRESS = {
  fullName: "Maria Souza",
  email: "maria@exemplo.com.br",
  phone: "(11) 98765-4321",
  address: "Rua A, 1",
  city: "São Paulo",
  state: "SP",
  zipCode: "01310-100",
} as const;

let bacopa: string;
let magnesium: string;

beforeAll(async () => {
  await seedContent(t.db);
  bacopa = await productIdBySlug(t.db, "bacopa-monnieri-500mg");
  magnesium = await productIdBySlug(t.db, "magnesio-dimalato");
});

describe("productViewerState", () => {
  it("is empty for a customer with nothing on the product", async () => {
    const user = await makeUser();
    expect(await productViewerState(bacopa, user)).toEqual({ ownReview: null, openSample: null });
    expect(await productViewerState(bacopa, user)).toEqual(await twoQueries(bacopa, user));
  });

  it("gives the review awaiting moderation, then approved; never another product's or customer's", async () => {
    const user = await makeUser();
    const other = await makeUser();
    await t.db
      .insert(s.productReviews)
      .values({ productId: bacopa, userId: user, rating: 5, content: "Gostei muito do produto, recomendo." });
    expect(await productViewerState(bacopa, user)).toEqual({ ownReview: { approved: false }, openSample: null });
    await t.db.update(s.productReviews).set({ approved: true }).where(eq(s.productReviews.userId, user));
    expect(await productViewerState(bacopa, user)).toEqual({ ownReview: { approved: true }, openSample: null });
    expect(await productViewerState(bacopa, user)).toEqual(await twoQueries(bacopa, user));
    expect(await productViewerState(magnesium, user)).toEqual({ ownReview: null, openSample: null });
    expect(await productViewerState(bacopa, other)).toEqual({ ownReview: null, openSample: null });
  });

  it("gives the open sample request in each status, none once it is closed, and the open one beside closed ones", async () => {
    for (const status of SAMPLE_STATUSES) {
      const user = await makeUser();
      await t.db
        .insert(s.sampleRequests)
        .values({ userId: user, productId: bacopa, status, ...ADDRESS, createdAt: new Date("2026-01-01T10:00:00Z") });
      const state = await productViewerState(bacopa, user);
      expect(state).toEqual(await twoQueries(bacopa, user));
      expect(state.openSample).toEqual(["pending", "approved", "shipped"].includes(status) ? { status } : null);
      expect(await productViewerState(magnesium, user)).toEqual({ ownReview: null, openSample: null });
    }
    const user = await makeUser();
    await t.db.insert(s.sampleRequests).values([
      { userId: user, productId: bacopa, status: "delivered", ...ADDRESS, createdAt: new Date("2026-01-01T10:00:00Z") },
      { userId: user, productId: bacopa, status: "shipped", ...ADDRESS, createdAt: new Date("2026-02-01T10:00:00Z") },
    ]);
    expect(await productViewerState(bacopa, user)).toEqual({ ownReview: null, openSample: { status: "shipped" } });
    expect(await productViewerState(bacopa, user)).toEqual(await twoQueries(bacopa, user));
  });

  it("says a sample is on its way while one is requested and none of that product was received", async () => {
    for (const status of SAMPLE_STATUSES) {
      const user = await makeUser();
      await t.db.insert(s.sampleRequests).values({ userId: user, productId: bacopa, status, ...ADDRESS });
      expect((await fullState(bacopa, user)).sampleOnItsWay, status).toBe(["pending", "approved", "shipped"].includes(status));
      expect((await fullState(magnesium, user)).sampleOnItsWay, status).toBe(false);
    }
    // A second sample on its way after one delivered: the review already carries the badge.
    const user = await makeUser();
    await t.db.insert(s.sampleRequests).values([
      { userId: user, productId: bacopa, status: "completed", ...ADDRESS, createdAt: new Date("2026-01-01T10:00:00Z") },
      { userId: user, productId: bacopa, status: "pending", ...ADDRESS, createdAt: new Date("2026-02-01T10:00:00Z") },
    ]);
    expect((await fullState(bacopa, user)).sampleOnItsWay).toBe(false);
  });

  it("says the customer had a sample of the product for any request of theirs not rejected or cancelled ('Comprar' tags it)", async () => {
    const hadSample = async (product: string, user: string) => (await fullState(product, user)).hadSample;
    for (const status of SAMPLE_STATUSES) {
      const user = await makeUser();
      await t.db.insert(s.sampleRequests).values({ userId: user, productId: bacopa, status, ...ADDRESS });
      expect(await hadSample(bacopa, user)).toBe(status !== "rejected");
      expect(await hadSample(magnesium, user)).toBe(false);
    }
    // Cancelled by the customer (rejected with its date), then asked again and delivered.
    const user = await makeUser();
    const other = await makeUser();
    await t.db
      .insert(s.sampleRequests)
      .values({ userId: user, productId: bacopa, status: "rejected", cancelledAt: new Date(), ...ADDRESS });
    await t.db
      .insert(s.productReviews)
      .values({ productId: bacopa, userId: user, rating: 4, content: "Avaliação sem amostra recebida ainda." });
    expect(await hadSample(bacopa, user)).toBe(false);
    expect((await fullState(bacopa, user)).ownReview).toEqual({ approved: false });
    await t.db.insert(s.sampleRequests).values({ userId: user, productId: bacopa, status: "delivered", ...ADDRESS });
    expect(await hadSample(bacopa, user)).toBe(true);
    expect(await hadSample(bacopa, other)).toBe(false);
  });
});
