/** The back-office side of sample requests: list, filter, status changes (with the customer's e-mail), CSV. */
import { and, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { db, type Tx } from "~/lib/server/db/client.server";
import { products, sampleRequests } from "~/db/schema";
import { PAYMENT_STATUSES, SAMPLE_STATUSES, type PaymentStatus, type SampleCancelReason, type SampleStatus } from "~/db/schema/enums";
import { correiosTrackingUrl, orderSeqOf, paymentStatusLabel, sampleOrderNumber } from "~/i18n/samples";
import { foldSql, foldText } from "~/db/schema/sql-helpers";
import { formatBRL, formatDateTime } from "~/i18n/format";
import { sampleStatusInSentence, sampleStatusLabel } from "~/i18n/labels";
import { BRAND } from "~/lib/common/brand";
import { readSort, sortSpec, type SortState, type SortView } from "~/lib/common/list-sort";
import { env } from "~/lib/server/env.server";
import { escapeHtml, mailButton, mailLayout, sendMail, type MailMessage } from "~/lib/server/mail.server";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { pointsForAction } from "~/models/loyalty.server";
import { accountMailAddress, reverseSampleAward } from "~/models/samples.server";
import { changesReviewBadge } from "~/models/reviews.server";
import type { SampleStatusInput } from "~/validation/admin/sample";
import { recordAudit, type AuditAction } from "./audit.server";
import { AdminError, containsPattern, pageOf, PAGE_SIZE, type Page } from "./errors.server";
import { toCsv } from "./csv.server";
import { orderFor } from "./sorting.server";
import { choiceParam, searchParam } from "./list-filter.server";
import { greeting } from "~/lib/common/person-name";
import { pixAlertsSql, type PixAlert } from "~/models/pix-receipts.server";

export const MISSING_PRODUCT = "Produto não encontrado";

/** The product's name in a query joined to products, or MISSING_PRODUCT when it was deleted. */
export const productNameOrMissing = sql<string>`coalesce(${products.name}, ${MISSING_PRODUCT})`;

/** Statuses under which the shipment's tracking code still means something. */
const TRACKED: readonly SampleStatus[] = ["shipped", "delivered", "completed"];

/** The orders Amostras offers (?ordem=): by when the request was made, newest first unless asked oldest first (to ship in turn). */
export const SAMPLE_SORT = sortSpec(["pedido"] as const, { key: "pedido", dir: "desc" });
export type SampleSortKey = (typeof SAMPLE_SORT.keys)[number];

export interface SampleFilters {
  status?: SampleStatus | "all";
  payment?: PaymentStatus | "all";
  q?: string;
  page?: number;
  sort?: SortState<SampleSortKey>;
}

export interface AdminSampleRow {
  id: string;
  status: SampleStatus;
  fullName: string;
  email: string;
  phone: string | null;
  cpf: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  notes: string | null;
  trackingCode: string | null;
  orderNumber: string;
  shippingFeeCents: number;
  paymentStatus: PaymentStatus;
  productName: string;
  productSlug: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Set when it was cancelled (status rejected): by its customer, by the Pix deadline or with its account. */
  cancelledAt: Date | null;
  cancelReason: SampleCancelReason | null;
  /** Its delivery data was erased (account deleted, removal request, retention): no payment or status to record. */
  erased: boolean;
  /** Pix the bank reported for it that were not applied (models/pix-webhook.server.ts), for the administrator. */
  pixAlerts: PixAlert[] | null;
}

const columns = {
  id: sampleRequests.id,
  status: sampleRequests.status,
  fullName: sampleRequests.fullName,
  email: sampleRequests.email,
  phone: sampleRequests.phone,
  cpf: sampleRequests.cpf,
  address: sampleRequests.address,
  city: sampleRequests.city,
  state: sampleRequests.state,
  zipCode: sampleRequests.zipCode,
  notes: sampleRequests.notes,
  trackingCode: sampleRequests.trackingCode,
  orderSeq: sampleRequests.orderSeq,
  shippingFeeCents: sampleRequests.shippingFeeCents,
  paymentStatus: sampleRequests.paymentStatus,
  productName: productNameOrMissing,
  productSlug: products.slug,
  createdAt: sampleRequests.createdAt,
  updatedAt: sampleRequests.updatedAt,
  cancelledAt: sampleRequests.cancelledAt,
  cancelReason: sampleRequests.cancelReason,
  erased: sql<boolean>`${sampleRequests.personalDataErasedAt} is not null`,
  pixAlerts: pixAlertsSql,
};

type Selected = Omit<AdminSampleRow, "orderNumber"> & { orderSeq: number };

/** A selected row with its order number (AM-2026-000123). */
function withOrderNumber({ orderSeq, ...row }: Selected): AdminSampleRow {
  return { ...row, orderNumber: sampleOrderNumber(orderSeq, row.createdAt) };
}

/** The filters and order of the address (?status=&pagamento=&q=&ordem=), with anything unknown read as "all" (or the default order). */
export function sampleFilters(url: URL): {
  q: string;
  status: SampleStatus | "all";
  payment: PaymentStatus | "all";
  sort: SortView<SampleSortKey>;
} {
  const params = url.searchParams;
  return {
    q: searchParam(params),
    status: choiceParam(params, "status", SAMPLE_STATUSES),
    payment: choiceParam(params, "pagamento", PAYMENT_STATUSES),
    sort: readSort(params, SAMPLE_SORT),
  };
}

/** Request date, then id so pages never repeat or skip rows (both directions read the same indexes backwards or forwards). */
function orderOf(filters: SampleFilters): SQL[] {
  return orderFor(filters.sort ?? SAMPLE_SORT.fallback, { pedido: sampleRequests.createdAt }, sampleRequests.id);
}

/** Search by the customer's name, e-mail or city, the product's name, or the order number (AM-2026-000123). */
function whereOf(filters: SampleFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.status && filters.status !== "all") where.push(eq(sampleRequests.status, filters.status));
  if (filters.payment && filters.payment !== "all") where.push(eq(sampleRequests.paymentStatus, filters.payment));
  const q = filters.q?.trim();
  if (q) {
    const seq = /^am/i.test(q) || /^\d+$/.test(q) ? orderSeqOf(q) : null;
    if (seq !== null) {
      where.push(eq(sampleRequests.orderSeq, seq));
    } else {
      const pattern = containsPattern(foldText(q));
      where.push(
        or(
          ilike(foldSql(sql`${sampleRequests.fullName}`), pattern),
          ilike(sampleRequests.email, pattern),
          ilike(foldSql(sql`${sampleRequests.city}`), pattern),
          // The matching products' ids first (an init plan), so each arm can use an index of sample_requests.
          // Their folded name begins their search text: its trigram index finds the candidates, the name
          // decides (without it, 10,000 names were folded on every search: 65 ms of 80).
          sql`${sampleRequests.productId} = any(array(select ${products.id} from ${products} where ${ilike(products.searchText, pattern)} and ${ilike(foldSql(sql`${products.name}`), pattern)}))`,
        )!,
      );
    }
  }
  return where.length ? and(...where) : undefined;
}

