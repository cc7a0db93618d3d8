/**
 * A customer's own facts on their pages (models/viewer.server.ts) are kept per customer and read
 * without a query while fresh; every write of theirs or about them shows on the next read: a like, a
 * request or review sent, the admin's status change, moderation (approval one or many at once,
 * unpublishing, rejection, deletion). The payment and a status set on many requests at once are in
 * tests/integration/sample-payment.test.ts (it runs with a Pix key). On PGlite and on PostgreSQL.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeConfirmedUser, productIdBySlug, useTestDatabase } from "../helpers/db";
import { SAMPLE_FORM } from "../helpers/sample-form";
import { countQueries } from "~/lib/server/db/client.server";
import { seedContent } from "~/seed";
import { configureCaches } from "~/lib/server/cache.server";
import { approveReview, approveReviews, deleteReview, rejectReview, unpublishReview } from "~/models/admin/reviews.server";
import { updateSampleStatus } from "~/models/admin/samples.server";
import { listBlog, setPostLike, withUserLikes } from "~/models/blog.server";
import { productViewerState } from "~/models/catalog.server";
import { submitReview } from "~/models/reviews.server";
import { requestSample } from "~/models/samples.server";

const t = useTestDatabase();

const SAMPLE = SAMPLE_FORM;

let adminId: string;
let bacopa: string;

beforeAll(async () => {
  await seedContent(t.db);
  adminId = await makeConfirmedUser(t.db, "viewer-admin");
  bacopa = await productIdBySlug(t.db, "bacopa-monnieri-500mg");
});
beforeEach(() => configureCaches({ enabled: true, ttlMs: 60_000 }));
afterEach(() => configureCaches({ enabled: false }));

describe("a customer's own facts, kept per customer", () => {
  it("the open request shows once sent, is read from memory, and follows the admin's status change", async () => {
    const userId = await makeConfirmedUser(t.db, "viewer-amostra");
    expect((await productViewerState(bacopa, userId)).openTicket).toBeNull();
    const sent = await requestSample(userId, bacopa, SAMPLE);
    expect(sent.ok).toBe(true);
    const state = await productViewerState(bacopa, userId);
    expect(state.openSample).toEqual({ status: "pending" });
    expect(state.openTicket?.orderNumber).toMatch(/^AM-\d{4}-\d{6}$/);
    expect((await countQueries(() => productViewerState(bacopa, userId))).queries).toEqual([]);

    await updateSampleStatus({ id: state.openTicket!.id, status: "approved", trackingCode: null }, adminId);
    expect((await productViewerState(bacopa, userId)).openSample).toEqual({ status: "approved" });
    await updateSampleStatus({ id: state.openTicket!.id, status: "rejected", trackingCode: null }, adminId);
    expect((await productViewerState(bacopa, userId)).openTicket).toBeNull();
  });

  it("the review shows once sent, then published and unpublished as the admin moderates it", async () => {
    const userId = await makeConfirmedUser(t.db, "viewer-avaliacao");
    expect((await productViewerState(bacopa, userId)).ownReview).toBeNull();
    const sent = await submitReview(userId, bacopa, { rating: "5", title: "Ótimo", content: "Gostei bastante, recomendo a todos." });
    expect(sent.ok).toBe(true);
    expect((await productViewerState(bacopa, userId)).ownReview).toEqual({ approved: false });
    const reviewId = (sent as { reviewId: string }).reviewId;
    await approveReview(reviewId, adminId);
    expect((await productViewerState(bacopa, userId)).ownReview).toEqual({ approved: true });
    await unpublishReview(reviewId, adminId);
    expect((await productViewerState(bacopa, userId)).ownReview).toEqual({ approved: false });
  });

  it("a review rejected, deleted or approved among many shows on its author's next read", async () => {
    const review = async (slug: string, userId: string) => {
      const productId = await productIdBySlug(t.db, slug);
      const sent = await submitReview(userId, productId, {
        rating: "4",
        title: "Bom",
        content: "Produto bom, chegou certinho e no prazo.",
      });
      expect(sent.ok).toBe(true);
      expect((await productViewerState(productId, userId)).ownReview).toEqual({ approved: false });
      return { productId, reviewId: (sent as { reviewId: string }).reviewId };
    };
    const userId = await makeConfirmedUser(t.db, "viewer-moderacao");
    const rejected = await review("bacopa-monnieri-500mg", userId);
    await rejectReview(rejected.reviewId, adminId);
    expect((await productViewerState(rejected.productId, userId)).ownReview).toBeNull();

    const other = await makeConfirmedUser(t.db, "viewer-moderacao-2");
    const deleted = await review("bacopa-monnieri-500mg", other);
    await approveReview(deleted.reviewId, adminId);
    expect((await productViewerState(deleted.productId, other)).ownReview).toEqual({ approved: true });
    await deleteReview(deleted.reviewId, adminId);
    expect((await productViewerState(deleted.productId, other)).ownReview).toBeNull();

    const third = await makeConfirmedUser(t.db, "viewer-moderacao-3");
    const approved = await review("bacopa-monnieri-500mg", third);
    await approveReviews([approved.reviewId], adminId);
    expect((await productViewerState(approved.productId, third)).ownReview).toEqual({ approved: true });
  });

  it("a like and its undoing show on the reader's next listing; another reader's like keeps theirs in memory", async () => {
    const reader = await makeConfirmedUser(t.db, "viewer-leitor");
    const other = await makeConfirmedUser(t.db, "viewer-outro");
    const listing = await listBlog({ page: 1 });
    const posts = [...listing.featured, ...listing.latest];
    const post = posts[0];
    const liked = async () => (await withUserLikes(posts, reader)).posts.find((p) => p.id === post.id)!.likedByMe;
    expect(await liked()).toBe(false);
    await setPostLike(reader, post.slug, true);
    expect(await liked()).toBe(true);
    await setPostLike(other, post.slug, true);
    expect((await countQueries(() => withUserLikes(posts, reader))).queries).toEqual([]);
    await setPostLike(reader, post.slug, false);
    expect(await liked()).toBe(false);
  });
});
