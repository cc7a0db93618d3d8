/**
 * Product reviews: one per user and product (unique index), saved unapproved for moderation,
 * flagged when they make therapeutic claims, rewarded with points once per product.
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/server/db/client.server";
import { productReviews, profiles, sampleRequests } from "~/db/schema";
import { RECEIVED_SAMPLE_STATUSES, type SampleStatus } from "~/db/schema/enums";
import { foldText, insertWhere } from "~/db/schema/sql-helpers";
import { invalidPostAnswer, limitHits, type LimitedBy } from "~/lib/server/rate-limit.server";
import { formatPoints } from "~/i18n/format";
import { insertWithAward, pointsForAction } from "./loyalty.server";
import { initials } from "./users.server";
import { reviewSchema } from "~/validation/review";
import { REVIEW_POINTS_MIN_CHARS, reviewCommentLength } from "~/validation/limits";
import { isUniqueViolation } from "~/lib/server/db/errors.server";

export const REVIEWS_PAGE_SIZE = 5;

/**
 * Word starts (lower case, no accents) of therapeutic claims, which supplements may not make:
 * "cura" also catches curar, curado…; "trata" catches tratamento, tratar… Matched at word starts only,
 * so "segura" or "procura" do not count.
 */
export const HEALTH_CLAIM_TERMS = [
  "cura",
  "curou",
  "curei",
  "curam",
  "curando",
  "trata",
  "tratou",
  "tratei",
  "tratando",
  "diagnost",
  "doenca",
  "doente",
  "enfermidade",
  "patologia",
  "sintoma",
  "remedio",
  "medicament",
  "medicacao",
  "receita medica",
  "diabet",
  "cancer",
  "tumor",
  "hipertens",
  "pressao alta",
  "colesterol alto",
  "depressao",
  "ansiedade",
  "insonia",
  "alzheimer",
  "parkinson",
  "artrite",
  "artrose",
  "infeccao",
  "inflamacao",
  "covid",
  "previne doenca",
  "substitui o remedio",
] as const;

const HEALTH_CLAIM_PATTERN = new RegExp(`(?:^|[^a-z0-9])(?:${HEALTH_CLAIM_TERMS.map((t) => t.replace(/ /g, "\\s+")).join("|")})`);

/** Whether a text mentions cures, treatments, diseases or diagnoses (accents and case ignored). */
export function mentionsHealthClaim(...texts: (string | null | undefined)[]): boolean {
  return texts.some((text) => text && HEALTH_CLAIM_PATTERN.test(foldText(text)));
}

/** The same terms, each with the rest of its word ("trata" → "tratamento"), anywhere in a folded text. */
const HEALTH_CLAIM_WORDS = new RegExp(`(?<![a-z0-9])(?:${HEALTH_CLAIM_TERMS.map((t) => t.replace(/ /g, "\\s+")).join("|")})[a-z0-9]*`, "g");

/**
 * The words that made mentionsHealthClaim true, as the author wrote them (accents and case kept), once
 * each, in the order they appear: the moderator sees why a review was flagged.
 */
export function healthClaimWords(...texts: (string | null | undefined)[]): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    // The folded text, and for each of its characters the original character it came from.
    const original = Array.from(text.normalize("NFC"));
    let folded = "";
    const from: number[] = [];
    original.forEach((char, i) => {
      for (const part of foldText(char)) {
        folded += part;
        from.push(i);
      }
    });
    for (const match of folded.matchAll(HEALTH_CLAIM_WORDS)) {
      const at = match.index ?? 0;
      const start = from[at];
      const end = from[at + match[0].length - 1];
      const word = original.slice(start, end + 1).join("");
      const key = foldText(word).replace(/\s+/g, " ");
      if (!seen.has(key)) {
        seen.add(key);
        found.push(word);
      }
    }
  }
  return found;
}

/**
 * Whether a sample's status change adds or takes away the badge on a published review (the user's
 * approved review of the product): the public list of reviews shows it, so the catalogue's caches must
 * hear of it. Run inside the status change's transaction.
 */
export async function changesReviewBadge(
  tx: DbOrTx,
  sample: { userId: string | null; productId: string | null },
  from: SampleStatus,
  to: SampleStatus,
): Promise<boolean> {
  const received = (status: SampleStatus) => (RECEIVED_SAMPLE_STATUSES as readonly SampleStatus[]).includes(status);
  if (received(from) === received(to) || !sample.userId || !sample.productId) return false;
  const [row] = await tx
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.userId, sample.userId), eq(productReviews.productId, sample.productId), eq(productReviews.approved, true)))
    .limit(1);
  return Boolean(row);
}

export interface PublicReview {
  id: string;
  rating: number;
  title: string | null;
  content: string;
  createdAt: Date;
  author: { name: string; initials: string; avatarUrl: string | null };
  /** The author has a delivered (or completed) sample of this product. */
  receivedSample: boolean;
  /** The store's answer, shown under the review. */
  reply: { text: string; date: Date } | null;
}

export interface ReviewPage {
  reviews: PublicReview[];
  total: number;
  page: number;
  pageCount: number;
}