/** How many rows past the current page the list counts before saying "mais de". */
export const COUNT_AHEAD = 1_000;

/**
 * Every request, newest first (or oldest first), filtered by status and by name, e-mail or city.
 *
 * At 100,000 requests an exact count costs more than the page: counting every "gabriela" (8,000 rows,
 * each rechecked against the folded name) took 160 ms while her first page, read newest first from
 * the index, took 20 ms. So the list counts at most COUNT_AHEAD rows past the page (then says
 * "mais de"), and a search does not count at all: it reads one row more than the page to know that a
 * next page exists.
 */
export async function listSamples(filters: SampleFilters = {}, pageSize = PAGE_SIZE): Promise<Page<AdminSampleRow>> {
  const page = filters.page ?? 1;
  const offset = (page - 1) * pageSize;
  const condition = whereOf(filters);
  const searching = Boolean(filters.q?.trim());
  const cap = offset + pageSize + COUNT_AHEAD;
  const [found, counted] = await Promise.all([
    db()
      .select(columns)
      .from(sampleRequests)
      .leftJoin(products, eq(products.id, sampleRequests.productId))
      .where(condition)
      .orderBy(...orderOf(filters))
      .limit(pageSize + 1)
      .offset(offset),
    searching
      ? null
      : db()
          .select({ n: count() })
          .from(
            db()
              .select({ one: sql`1`.as("one") })
              .from(sampleRequests)
              .leftJoin(products, eq(products.id, sampleRequests.productId))
              .where(condition)
              .limit(cap + 1)
              .as("capped"),
          ),
  ]);
  const rows = (found.slice(0, pageSize) as Selected[]).map(withOrderNumber);
  if (counted) {
    const n = counted[0].n;
    return n > cap ? { ...pageOf(rows, cap, page, pageSize), more: true } : pageOf(rows, n, page, pageSize);
  }
  const hasNext = found.length > pageSize;
  const seen = offset + rows.length;
  return { rows, total: seen, page, pageCount: hasNext ? page + 1 : Math.max(1, page), more: hasNext };
}

