/**
 * Free-sample requests made by customers: validated, at most one open request per product
 * (partial unique index), created pending, rewarded with points once per product.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import { sampleRequests } from "~/db/schema";
import { inList, insertWhere } from "~/db/schema/sql-helpers";
import { invalidPostAnswer, limitHits, type LimitedBy } from "~/lib/rate-limit.server";
import { OPEN_SAMPLE_STATUSES, type SampleStatus } from "~/db/schema/enums";
import { sampleRequestSchema } from "~/validation/sample";
import { formatPoints } from "~/i18n/format";
import { insertWithAward } from "./loyalty.server";

export const SAMPLE_OPEN_MESSAGE =
  "Você já tem uma solicitação de amostra em andamento para este produto. Acompanhe o status em Minhas Amostras.";
export const SAMPLE_ERROR_MESSAGE = "Erro ao solicitar amostra. Tente novamente.";

/** The success toast, with the points really given (none when already given for this product). */
export function sampleSuccessMessage(points: number): string {
  const base = "Sua solicitação foi enviada com sucesso!";
  return points > 0 ? `${base} Você ganhou ${formatPoints(points)}!` : base;
}

export interface OpenSampleRequest {
  id: string;
  status: SampleStatus;
  createdAt: Date;
}

/** The user's open (pending, approved or shipped) request for the product, if any. */
export async function findOpenSampleRequest(userId: string, productId: string, tx: DbOrTx = db()): Promise<OpenSampleRequest | null> {
  const [row] = await tx
    .select({ id: sampleRequests.id, status: sampleRequests.status, createdAt: sampleRequests.createdAt })
    .from(sampleRequests)
    .where(
      and(
        eq(sampleRequests.userId, userId),
        eq(sampleRequests.productId, productId),
        inArray(sampleRequests.status, [...OPEN_SAMPLE_STATUSES]),
      ),
    )
    .orderBy(desc(sampleRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export type RequestSampleResult =
  | { ok: true; requestId: string; points: number }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; reason: "open" | "failed"; message: string }
  | { ok: false; reason: "limited"; retryAfter: number };

/**
 * Validates the dialog's fields and creates a pending request for the user with its sample_request
 * points (once per product), in one statement (loyalty's insertWithAward): the request and its points
 * are written together or not at all, so a failure loses nothing and the customer may simply send again.
 *
 * The same statement decides "one open request per product": the insert does nothing when the partial
 * unique index already holds an open request of this user for this product (two requests at once
 * included), and then no points are given and the answer is "already requested".
 *
 * With `limit`, every call counts one hit on each of its keys, valid or not (lib/rate-limit.server.ts):
 * a valid request is counted, decided and written in that same statement; past the limit nothing is
 * written and the answer is "limited", whatever the fields.
 */
export async function requestSample(
  userId: string,
  productId: string,
  input: unknown,
  options: { limit?: LimitedBy } = {},
): Promise<RequestSampleResult> {
  const parsed = sampleRequestSchema.safeParse(input);
  if (!parsed.success) return invalidPostAnswer(parsed.error, options.limit);
  const hits = options.limit ? limitHits(options.limit.limit, options.limit.keys) : undefined;
  try {
    const insert = insertWhere(
      sampleRequests,
      { ...parsed.data, userId, productId, status: "pending" },
      hits?.allowed,
      // The index's own predicate, as literals: PostgreSQL matches the conflict target to the index by it.
      sql`on conflict (user_id, product_id) where ${inList("status", OPEN_SAMPLE_STATUSES)} do nothing returning id`,
    );
    const { id, points, wait } = await insertWithAward(insert, userId, "sample_request", productId, hits);
    if (wait !== null) return { ok: false, reason: "limited", retryAfter: wait };
    if (!id) return { ok: false, reason: "open", message: SAMPLE_OPEN_MESSAGE };
    return { ok: true, requestId: id, points };
  } catch (error) {
    console.error("[amostras] falha ao criar solicitação:", error);
    return { ok: false, reason: "failed", message: SAMPLE_ERROR_MESSAGE };
  }
}