/** Approved reviews of a product, newest first, one page at a time. */
export async function listApprovedReviews(
  productId: string,
  { page = 1, pageSize = REVIEWS_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
  tx: DbOrTx = db(),
): Promise<ReviewPage> {
  const where = and(eq(productReviews.productId, productId), eq(productReviews.approved, true));
  const [{ total }] = await tx.select({ total: count() }).from(productReviews).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  if (!total) return { reviews: [], total, page: 1, pageCount };
  const rows = await tx
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      title: productReviews.title,
      content: productReviews.content,
      createdAt: productReviews.createdAt,
      fullName: profiles.fullName,
      email: profiles.email,
      avatarUrl: profiles.avatarUrl,
      reply: productReviews.reply,
      repliedAt: productReviews.repliedAt,
      // A scalar subquery with LIMIT 1, not EXISTS: PostgreSQL may turn an EXISTS into one hashed scan of
      // every delivered sample (50,000 at scale) to answer 5 rows; this form is one probe of
      // sample_requests_user_product_idx per review shown.
      receivedSample: sql<boolean>`(
        select true from ${sampleRequests}
        where ${sampleRequests.userId} = ${productReviews.userId}
          and ${sampleRequests.productId} = ${productReviews.productId}
          and ${inArray(sampleRequests.status, [...RECEIVED_SAMPLE_STATUSES])}
        limit 1
      ) is not null`,
    })
    .from(productReviews)
    .leftJoin(profiles, eq(profiles.id, productReviews.userId))
    .where(where)
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      content: r.content,
      createdAt: r.createdAt,
      author: {
        name: r.fullName ?? "Cliente",
        initials: initials(r.fullName, r.email),
        avatarUrl: r.avatarUrl,
      },
      receivedSample: Boolean(r.receivedSample),
      reply: r.reply ? { text: r.reply, date: r.repliedAt ?? r.createdAt } : null,
    })),
    total,
    page: current,
    pageCount,
  };
}

/** The user's own review of the product (approved or awaiting moderation), if any. */
export async function findUserReview(productId: string, userId: string, tx: DbOrTx = db()) {
  const [row] = await tx
    .select({ id: productReviews.id, approved: productReviews.approved, createdAt: productReviews.createdAt })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)))
    .limit(1);
  return row ?? null;
}

export const REVIEW_DUPLICATE_MESSAGE = "Você já avaliou este produto. Obrigado pela sua opinião!";
export const REVIEW_ERROR_MESSAGE = "Erro ao enviar avaliação. Tente novamente.";

/**
 * Whether a review's comment earns points: from REVIEW_POINTS_MIN_CHARS characters on (as the form's
 * counter counts them). A shorter review is still saved and published after moderation, for no points.
 */
export function reviewEarnsPoints(content: string): boolean {
  return reviewCommentLength(content) >= REVIEW_POINTS_MIN_CHARS;
}

/** Says why a review sent earned nothing: its comment was too short for points. */
export const REVIEW_TOO_SHORT_FOR_POINTS = `Ela não ganhou pontos porque o comentário tem menos de ${REVIEW_POINTS_MIN_CHARS} caracteres.`;

/**
 * The success toast, with the points really given (none when already given for this product), or, for a
 * comment too short for points, that it earned none.
 */
export function reviewSuccessMessage(points: number, options: { tooShort?: boolean } = {}): string {
  const base = "Sua avaliação foi enviada e será analisada em breve.";
  if (points > 0) return `${base} Você ganhou ${formatPoints(points)}!`;
  return options.tooShort ? `${base} ${REVIEW_TOO_SHORT_FOR_POINTS}` : base;
}

export type SubmitReviewResult =
  /** `tooShort`: the comment was under REVIEW_POINTS_MIN_CHARS, so a review that would earn points earned none. */
  | { ok: true; reviewId: string; points: number; healthClaim: boolean; tooShort: boolean }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; reason: "duplicate" | "failed"; message: string }
  | { ok: false; reason: "limited"; retryAfter: number };

/**
 * Validates and saves a review (approved = false), flags therapeutic claims, and awards the
 * product_review points once per product to a comment long enough (reviewEarnsPoints), in one statement (loyalty's insertWithAward): the review and
 * its points are written together or not at all, so a failure loses nothing and can simply be sent again.
 * A second review of the same product writes nothing (the unique index decides) and is "duplicate".
 * With `limit`, every call counts one hit on each of its keys, valid or not; a valid review is counted,
 * decided and written in the same statement, and past the limit nothing is written ("limited").
 */
export async function submitReview(
  userId: string,
  productId: string,
  input: unknown,
  options: { limit?: LimitedBy } = {},
): Promise<SubmitReviewResult> {
  const parsed = reviewSchema.safeParse(input);
  if (!parsed.success) return invalidPostAnswer(parsed.error, options.limit);
  const { rating, title, content } = parsed.data;
  const healthClaim = mentionsHealthClaim(title, content);
  const hits = options.limit ? limitHits(options.limit.limit, options.limit.keys) : undefined;
  try {
    const insert = insertWhere(
      productReviews,
      { productId, userId, rating, title, content, approved: false, healthClaim },
      hits?.allowed,
      sql`on conflict (product_id, user_id) do nothing returning id`, // product_reviews_user_product_idx
    );
    const earns = reviewEarnsPoints(content);
    const { id, points, wait } = await insertWithAward(insert, userId, "product_review", productId, hits, undefined, earns);
    if (wait !== null) return { ok: false, reason: "limited", retryAfter: wait };
    if (!id) return { ok: false, reason: "duplicate", message: REVIEW_DUPLICATE_MESSAGE };
    // Said only where a longer comment would have earned something.
    const tooShort = !earns && (await pointsForAction("product_review")) > 0;
    return { ok: true, reviewId: id, points, healthClaim, tooShort };
  } catch (error) {
    if (isUniqueViolation(error, "product_reviews_user_product_idx")) {
      return { ok: false, reason: "duplicate", message: REVIEW_DUPLICATE_MESSAGE };
    }
    console.error("[avaliações] falha ao salvar avaliação:", error);
    return { ok: false, reason: "failed", message: REVIEW_ERROR_MESSAGE };
  }
}