export const CSV_LIMIT = 10_000;

/** The filtered list as a spreadsheet for the shipping team (semicolon-separated, as Excel in pt-BR expects). */
export async function samplesCsv(filters: SampleFilters): Promise<string> {
  const rows = (
    (await db()
      .select(columns)
      .from(sampleRequests)
      .leftJoin(products, eq(products.id, sampleRequests.productId))
      .where(whereOf(filters))
      .orderBy(...orderOf(filters))
      .limit(CSV_LIMIT)) as Selected[]
  ).map(withOrderNumber);
  return toCsv(
    [
      "Pedido",
      "Data",
      "Status",
      "Frete",
      "Pagamento",
      "Produto",
      "Nome",
      "E-mail",
      "Telefone",
      "CPF",
      "Endereço",
      "Cidade",
      "UF",
      "CEP",
      "Observações",
      "Rastreio",
    ],
    rows.map((r) => [
      r.orderNumber,
      formatDateTime(r.createdAt),
      sampleStatusLabel(r.status),
      formatBRL(r.shippingFeeCents),
      paymentStatusLabel(r.paymentStatus),
      r.productName,
      r.fullName,
      r.email,
      r.phone ?? "",
      r.cpf ?? "",
      r.address,
      r.city,
      r.state,
      r.zipCode,
      r.notes ?? "",
      r.trackingCode ?? "",
    ]),
  );
}

export interface StatusChange {
  changed: boolean;
  trackingCode: string | null;
  /** The customer hears about every change of status or tracking code. */
  notify: boolean;
  /** A sample that just arrived: the mail invites a review of the product. */
  inviteReview: boolean;
}

/**
 * What a status change does. Any status may follow any other (the admin sets it freely); the
 * tracking code is kept while the sample is shipped, delivered or completed, and dropped otherwise.
 */
export function sampleStatusChange(
  current: { status: SampleStatus; trackingCode: string | null },
  next: SampleStatus,
  typedCode: string | null,
): StatusChange {
  const trackingCode = TRACKED.includes(next) ? (typedCode ?? current.trackingCode) : null;
  const changed = current.status !== next || current.trackingCode !== trackingCode;
  return {
    changed,
    trackingCode,
    notify: changed,
    inviteReview: next === "delivered" && current.status !== "delivered",
  };
}

/** " de <strong>Maca</strong>" after "amostra", or nothing when the product is gone (no e-mail names a missing product). */
function ofProduct(product: string | null): string {
  return product ? ` de <strong>${product}</strong>` : "";
}

const STATUS_TEXT: Record<SampleStatus, (product: string | null) => string> = {
  pending: (p) => `Sua solicitação de amostra${ofProduct(p)} voltou para análise. Avisaremos você assim que houver novidades.`,
  approved: (p) => `Boa notícia: sua solicitação de amostra${ofProduct(p)} foi aprovada! Ela será preparada e enviada em breve.`,
  shipped: (p) => `Sua amostra${ofProduct(p)} foi enviada e está a caminho.`,
  delivered: (p) => `Sua amostra${ofProduct(p)} foi entregue. Esperamos que você aproveite!`,
  completed: (p) => `Sua solicitação de amostra${ofProduct(p)} foi concluída. Obrigado por experimentar a ${escapeHtml(BRAND.name)}!`,
  rejected: (p) =>
    `Não foi possível atender sua solicitação de amostra${ofProduct(p)} desta vez. Se tiver dúvidas, responda este e-mail ou fale com a nossa Central de Ajuda.`,
};

/**
 * The e-mail the customer receives when the admin changes the request. The status agrees with "amostra"
 * (Aprovada, Enviada…: sampleStatusInSentence); a product that no longer exists is simply not named.
 */
