/** The back-office side of sample requests: list, filter, status changes (with the customer's e-mail), CSV. */
import { and, count, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { db, type Tx } from "~/lib/server/db/client.server";
import { products, sampleRequests } from "~/db/schema";
import {
  PAYMENT_STATUSES,
  SAMPLE_STATUSES,
  type PaymentStatus,
  type RefundStatus,
  type SampleCancelReason,
  type SampleStatus,
} from "~/db/schema/enums";
import { correiosTrackingUrl, orderSeqOf, paymentStatusLabel, sampleOrderNumber } from "~/i18n/samples";
import { foldSql, foldText } from "~/db/schema/sql-helpers";
import { formatBRL, formatDateTime, formatShortDate, TIME_ZONE } from "~/i18n/format";
import { sampleStatusInSentence, sampleStatusLabel } from "~/i18n/labels";
import { BRAND } from "~/lib/common/brand";
import { readSort, sortSpec, type SortState, type SortView } from "~/lib/common/list-sort";
import { env } from "~/lib/server/env.server";
import { escapeHtml, mailButton, mailLayout, sendMail, type MailMessage } from "~/lib/server/mail.server";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { pointsForAction } from "~/models/loyalty.server";
import { accountMailAddress, releaseSampleRequest } from "~/models/samples.server";
import { takeSampleStock } from "~/models/sample-stock.server";
import { SAMPLE_STOCK_TEXTS } from "~/models/sample-stock";
import { changesReviewBadge } from "~/models/reviews.server";
import type { SampleDispatchInput, SampleRefundInput, SampleStatusInput } from "~/validation/admin/sample";
import { checkSampleMove, TRANSITION_TEXTS, type SampleState } from "~/models/sample-transitions";
import { recordAudit, type AuditAction } from "./audit.server";
import { AdminError, containsPattern, pageOf, PAGE_SIZE, type Page } from "./errors.server";
import { toCsv } from "./csv.server";
import { orderFor } from "./sorting.server";
import { choiceParam, searchParam } from "./list-filter.server";
import { greeting } from "~/lib/common/person-name";
// The list's search, filters and CSV (issue 37, "find any sample").
import { gte, lt } from "drizzle-orm";
import { shippingFees } from "~/db/schema";
import { BR_STATES, SHIPPING_REGIONS, type BrState } from "~/db/schema/enums";
import { regionOf } from "~/i18n/samples";
import { DEFAULT_RATES } from "~/models/shipping.server";
import { maskCpf } from "~/validation/cpf";
import { TRACKING_CODE_PATTERN } from "~/validation/admin/sample";
import { readDayRange, type DayRange } from "./date-range.server";
import { OVERDUE_VALUE, SAMPLE_FILTER_PARAMS } from "~/lib/common/sample-filters";
import { TZDate } from "@date-fns/tz";
import { format as formatDate } from "date-fns/format";
import { pixAlertsSql, type PixAlert } from "~/models/pix-receipts.server";

export const MISSING_PRODUCT = "Produto não encontrado";

/** The product's name in a query joined to products, or MISSING_PRODUCT when it was deleted. */
export const productNameOrMissing = sql<string>`coalesce(${products.name}, ${MISSING_PRODUCT})`;

/** Statuses under which the shipment's tracking code still means something. */
const TRACKED: readonly SampleStatus[] = ["shipped", "delivered", "completed"];

/**
 * The orders Amostras offers (?ordem=), one per column of the table: the request's date (newest first
 * unless asked oldest first, to ship in turn), the customer's name, the delivery's UF and city, and the
 * status along the request's path (then its payment).
 */
export const SAMPLE_SORT = sortSpec(["pedido", "cliente", "entrega", "situacao"] as const, { key: "pedido", dir: "desc" });
export type SampleSortKey = (typeof SAMPLE_SORT.keys)[number];

export interface SampleFilters {
  status?: SampleStatus | "all";
  payment?: PaymentStatus | "all";
  /** The delivery's UF. */
  state?: BrState | "all";
  /** Requests made on these days (São Paulo), inclusive. */
  range?: DayRange | null;
  /** Only shipped requests past their region's delivery estimate. */
  overdue?: boolean;
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
  /** A paid fee owed back after a rejection or cancellation ("Frete a devolver"), then returned ("Pix devolvido"). */
  refundStatus: RefundStatus | null;
  refundedAt: Date | null;
  refundEndToEndId: string | null;
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
  refundStatus: sampleRequests.refundStatus,
  refundedAt: sampleRequests.refundedAt,
  refundEndToEndId: sampleRequests.refundEndToEndId,
  erased: sql<boolean>`${sampleRequests.personalDataErasedAt} is not null`,
  pixAlerts: pixAlertsSql,
};

type Selected = Omit<AdminSampleRow, "orderNumber"> & { orderSeq: number };

/** A selected row with its order number (AM-2026-000123). */
function withOrderNumber({ orderSeq, ...row }: Selected): AdminSampleRow {
  return { ...row, orderNumber: sampleOrderNumber(orderSeq, row.createdAt) };
}

export interface SampleFilterView {
  q: string;
  status: SampleStatus | "all";
  payment: PaymentStatus | "all";
  state: BrState | "all";
  /** The days as typed (yyyy-MM-dd), kept in the form even when they are refused. */
  from: string;
  to: string;
  range: DayRange | null;
  /** Why the typed days were refused (then the list is not filtered by date). */
  rangeError: string | null;
  overdue: boolean;
  sort: SortView<SampleSortKey>;
}

/**
 * The filters and order of the address (?q=&status=&pagamento=&uf=&de=&ate=&prazo=&ordem=), with anything
 * unknown read as "all" (or the default order); days that do not make a range are reported, not applied.
 */
export function sampleFilters(url: URL): SampleFilterView {
  const params = url.searchParams;
  const from = params.get(SAMPLE_FILTER_PARAMS.from)?.trim().slice(0, 10) ?? "";
  const to = params.get(SAMPLE_FILTER_PARAMS.to)?.trim().slice(0, 10) ?? "";
  const read = readDayRange({ from, to }, { optional: true });
  return {
    q: searchParam(params),
    status: choiceParam(params, "status", SAMPLE_STATUSES),
    payment: choiceParam(params, "pagamento", PAYMENT_STATUSES),
    state: choiceParam(params, SAMPLE_FILTER_PARAMS.state, BR_STATES),
    from,
    to,
    range: read.ok ? read.range : null,
    rangeError: read.ok ? null : read.message,
    overdue: params.get(SAMPLE_FILTER_PARAMS.overdue) === OVERDUE_VALUE,
    sort: readSort(params, SAMPLE_SORT),
  };
}

/** Whether the view filters anything (the empty list then says so). */
export function sampleFiltered(view: SampleFilterView): boolean {
  return Boolean(view.q || view.status !== "all" || view.payment !== "all" || view.state !== "all" || view.range || view.overdue);
}

/** The status's place along a request's path, so "Situação" orders pending → rejected rather than alphabetically. */
const statusRank = sql`array_position(array[${sql.join(
  SAMPLE_STATUSES.map((v) => sql`${v}`),
  sql`, `,
)}]::text[], ${sampleRequests.status})`;
const paymentRank = sql`array_position(array[${sql.join(
  PAYMENT_STATUSES.map((v) => sql`${v}`),
  sql`, `,
)}]::text[], ${sampleRequests.paymentStatus})`;

/** One key per column, then the request's date; the id last so pages never repeat or skip rows (sorting.server.ts). */
function orderOf(filters: SampleFilters): SQL[] {
  return orderFor(
    filters.sort ?? SAMPLE_SORT.fallback,
    {
      pedido: sampleRequests.createdAt,
      cliente: [foldSql(sql`${sampleRequests.fullName}`), sampleRequests.createdAt],
      entrega: [sampleRequests.state, foldSql(sql`${sampleRequests.city}`), sampleRequests.createdAt],
      situacao: [statusRank, paymentRank, sampleRequests.createdAt],
    },
    sampleRequests.id,
  );
}

/** Business days of a delivery estimate as calendar days: two weekend days for every five (holidays aside). */
function calendarDays(businessDays: SQL | number): SQL<number> {
  return sql<number>`(${businessDays} + 2 * ceil((${businessDays})::numeric / 5))::int`;
}

/**
 * The latest day a shipped request should have arrived by, from its region's delivery estimate (the fee
 * table's "até N dias úteis", or its default). A request has no shipping date of its own: its last change
 * (the one that marked it shipped with its tracking code) stands for it.
 */
function deliveryDueSql(): SQL {
  const arms = SHIPPING_REGIONS.map((region) => {
    const states = BR_STATES.filter((uf) => regionOf(uf) === region);
    const maxDays = sql`coalesce((select ${shippingFees.maxDays} from ${shippingFees} where ${shippingFees.region} = ${region}), ${DEFAULT_RATES[region].maxDays})`;
    return sql`when ${sampleRequests.state} in (${sql.join(
      states.map((uf) => sql`${uf}`),
      sql`, `,
    )}) then ${calendarDays(maxDays)}`;
  });
  return sql`(${sampleRequests.updatedAt} + make_interval(days => case ${sql.join(arms, sql` `)} else ${calendarDays(
    Math.max(...Object.values(DEFAULT_RATES).map((r) => r.maxDays)),
  )} end))`;
}

/** Shipped requests past their delivery estimate at `now` ("Entregas atrasadas"). */
export function deliveryOverdueSql(now: Date = new Date()): SQL {
  return sql`(${sampleRequests.status} = 'shipped' and ${deliveryDueSql()} < ${now})`;
}

/** A CPF as typed, with or without its mask ('123.456.789-09', '12345678909'), in the stored form; null for anything else. */
export function cpfSearchTerm(q: string): string | null {
  if (!/^[\d.\-\s]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  return digits.length === 11 ? maskCpf(digits) : null;
}

/** A Correios tracking code as typed (any case, spaces ignored), upper-cased as stored; null for anything else. */
export function trackingSearchTerm(q: string): string | null {
  const code = q.replace(/\s/g, "").toUpperCase();
  return TRACKING_CODE_PATTERN.test(code) ? code : null;
}

/**
 * Search by the tracking code, the CPF (with or without its mask) or the order number (AM-2026-000123),
 * each an exact match on its index; else by the customer's name, e-mail or city, or the product's name.
 * Then the filters: status, payment, UF, the days the request was made, overdue deliveries.
 */
function whereOf(filters: SampleFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.status && filters.status !== "all") where.push(eq(sampleRequests.status, filters.status));
  if (filters.payment && filters.payment !== "all") where.push(eq(sampleRequests.paymentStatus, filters.payment));
  if (filters.state && filters.state !== "all") where.push(eq(sampleRequests.state, filters.state));
  if (filters.range) where.push(gte(sampleRequests.createdAt, filters.range.start), lt(sampleRequests.createdAt, filters.range.end));
  if (filters.overdue) where.push(deliveryOverdueSql());
  const q = filters.q?.trim();
  if (q) {
    const tracking = trackingSearchTerm(q);
    const cpf = tracking ? null : cpfSearchTerm(q);
    const seq = tracking || cpf ? null : /^am/i.test(q) || /^\d+$/.test(q) ? orderSeqOf(q) : null;
    if (tracking) {
      where.push(eq(sampleRequests.trackingCode, tracking));
    } else if (cpf) {
      where.push(eq(sampleRequests.cpf, cpf));
    } else if (seq !== null) {
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

/** "2026-11-29T16:46:34-03:00": the instant in São Paulo time, ISO 8601 with its offset, for spreadsheets and scripts. */
export function isoLocalDateTime(value: Date): string {
  return formatDate(new TZDate(value.getTime(), TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** Cents as a number a pt-BR spreadsheet reads as one (decimal comma, no currency, no thousands): 1290 → "12,90". */
export function csvAmount(cents: number): string {
  return (cents / 100).toFixed(2).replace(".", ",");
}

/**
 * The filtered list as a spreadsheet for the shipping team (semicolon-separated, as Excel in pt-BR
 * expects): the formatted date and fee for reading, beside an ISO 8601 date and the fee as a number for
 * sorting and adding up; the delivery line as shown, then each part of the address in its own column
 * (requests made before the address had parts leave them empty).
 */
export async function samplesCsv(filters: SampleFilters): Promise<string> {
  const rows = (
    await db()
      .select({
        ...columns,
        street: sampleRequests.street,
        addressNumber: sampleRequests.addressNumber,
        complement: sampleRequests.complement,
        district: sampleRequests.district,
      })
      .from(sampleRequests)
      .leftJoin(products, eq(products.id, sampleRequests.productId))
      .where(whereOf(filters))
      .orderBy(...orderOf(filters))
      .limit(CSV_LIMIT)
  ).map(({ street, addressNumber, complement, district, ...row }) => ({
    ...withOrderNumber(row as Selected),
    parts: { street, addressNumber, complement, district },
  }));
  return toCsv(
    [
      "Pedido",
      "Data",
      "Data (ISO 8601)",
      "Status",
      "Frete",
      "Frete (R$)",
      "Pagamento",
      "Produto",
      "Nome",
      "E-mail",
      "Telefone",
      "CPF",
      "Endereço",
      "Logradouro",
      "Número",
      "Complemento",
      "Bairro",
      "Cidade",
      "UF",
      "CEP",
      "Observações",
      "Rastreio",
    ],
    rows.map((r) => [
      r.orderNumber,
      formatDateTime(r.createdAt),
      isoLocalDateTime(r.createdAt),
      sampleStatusLabel(r.status),
      formatBRL(r.shippingFeeCents),
      csvAmount(r.shippingFeeCents),
      paymentStatusLabel(r.paymentStatus),
      r.productName,
      r.fullName,
      r.email,
      r.phone ?? "",
      r.cpf ?? "",
      r.address,
      r.parts.street ?? "",
      r.parts.addressNumber ?? "",
      r.parts.complement ?? "",
      r.parts.district ?? "",
      r.city,
      r.state,
      r.zipCode,
      r.notes ?? "",
      r.trackingCode ?? "",
    ]),
  );
}

export type StatusChange =
  | { ok: false; reason: string }
  | {
      ok: true;
      /** "code": the same status with another tracking code (a correction). */
      kind: "forward" | "backward" | "code" | "none";
      changed: boolean;
      trackingCode: string | null;
      /** The customer is e-mailed: a move that mails, unless "Não avisar o cliente". */
      notify: boolean;
      /** A sample that just arrived: the mail invites a review of the product. */
      inviteReview: boolean;
      /** What the refund step becomes: a paid request rejected owes its fee; a reopened one no longer does. */
      refundStatus: RefundStatus | null;
    };

/**
 * What a status change does, by the one table of moves (models/sample-transitions.ts). The tracking
 * code is never wiped: a step back keeps it. "Enviado" needs one. The same status with another code is
 * a correction (its own e-mail, never the "Enviada" one again).
 */
export function sampleStatusChange(
  current: SampleState,
  input: { status: SampleStatus; trackingCode: string | null; reason?: string | null; silent?: boolean },
): StatusChange {
  const next = input.status;
  const silent = Boolean(input.silent);
  if (next === current.status) {
    const correction = TRACKED.includes(next) && input.trackingCode !== null && input.trackingCode !== current.trackingCode;
    if (!correction) {
      return {
        ok: true,
        kind: "none",
        changed: false,
        trackingCode: current.trackingCode,
        notify: false,
        inviteReview: false,
        refundStatus: current.refundStatus,
      };
    }
    if (current.erased) return { ok: false, reason: TRANSITION_TEXTS.erased };
    return {
      ok: true,
      kind: "code",
      changed: true,
      trackingCode: input.trackingCode,
      notify: !silent,
      inviteReview: false,
      refundStatus: current.refundStatus,
    };
  }
  const move = checkSampleMove(current, next);
  if (!move.ok) return move;
  if (move.kind === "backward" && !input.reason?.trim()) return { ok: false, reason: TRANSITION_TEXTS.needsReason };
  const trackingCode = input.trackingCode ?? current.trackingCode;
  if (next === "shipped" && !trackingCode) return { ok: false, reason: TRANSITION_TEXTS.needsCode };
  let refundStatus = current.refundStatus;
  if (next === "rejected" && current.paymentStatus === "paid") refundStatus = "due";
  if (current.status === "rejected" && refundStatus === "due") refundStatus = null;
  return {
    ok: true,
    kind: move.kind,
    changed: true,
    trackingCode,
    notify: move.mails && !silent,
    inviteReview: next === "delivered" && move.kind === "forward",
    refundStatus,
  };
}

/** The machine's view of a stored request. */
export function sampleStateOf(row: {
  status: SampleStatus;
  paymentStatus: PaymentStatus;
  trackingCode: string | null;
  cancelledAt: Date | null;
  refundStatus: RefundStatus | null;
  personalDataErasedAt?: Date | null;
  erased?: boolean;
}): SampleState {
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    trackingCode: row.trackingCode,
    cancelledAt: row.cancelledAt,
    refundStatus: row.refundStatus,
    erased: row.erased ?? Boolean(row.personalDataErasedAt),
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

/** A step back: the status is corrected, without the forward e-mail's words ("Boa notícia"…). */
const BACK_TEXT = (p: string | null, status: string) =>
  `Houve uma correção no andamento da sua solicitação de amostra${ofProduct(p)}: o status agora é <strong>${status}</strong>. Se tiver dúvidas, responda este e-mail.`;

/** The tracking code was corrected: the new code, never the "Enviada" e-mail again. */
const CODE_TEXT = (p: string | null) =>
  `O código de rastreio da sua amostra${ofProduct(p)} foi corrigido. Use o código abaixo para acompanhar a entrega.`;

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
  options: {
    inviteReview: boolean;
    reviewPoints: number;
    baseUrl: string;
    /** "backward": a step back; "code": the tracking code corrected. Forward by default. */
    kind?: "forward" | "backward" | "code";
    /** A paid fee owed back (a rejection): the customer is told it will be returned by Pix. */
    refundCents?: number | null;
  },
): MailMessage {
  const status = sampleStatusInSentence(sample.status);
  const product = sample.productName ? escapeHtml(sample.productName) : null;
  const kind = options.kind ?? "forward";
  const sentence = (p: string | null) =>
    kind === "code" ? CODE_TEXT(p) : kind === "backward" ? BACK_TEXT(p, escapeHtml(status)) : STATUS_TEXT[sample.status](p);
  const parts = [
    `<p>${escapeHtml(greeting(sample.fullName))}</p>`,
    `<p>${sentence(product)}</p>`,
    `<p>Pedido: <strong>${escapeHtml(sample.orderNumber)}</strong><br>Status atual: <strong>${escapeHtml(status)}</strong></p>`,
  ];
  const text = [
    greeting(sample.fullName),
    "",
    sentence(sample.productName).replace(/<[^>]+>/g, ""),
    "",
    `Pedido: ${sample.orderNumber}`,
    `Status atual: ${status}`,
  ];
  if (options.refundCents) {
    const refund = `O frete de ${formatBRL(options.refundCents)} que você pagou será devolvido por Pix. Avisaremos você por e-mail quando a devolução for feita.`;
    parts.push(`<p>${escapeHtml(refund)}</p>`);
    text.push("", refund);
  }
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
  const what = kind === "code" ? "código de rastreio corrigido" : status;
  return {
    to: sample.email,
    subject: `Pedido ${sample.orderNumber} – sua amostra${sample.productName ? ` de ${sample.productName}` : ""}: ${what} – ${BRAND.name}`,
    html: mailLayout(kind === "code" ? "Código de rastreio corrigido" : `Amostra ${status.toLowerCase()}`, parts.join("")),
    text: text.join("\n"),
  };
}

export const ERASED_SAMPLE_MESSAGE = TRANSITION_TEXTS.erased;

/** On an erased request only the parcel already on its way may still be marked as arrived. */
export function erasedStatusAllowed(current: SampleStatus, next: SampleStatus): boolean {
  return (current === "shipped" && (next === "delivered" || next === "completed")) || (current === "delivered" && next === "completed");
}

export const AWAITING_PAYMENT_MESSAGE = TRANSITION_TEXTS.awaitingPayment;

/** A tracking code already on another request: a scanner read the wrong parcel, or a code was typed twice. */
async function codeTakenBy(tx: Tx, code: string, id: string): Promise<string | null> {
  const [other] = await tx
    .select({ orderSeq: sampleRequests.orderSeq, createdAt: sampleRequests.createdAt })
    .from(sampleRequests)
    .where(and(eq(sampleRequests.trackingCode, code), ne(sampleRequests.id, id)))
    .limit(1);
  return other ? sampleOrderNumber(other.orderSeq, other.createdAt) : null;
}

/**
 * Moves the request along the table of moves (models/sample-transitions.ts), records it (with the
 * reason of a step back) and queues the customer's e-mail unless "Não avisar o cliente", in one
 * transaction. A forbidden move throws an AdminError that says why.
 */
export async function updateSampleStatus(
  input: Pick<SampleStatusInput, "id" | "status" | "trackingCode"> & { reason?: string | null; silent?: boolean },
  actorId: string,
): Promise<{ changed: boolean; mailed: boolean }> {
  const result = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(sampleRequests).where(eq(sampleRequests.id, input.id)).for("update");
    if (!before) throw new AdminError("Solicitação não encontrada.");
    // Decided under the row's lock: a payment recorded at the same moment is seen, never half-seen.
    const change = sampleStatusChange(sampleStateOf(before), input);
    if (!change.ok) throw new AdminError(change.reason);
    if (!change.changed) return { change, mailed: false };
    if (change.trackingCode && change.trackingCode !== before.trackingCode) {
      const taken = await codeTakenBy(tx, change.trackingCode, before.id);
      if (taken) throw new AdminError(`O código ${change.trackingCode} já está no pedido ${taken}.`);
    }
    const [after] = await tx
      .update(sampleRequests)
      .set({ status: input.status, trackingCode: change.trackingCode, refundStatus: change.refundStatus, updatedAt: new Date() })
      .where(eq(sampleRequests.id, input.id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: "sample_request.status",
      entity: "sample_request",
      entityId: input.id,
      before: { status: before.status, trackingCode: before.trackingCode, fullName: before.fullName },
      after: {
        status: after.status,
        trackingCode: after.trackingCode,
        fullName: after.fullName,
        ...(input.reason ? { reason: input.reason } : {}),
        ...(change.refundStatus !== before.refundStatus ? { refundStatus: change.refundStatus } : {}),
        notified: change.notify,
      },
    });
    if (input.status === "rejected") await releaseSampleRequest(tx, before, actorId);
    // Reopened: the request needs its sample again (refused when none is left).
    if (before.status === "rejected" && input.status !== "rejected" && before.productId)
      await takeSampleStock(tx, before.productId, () => new AdminError(SAMPLE_STOCK_TEXTS.reopenRefused));
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
        {
          inviteReview: change.inviteReview,
          reviewPoints: await pointsForAction("product_review", tx),
          baseUrl: env().baseUrl,
          kind: change.kind === "none" ? "forward" : change.kind,
          refundCents: change.refundStatus === "due" && before.refundStatus !== "due" ? after.shippingFeeCents : null,
        },
      );
      await sendMail(mail, { tx });
    }
    // The customer's points (a rejection's reversal) and their product page's open request (models/viewer.server.ts).
    await invalidateOnCommit(tx, Tags.user(after.userId));
    // A delivery gives the customer's published review its badge "Recebeu amostra grátis" (the public list).
    if (await changesReviewBadge(tx, after, before.status, after.status)) await invalidateOnCommit(tx, Tags.catalog);
    return { change, mailed: Boolean(to) };
  });
  // The e-mail was queued in the transaction (counted by the bulk change as sent).
  return { changed: result.change.changed, mailed: result.mailed };
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
 * Undoes "Marcar como pago" or "Isentar frete" (pressed by mistake): the fee awaits payment again. Only
 * while the request is still pending (an approved one needs its payment), with a reason kept in the
 * audit trail. The customer is not e-mailed: the Pix code of Minhas Amostras simply shows again.
 */
export async function undoSamplePayment(id: string, reason: string, actorId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const [before] = await tx.select().from(sampleRequests).where(eq(sampleRequests.id, id)).for("update");
    if (!before) throw new AdminError("Solicitação não encontrada.");
    if (before.personalDataErasedAt) throw new AdminError(ERASED_SAMPLE_MESSAGE);
    if (before.paymentStatus === "awaiting") throw new AdminError("O frete desta solicitação já aguarda pagamento.");
    if (before.shippingFeeCents <= 0) throw new AdminError("Esta solicitação não tem frete a pagar.");
    if (before.status !== "pending" || before.cancelledAt) {
      throw new AdminError("Só o pagamento de uma solicitação pendente pode ser desfeito. Volte-a para Pendente antes, com o motivo.");
    }
    const [row] = await tx
      .update(sampleRequests)
      .set({ paymentStatus: "awaiting", paidAt: null, updatedAt: new Date() })
      .where(eq(sampleRequests.id, id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: "sample_request.payment_undone",
      entity: "sample_request",
      entityId: id,
      before: { paymentStatus: before.paymentStatus, shippingFeeCents: before.shippingFeeCents, fullName: before.fullName },
      after: { paymentStatus: row.paymentStatus, shippingFeeCents: row.shippingFeeCents, fullName: row.fullName, reason },
    });
    await invalidateOnCommit(tx, Tags.user(row.userId));
  });
}

// ── The refund step: a paid fee of a rejected or cancelled request goes back by Pix ─────────────

/** The day typed (yyyy-MM-dd) at noon in Brasília, so it reads as that day in any report. */
export function refundDay(isoDay: string): Date {
  const [y, m, d] = isoDay.split("-").map(Number);
  return new TZDate(y, m - 1, d, 12, 0, 0, TIME_ZONE);
}

/** "Devolvemos o frete": the amount, the day and the Pix's end-to-end id. */
export function sampleRefundMail(sample: {
  fullName: string;
  email: string;
  orderNumber: string;
  productName: string | null;
  shippingFeeCents: number;
  refundedAt: Date;
  endToEndId: string;
}): MailMessage {
  const sentence = (product: string) =>
    `Devolvemos por Pix o frete de ${formatBRL(sample.shippingFeeCents)} da sua amostra${product}, em ${formatShortDate(sample.refundedAt)}.`;
  const line = sentence(ofProduct(sample.productName ? escapeHtml(sample.productName) : null));
  const plain = sentence(sample.productName ? ` de ${sample.productName}` : "");
  return {
    to: sample.email,
    subject: `Pedido ${sample.orderNumber} – frete devolvido – ${BRAND.name}`,
    html: mailLayout(
      "Frete devolvido",
      `<p>${escapeHtml(greeting(sample.fullName))}</p><p>${line}</p><p>Pedido: <strong>${escapeHtml(sample.orderNumber)}</strong><br>Identificador do Pix (end-to-end): <strong>${escapeHtml(sample.endToEndId)}</strong></p>`,
    ),
    text: [
      greeting(sample.fullName),
      "",
      plain,
      "",
      `Pedido: ${sample.orderNumber}`,
      `Identificador do Pix (end-to-end): ${sample.endToEndId}`,
      "",
      `Equipe ${BRAND.name}`,
    ].join("\n"),
  };
}

export const REFUND_TEXTS = {
  notDue: "Esta solicitação não tem frete a devolver.",
  already: "A devolução do frete desta solicitação já foi registrada.",
  future: "A data da devolução não pode ser depois de hoje.",
  beforePaid: "A data da devolução não pode ser antes do pagamento do frete.",
  taken: "Este identificador já foi registrado em outra devolução.",
} as const;

/**
 * Records "Pix devolvido" once: under the row's lock, only a request owing its fee changes; the
 * audit row and the customer's e-mail go in the same transaction (none when the account is gone).
 */
export async function recordSampleRefund(input: SampleRefundInput, actorId: string, now: Date = new Date()): Promise<{ mailed: boolean }> {
  const refundedAt = refundDay(input.refundedOn);
  if (Number.isNaN(refundedAt.getTime())) throw new AdminError("Informe a data da devolução.");
  if (refundedAt.getTime() > now.getTime() + 12 * 3_600_000) throw new AdminError(REFUND_TEXTS.future);
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(sampleRequests).where(eq(sampleRequests.id, input.id)).for("update");
    if (!before) throw new AdminError("Solicitação não encontrada.");
    if (before.refundStatus === "refunded") throw new AdminError(REFUND_TEXTS.already);
    if (before.refundStatus !== "due") throw new AdminError(REFUND_TEXTS.notDue);
    if (before.paidAt && refundedAt.getTime() < before.paidAt.getTime() - 12 * 3_600_000) throw new AdminError(REFUND_TEXTS.beforePaid);
    const [taken] = await tx
      .select({ id: sampleRequests.id })
      .from(sampleRequests)
      .where(eq(sampleRequests.refundEndToEndId, input.endToEndId))
      .limit(1);
    if (taken) throw new AdminError(REFUND_TEXTS.taken);
    const [row] = await tx
      .update(sampleRequests)
      .set({ refundStatus: "refunded", refundedAt, refundEndToEndId: input.endToEndId, updatedAt: new Date() })
      .where(eq(sampleRequests.id, input.id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: "sample_request.refund",
      entity: "sample_request",
      entityId: input.id,
      before: { refundStatus: before.refundStatus, shippingFeeCents: before.shippingFeeCents, fullName: before.fullName },
      after: {
        refundStatus: row.refundStatus,
        shippingFeeCents: row.shippingFeeCents,
        fullName: row.fullName,
        refundedAt: row.refundedAt,
        refundEndToEndId: row.refundEndToEndId,
      },
    });
    const to = await accountMailAddress(row.userId, tx);
    if (to) {
      const [product] = row.productId
        ? await tx.select({ name: products.name }).from(products).where(eq(products.id, row.productId)).limit(1)
        : [];
      await sendMail(
        sampleRefundMail({
          fullName: row.fullName,
          email: to,
          orderNumber: sampleOrderNumber(row.orderSeq, row.createdAt),
          productName: product?.name ?? null,
          shippingFeeCents: row.shippingFeeCents,
          refundedAt,
          endToEndId: input.endToEndId,
        }),
        { tx },
      );
    }
    await invalidateOnCommit(tx, Tags.user(row.userId));
    return { mailed: Boolean(to) };
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
export const BULK_SHIPPED_MESSAGE =
  "Para marcar como Enviado, use “Despachar selecionados”: cada amostra precisa do seu código de rastreio.";

export async function bulkUpdateSampleStatus(
  ids: string[],
  status: SampleStatus,
  actorId: string,
  options: { silent?: boolean } = {},
): Promise<BulkResult> {
  if (!ids.length) throw new AdminError("Selecione ao menos uma solicitação.");
  if (ids.length > BULK_LIMIT) throw new AdminError(`Selecione no máximo ${BULK_LIMIT} solicitações por vez.`);
  if (status === "shipped") throw new AdminError(BULK_SHIPPED_MESSAGE);
  return eachSample(
    [...new Set(ids)].map((id) => ({ id, trackingCode: null })),
    (item) => updateSampleStatus({ id: item.id, status, trackingCode: null, silent: options.silent }, actorId),
  );
}

/**
 * The dispatch screen: each request becomes Enviado with its own code, one by one (its own lock, check,
 * audit row and e-mail with its code), so one refused request (not approved, unpaid, a code already
 * used) leaves the others shipped.
 */
export async function dispatchSamples(input: SampleDispatchInput, actorId: string): Promise<BulkResult> {
  if (input.items.length > BULK_LIMIT) throw new AdminError(`Selecione no máximo ${BULK_LIMIT} solicitações por vez.`);
  return eachSample(input.items, (item) =>
    updateSampleStatus({ id: item.id, status: "shipped", trackingCode: item.trackingCode, silent: input.silent }, actorId),
  );
}

async function eachSample<T extends { id: string }>(
  items: T[],
  change: (item: T) => Promise<{ changed: boolean; mailed: boolean }>,
): Promise<BulkResult> {
  const result: BulkResult = { changed: 0, unchanged: 0, refused: [], mailed: 0 };
  for (const item of items) {
    const id = item.id;
    try {
      const one = await change(item);
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

// ── The dispatch screen: which selected requests may ship, and why the others may not ────────────

export interface DispatchRow extends AdminSampleRow {
  /** Why it cannot be marked Enviado now; null when it can. */
  blocker: string | null;
}

/** Why a request cannot ship now (the rules the machine applies on "Enviado"), or null. */
export function dispatchBlocker(
  row: Pick<AdminSampleRow, "status" | "paymentStatus" | "cancelledAt" | "erased" | "trackingCode" | "shippingFeeCents">,
): string | null {
  if (row.cancelledAt) return "Cancelada.";
  if (row.erased) return "Dados de entrega apagados.";
  if (row.status === "rejected") return "Rejeitada.";
  if (row.status !== "approved" && row.status !== "pending") {
    return `Já está ${sampleStatusInSentence(row.status).toLowerCase()}${row.trackingCode ? ` (${row.trackingCode})` : ""}.`;
  }
  if (row.paymentStatus === "awaiting") return `Frete de ${formatBRL(row.shippingFeeCents)} aguardando pagamento.`;
  if (row.status === "pending") return "Ainda não aprovada.";
  return null;
}

/** The selected requests for the dispatch screen, oldest first, each with what keeps it from shipping. */
export async function samplesForDispatch(ids: string[]): Promise<DispatchRow[]> {
  const unique = [...new Set(ids)].slice(0, BULK_LIMIT);
  if (!unique.length) return [];
  const rows = (await db()
    .select(columns)
    .from(sampleRequests)
    .leftJoin(products, eq(products.id, sampleRequests.productId))
    .where(inArray(sampleRequests.id, unique))
    .orderBy(sampleRequests.createdAt, sampleRequests.id)) as Selected[];
  return rows.map(withOrderNumber).map((row) => ({ ...row, blocker: dispatchBlocker(row) }));
}