export function sampleStatusMail(
  sample: {
    fullName: string;
    email: string;
    status: SampleStatus;
    trackingCode: string | null;
    productName: string | null;
    productSlug: string | null;
    orderNumber: string;
  },
  options: { inviteReview: boolean; reviewPoints: number; baseUrl: string },
): MailMessage {
  const status = sampleStatusInSentence(sample.status);
  const product = sample.productName ? escapeHtml(sample.productName) : null;
  const parts = [
    `<p>${escapeHtml(greeting(sample.fullName))}</p>`,
    `<p>${STATUS_TEXT[sample.status](product)}</p>`,
    `<p>Pedido: <strong>${escapeHtml(sample.orderNumber)}</strong><br>Status atual: <strong>${escapeHtml(status)}</strong></p>`,
  ];
  const text = [
    greeting(sample.fullName),
    "",
    STATUS_TEXT[sample.status](sample.productName).replace(/<[^>]+>/g, ""),
    "",
    `Pedido: ${sample.orderNumber}`,
    `Status atual: ${status}`,
  ];
  if (sample.trackingCode) {
    const url = correiosTrackingUrl(sample.trackingCode);
    parts.push(
      `<p>Código de rastreio: <strong>${escapeHtml(sample.trackingCode)}</strong><br><a href="${escapeHtml(url)}" style="color:#1f5130">Acompanhe a entrega no site dos Correios</a></p>`,
    );
    text.push(`Código de rastreio: ${sample.trackingCode}`, `Acompanhe nos Correios: ${url}`);
  }
  if (options.inviteReview && sample.productSlug) {
    const url = `${options.baseUrl}/produto/${encodeURIComponent(sample.productSlug)}#avaliacoes`;
    const points = options.reviewPoints > 0 ? ` e ganhe ${options.reviewPoints} pontos` : "";
    parts.push(
      `<p>Depois de experimentar, conte para nós o que achou: avalie o produto${points}.</p>${mailButton(url, "Avaliar o produto")}`,
    );
    text.push("", `Depois de experimentar, avalie o produto${points}:`, url);
  }
  text.push("", `Equipe ${BRAND.name}`);
  return {
    to: sample.email,
    subject: `Pedido ${sample.orderNumber} – sua amostra${sample.productName ? ` de ${sample.productName}` : ""}: ${status} – ${BRAND.name}`,
    html: mailLayout(`Amostra ${status.toLowerCase()}`, parts.join("")),
    text: text.join("\n"),
  };
}

/** Statuses that move the sample towards the customer: not while its shipping fee awaits payment. */
const NEEDS_PAYMENT: readonly SampleStatus[] = ["approved", "shipped", "delivered", "completed"];
export const ERASED_SAMPLE_MESSAGE =
  "Os dados desta solicitação foram apagados (conta excluída ou pedido de remoção): não há pagamento nem status a registrar.";

/** On an erased request only the parcel already on its way may still be marked as arrived. */
export function erasedStatusAllowed(current: SampleStatus, next: SampleStatus): boolean {
  return (current === "shipped" && (next === "delivered" || next === "completed")) || (current === "delivered" && next === "completed");
}

export const AWAITING_PAYMENT_MESSAGE =
  "Esta solicitação aguarda o pagamento do frete: marque o pagamento como recebido (ou isente o frete) antes de aprovar.";

/** Sets the status (and tracking code), records it and queues the customer's e-mail, in one transaction. A request awaiting payment cannot be approved. */
export async function updateSampleStatus(input: SampleStatusInput, actorId: string): Promise<{ changed: boolean; mailed: boolean }> {
  const result = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(sampleRequests).where(eq(sampleRequests.id, input.id)).for("update");
    if (!before) throw new AdminError("Solicitação não encontrada.");
    const change = sampleStatusChange(before, input.status, input.trackingCode);
    if (!change.changed) return { change, after: before, reversal: null, mailed: false };
    if (before.personalDataErasedAt && !erasedStatusAllowed(before.status, input.status)) throw new AdminError(ERASED_SAMPLE_MESSAGE);
    // Decided under the row's lock: a payment recorded at the same moment is seen, never half-seen.
    if (before.paymentStatus === "awaiting" && NEEDS_PAYMENT.includes(input.status)) throw new AdminError(AWAITING_PAYMENT_MESSAGE);
    const [after] = await tx
      .update(sampleRequests)
      .set({ status: input.status, trackingCode: change.trackingCode, updatedAt: new Date() })
      .where(eq(sampleRequests.id, input.id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: "sample_request.status",
      entity: "sample_request",
      entityId: input.id,
      before: { status: before.status, trackingCode: before.trackingCode, fullName: before.fullName },
      after: { status: after.status, trackingCode: after.trackingCode, fullName: after.fullName },
    });
    const reversal = input.status === "rejected" ? await reverseSampleAward(tx, before, actorId) : null;
    const to = change.notify ? await accountMailAddress(after.userId, tx) : null;
    if (to) {
      const [product] = after.productId
        ? await tx.select({ name: products.name, slug: products.slug }).from(products).where(eq(products.id, after.productId)).limit(1)
        : [];
      const mail = sampleStatusMail(
        {
          ...after,
          email: to,
          productName: product?.name ?? null,
          productSlug: product?.slug ?? null,
          orderNumber: sampleOrderNumber(after.orderSeq, after.createdAt),
        },
        { inviteReview: change.inviteReview, reviewPoints: await pointsForAction("product_review", tx), baseUrl: env().baseUrl },
      );
      await sendMail(mail, { tx });
    }
    // The customer's points (a rejection's reversal) and their product page's open request (models/viewer.server.ts).
    await invalidateOnCommit(tx, Tags.user(after.userId));
    // A delivery gives the customer's published review its badge "Recebeu amostra grátis" (the public list).
    if (await changesReviewBadge(tx, after, before.status, after.status)) await invalidateOnCommit(tx, Tags.catalog);
    return { change, after, reversal, mailed: Boolean(to) };
  });
  // The e-mail was queued in the transaction (counted by the bulk change as sent).
  return { changed: result.change.notify, mailed: result.mailed };
}

// ── The shipping fee's payment ─────────────────────────────────────────────────────────────────

export type PaymentDecision = "paid" | "waived";

/** The e-mail that tells the customer the fee was received (or waived) and what comes next. */
export function samplePaymentMail(
  sample: { fullName: string; email: string; orderNumber: string; productName: string | null; shippingFeeCents: number },
  decision: PaymentDecision,
): MailMessage {
  const sentence = (product: string) =>
    decision === "paid"
      ? `Recebemos o pagamento do frete (${formatBRL(sample.shippingFeeCents)}) da sua amostra${product}. Agora ela segue para análise e envio.`
      : `O frete da sua amostra${product} ficou por nossa conta: você não precisa pagar nada. Agora ela segue para análise e envio.`;
  const line = sentence(ofProduct(sample.productName ? escapeHtml(sample.productName) : null));
  // The text part names the product as typed (no HTML entities).
  const plain = sentence(sample.productName ? ` de ${sample.productName}` : "");
  const subject = decision === "paid" ? "Pagamento do frete confirmado" : "Frete por nossa conta";
  return {
    to: sample.email,
    subject: `Pedido ${sample.orderNumber} – ${subject} – ${BRAND.name}`,
    html: mailLayout(
      subject,
      `<p>${escapeHtml(greeting(sample.fullName))}</p><p>${line}</p><p>Pedido: <strong>${escapeHtml(sample.orderNumber)}</strong></p>`,
    ),
    text: [greeting(sample.fullName), "", plain, "", `Pedido: ${sample.orderNumber}`, "", `Equipe ${BRAND.name}`].join("\n"),
  };
}

/**
 * Records the fee as received (or waived), once: under the row's lock, only a request still awaiting
 * payment changes, so two admins pressing at once record it one time and the second is told it was
 * already done. The customer's e-mail is queued in the same transaction.
 */
export async function setSamplePayment(id: string, decision: PaymentDecision, actorId: string): Promise<{ mailed: boolean }> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(sampleRequests).where(eq(sampleRequests.id, id)).for("update");
    if (!before) throw new AdminError("Solicitação não encontrada.");
    if (before.personalDataErasedAt) throw new AdminError(ERASED_SAMPLE_MESSAGE);
    if (before.paymentStatus !== "awaiting") {
      throw new AdminError(`O pagamento desta solicitação já foi registrado (${paymentStatusLabel(before.paymentStatus)}).`);
    }
    if (before.status === "rejected") throw new AdminError("Esta solicitação foi rejeitada.");
    return applySamplePayment(tx, before, decision, { actorId, action: `sample_request.payment_${decision}` });
  });
}

/**
 * The write of a payment decided under the row's lock (by an admin, or by the bank's Pix webhook:
 * models/pix-webhook.server.ts): the payment state, its audit row, the customer's e-mail queued, the
 * customer's pages invalidated, all in the caller's transaction. `paidAt` is the bank's time when known.
 */
export async function applySamplePayment(
  tx: Tx,
  before: typeof sampleRequests.$inferSelect,
  decision: PaymentDecision,
  options: { actorId: string | null; action: AuditAction; paidAt?: Date; audit?: Record<string, unknown> },
): Promise<{ mailed: boolean }> {
  const id = before.id;
  const [row] = await tx
    .update(sampleRequests)
    .set({ paymentStatus: decision, paidAt: decision === "paid" ? (options.paidAt ?? new Date()) : null, updatedAt: new Date() })
    .where(and(eq(sampleRequests.id, id), eq(sampleRequests.paymentStatus, "awaiting")))
    .returning();
  await recordAudit(tx, {
    actorId: options.actorId,
    action: options.action,
    entity: "sample_request",
    entityId: id,
    before: { paymentStatus: before.paymentStatus, shippingFeeCents: before.shippingFeeCents },
    after: { paymentStatus: row.paymentStatus, shippingFeeCents: row.shippingFeeCents, ...options.audit },
  });
  const [product] = row.productId
    ? await tx.select({ name: products.name }).from(products).where(eq(products.id, row.productId)).limit(1)
    : [];
  const to = await accountMailAddress(row.userId, tx);
  if (to) {
    await sendMail(
      samplePaymentMail(
        { ...row, email: to, orderNumber: sampleOrderNumber(row.orderSeq, row.createdAt), productName: product?.name ?? null },
        decision,
      ),
      { tx },
    );
  }
  await invalidateOnCommit(tx, Tags.user(row.userId));
  return { mailed: Boolean(to) };
}

// ── Daily dispatch: many at once, and the packing list ────────────────────────────────────────

export const BULK_LIMIT = 100;

export interface BulkResult {
  changed: number;
  unchanged: number;
  /** Requests refused one by one (awaiting payment, gone), with the reason. */
  refused: { orderNumber: string | null; reason: string }[];
  mailed: number;
}

/**
 * Sets one status on many requests: each one is its own change (its own row lock, rule check, audit and
 * e-mail to its customer), so one refused request (awaiting payment) leaves the others done.
 */
export async function bulkUpdateSampleStatus(ids: string[], status: SampleStatus, actorId: string): Promise<BulkResult> {
  if (!ids.length) throw new AdminError("Selecione ao menos uma solicitação.");
  if (ids.length > BULK_LIMIT) throw new AdminError(`Selecione no máximo ${BULK_LIMIT} solicitações por vez.`);
  const result: BulkResult = { changed: 0, unchanged: 0, refused: [], mailed: 0 };
  for (const id of [...new Set(ids)]) {
    try {
      const one = await updateSampleStatus({ id, status, trackingCode: null }, actorId);
      if (one.changed) result.changed++;
      else result.unchanged++;
      if (one.mailed) result.mailed++;
    } catch (error) {
      if (!(error instanceof AdminError)) throw error;
      const [row] = await db()
        .select({ orderSeq: sampleRequests.orderSeq, createdAt: sampleRequests.createdAt })
        .from(sampleRequests)
        .where(eq(sampleRequests.id, id));
      result.refused.push({ orderNumber: row ? sampleOrderNumber(row.orderSeq, row.createdAt) : null, reason: error.message });
    }
  }
  return result;
}

/** The selected requests for the packing list and its address labels, oldest first (the order they are packed). */
export async function samplesForPacking(ids: string[]): Promise<AdminSampleRow[]> {
  const unique = [...new Set(ids)].slice(0, BULK_LIMIT);
  if (!unique.length) return [];
  const rows = (await db()
    .select(columns)
    .from(sampleRequests)
    .leftJoin(products, eq(products.id, sampleRequests.productId))
    .where(inArray(sampleRequests.id, unique))
    .orderBy(sampleRequests.createdAt, sampleRequests.id)) as Selected[];
  return rows.map(withOrderNumber);
}
