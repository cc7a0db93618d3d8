/**
 * Free-sample requests made by customers: validated, at most one open request per product
 * (partial unique index), created pending, rewarded with points once per product.
 */
import { and, asc, desc, eq, inArray, isNull, ne, sql, type InferInsertModel, type SQL } from "drizzle-orm";
import { db, type DbOrTx, type Tx } from "~/lib/server/db/client.server";
import { products, sampleRequests, user } from "~/db/schema";
import { inList, insertWhere } from "~/db/schema/sql-helpers";
import { countingHits, invalidPostAnswer, limitHits, rateLimitWait, type LimitedBy, type LimitHits } from "~/lib/server/rate-limit.server";
import { OPEN_SAMPLE_STATUSES, type SampleCancelReason, type SampleStatus } from "~/db/schema/enums";
import { sampleSchemaFor, type SampleAddressInput } from "~/validation/sample";
import { lockUnusedCoupon, markCouponUsed, unusedCoupons } from "./coupons.server";
import { formatBRL, formatPoints } from "~/i18n/format";
import { insertWithAward, reverseAward } from "./loyalty.server";
import { payDeadlineSql, quoteShipping, readSampleSettings, shippingCharged, type ShippingQuote } from "./shipping.server";
import { deliveryEstimate, payByText, paymentStatusLabel, sampleOrderNumber, type SamplePrefill } from "~/i18n/samples";
import type { PaymentStatus } from "~/db/schema/enums";
import { BRAND } from "~/lib/common/brand";
import { env } from "~/lib/server/env.server";
import { escapeHtml, mailButton, mailLayout, sendMail, type MailMessage } from "~/lib/server/mail.server";
import { pixPayload, pixQrSvg } from "~/lib/server/pix.server";
import { greeting } from "~/lib/common/person-name";
import { CANCELLED_ON_ERASURE, erasureFate } from "./sample-erasure";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { releaseSampleStock, SoldOutError, takeSampleStock } from "./sample-stock.server";

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
  | { ok: true; requestId: string; points: number; orderNumber: string; mailed: boolean }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; reason: "open" | "failed" | "soldOut"; message: string }
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
  const parsed = sampleSchemaFor(input).safeParse(input);
  if (!parsed.success) return invalidPostAnswer(parsed.error, options.limit);
  const form = parsed.data;
  try {
    // The fee is the server's: the region's fee from the table (zero when the store pays), never a figure sent by the browser.
    const quote = (await quoteShipping(form.state))!;
    const row = {
      userId,
      productId,
      status: "pending" as const,
      fullName: form.fullName,
      email: form.email,
      phone: form.phone,
      cpf: form.cpf,
      address: form.address,
      street: form.street,
      addressNumber: form.number,
      complement: form.complement,
      district: form.district,
      city: form.city,
      state: form.state,
      zipCode: form.zipCode,
      notes: form.notes,
    };
    // A coupon is spent only where there is a fee to pay (without PIX_KEY the store pays anyway).
    const coupon = form.coupon && quote.chargedCents > 0 ? form.coupon : null;
    const written = coupon
      ? await insertWithCoupon(row, coupon, options.limit)
      : await insertRequest(
          row,
          quote.chargedCents > 0
            ? { shippingFeeCents: quote.chargedCents, paymentStatus: "awaiting" }
            : { shippingFeeCents: 0, paymentStatus: "waived" },
          options.limit,
        );
    if ("coupon" in written) {
      const wait = options.limit ? await rateLimitWait(options.limit.limit, options.limit.keys) : null;
      return wait === null ? { ok: false, errors: { coupon: COUPON_UNAVAILABLE } } : { ok: false, reason: "limited", retryAfter: wait };
    }
    const { id, points, wait } = written;
    if (wait !== null) return { ok: false, reason: "limited", retryAfter: wait };
    if (!id) return { ok: false, reason: "open", message: SAMPLE_OPEN_MESSAGE };
    const ticket = (await sampleTickets(eq(sampleRequests.id, id), undefined, { pix: false }))[0];
    // The e-mail carries the "copia e cola" code only: no QR code is drawn for it.
    const code = awaitsPayment(ticket) ? samplePixCode(ticket.orderNumber, ticket.feeCents) : null;
    const to = await accountMailAddress(userId);
    const mailed = to ? await sendReceivedMail({ ...ticket, pix: code ? { code } : null }, { ...form, email: to }, quote, coupon) : false;
    return { ok: true, requestId: id, points, orderNumber: ticket.orderNumber, mailed };
  } catch (error) {
    if (error instanceof SoldOutError) return { ok: false, reason: "soldOut", message: error.message };
    console.error("[amostras] falha ao criar solicitação:", error);
    return { ok: false, reason: "failed", message: SAMPLE_ERROR_MESSAGE };
  }
}

/**
 * Where the mail about a customer's requests goes: the account's confirmed address, never the e-mail
 * typed in the form (kept on the request as contact data only). Null for an unconfirmed or anonymised
 * account, which gets no mail.
 */
export async function accountMailAddress(userId: string, tx: DbOrTx = db()): Promise<string | null> {
  const [row] = await tx.select({ email: user.email, verified: user.emailVerified }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.verified ? row.email : null;
}

export const COUPON_UNAVAILABLE = "Este cupom não está disponível: ele já foi usado ou não pertence à sua conta.";

type NewRequest = Omit<InferInsertModel<typeof sampleRequests>, "shippingFeeCents" | "paymentStatus">;
type Fee = { shippingFeeCents: number; paymentStatus: PaymentStatus };

function requestInsert(row: NewRequest, fee: Fee, hits: LimitHits | undefined) {
  return insertWhere(
    sampleRequests,
    { ...row, ...fee },
    hits?.allowed,
    // The index's own predicate, as literals: PostgreSQL matches the conflict target to the index by it.
    sql`on conflict (user_id, product_id) where ${inList("status", OPEN_SAMPLE_STATUSES)} do nothing returning id`,
  );
}

/**
 * The request and its points (one statement, insertWithAward), then one sample taken from the product's
 * stock, in one transaction: with none left (SoldOutError) nothing of it stays.
 */
async function insertRequest(row: NewRequest, fee: Fee, limit: LimitedBy | undefined) {
  const run = () =>
    db().transaction(async (tx) => {
      const hits = limit ? limitHits(limit.limit, limit.keys) : undefined;
      const written = await insertWithAward(requestInsert(row, fee, hits), row.userId, "sample_request", row.productId!, hits, tx);
      if (written.id) await takeSampleStock(tx, row.productId!);
      return written;
    });
  return limit ? countingHits(run) : run();
}

/**
 * The request with a free-shipping coupon, in one transaction: the coupon row is locked first (a second
 * request with the same code waits, then finds it used), the request is written with no fee, and the
 * coupon is marked as spent on it. Nothing is spent when the request is not written (already open, limit).
 */
async function insertWithCoupon(row: NewRequest, code: string, limit: LimitedBy | undefined) {
  const run = () =>
    db().transaction(async (tx) => {
      const coupon = await lockUnusedCoupon(tx, row.userId, code);
      if (!coupon) return { coupon: "unavailable" as const };
      const hits = limit ? limitHits(limit.limit, limit.keys) : undefined;
      const written = await insertWithAward(
        requestInsert(row, { shippingFeeCents: 0, paymentStatus: "waived" }, hits),
        row.userId,
        "sample_request",
        row.productId!,
        hits,
        tx,
      );
      if (written.id) {
        await takeSampleStock(tx, row.productId!);
        await markCouponUsed(tx, coupon.id, written.id);
      }
      return written;
    });
  return limit ? countingHits(run) : run();
}

/** A request's delivery address, as the form names its fields (`address` is the one line of older requests). */
export const sampleAddressColumns = {
  address: sampleRequests.address,
  street: sampleRequests.street,
  number: sampleRequests.addressNumber,
  complement: sampleRequests.complement,
  district: sampleRequests.district,
  city: sampleRequests.city,
  state: sampleRequests.state,
  zipCode: sampleRequests.zipCode,
};

/**
 * The address of the customer's last request, as the form asks it: older requests have one line only,
 * which goes in the street field to be completed. With its phone and CPF. Null when there is none
 * (or its delivery data was erased).
 */
export async function lastDeliveryAddress(
  userId: string,
): Promise<(NonNullable<SamplePrefill["address"]> & Pick<SamplePrefill, "phone" | "cpf">) | null> {
  const [row] = await db()
    .select({
      ...sampleAddressColumns,
      phone: sampleRequests.phone,
      cpf: sampleRequests.cpf,
    })
    .from(sampleRequests)
    .where(and(eq(sampleRequests.userId, userId), isNull(sampleRequests.personalDataErasedAt)))
    .orderBy(desc(sampleRequests.createdAt), desc(sampleRequests.id))
    .limit(1);
  if (!row) return null;
  const { address, street, number, district, ...rest } = row;
  return { ...rest, street: street ?? address, number: number ?? "", district: district ?? "" };
}

/** What the sample form offers a signed-in customer: the last address used, and the free-shipping coupons not used yet. */
export async function samplePrefill(userId: string): Promise<SamplePrefill> {
  const [last, coupons] = await Promise.all([lastDeliveryAddress(userId), shippingCharged() ? unusedCoupons(userId) : []]);
  const { phone = null, cpf = null, ...address } = last ?? {};
  return { address: last ? (address as NonNullable<SamplePrefill["address"]>) : null, phone, cpf, coupons: coupons.map((c) => c.code) };
}

// ── The customer's view of a request: order number, fee, payment and its Pix code ─────────────

export interface SamplePix {
  /** The "copia e cola" text. */
  code: string;
  /** The same code as a QR code (an SVG element made on the server from the code above). */
  qrSvg: string;
}

export interface SampleTicket {
  id: string;
  /** Null once the product was deleted. */
  productId: string | null;
  orderNumber: string;
  productName: string | null;
  productSlug: string | null;
  status: SampleStatus;
  paymentStatus: PaymentStatus;
  feeCents: number;
  trackingCode: string | null;
  createdAt: Date;
  /** When it was cancelled (its status is then rejected): by its customer, by the Pix deadline, with its account. */
  cancelledAt: Date | null;
  cancelReason: SampleCancelReason | null;
  /** While the fee awaits payment: when the Pix deadline ends (the request expires after it). */
  payBy: Date | null;
  /** When the fee was marked paid (null while awaiting, or when nothing was owed). */
  paidAt: Date | null;
  /** Where it goes (the one line, its parts as the form asks them, city, state, CEP); null once the delivery data was erased. */
  delivery: SampleDeliveryView | null;
  /** Only while the fee awaits payment and the store has a Pix key. */
  pix: SamplePix | null;
}

/** A request's delivery address; older requests have the one line only (their parts are empty). */
export interface SampleDeliveryView {
  address: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
  zipCode: string;
}

/** The Pix "copia e cola" code of a request's fee: the store's key, name and city, the amount, the order number as transaction id. */
export function samplePixCode(orderNumber: string, feeCents: number): string | null {
  const { pixKey, pixMerchantName, pixCity } = env();
  if (!pixKey || feeCents <= 0) return null;
  return pixPayload({
    key: pixKey,
    merchantName: pixMerchantName,
    city: pixCity,
    amountCents: feeCents,
    txid: orderNumber.replace(/-/g, ""),
  });
}

/** The code and its QR code, for a page that shows them. */
export async function samplePix(orderNumber: string, feeCents: number): Promise<SamplePix | null> {
  const code = samplePixCode(orderNumber, feeCents);
  return code ? { code, qrSvg: await pixQrSvg(code) } : null;
}

async function sampleTickets(where: SQL | undefined, limit?: number, options: { pix?: boolean } = {}): Promise<SampleTicket[]> {
  const query = db()
    .select({
      id: sampleRequests.id,
      orderSeq: sampleRequests.orderSeq,
      productId: sampleRequests.productId,
      productName: products.name,
      productSlug: products.slug,
      status: sampleRequests.status,
      paymentStatus: sampleRequests.paymentStatus,
      feeCents: sampleRequests.shippingFeeCents,
      trackingCode: sampleRequests.trackingCode,
      createdAt: sampleRequests.createdAt,
      paidAt: sampleRequests.paidAt,
      cancelledAt: sampleRequests.cancelledAt,
      cancelReason: sampleRequests.cancelReason,
      // The setting is read in this statement (a subquery), not by one of its own.
      deadline: payDeadlineSql(sampleRequests.createdAt),
      address: sampleRequests.address,
      street: sampleRequests.street,
      number: sampleRequests.addressNumber,
      complement: sampleRequests.complement,
      district: sampleRequests.district,
      city: sampleRequests.city,
      state: sampleRequests.state,
      zipCode: sampleRequests.zipCode,
      erasedAt: sampleRequests.personalDataErasedAt,
    })
    .from(sampleRequests)
    .leftJoin(products, eq(products.id, sampleRequests.productId))
    .where(where)
    .orderBy(desc(sampleRequests.createdAt), desc(sampleRequests.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return Promise.all(
    rows.map(async ({ orderSeq, address, street, number, complement, district, city, state, zipCode, erasedAt, deadline, ...row }) => {
      const orderNumber = sampleOrderNumber(orderSeq, row.createdAt);
      const delivery = erasedAt
        ? null
        : {
            address,
            street: street ?? "",
            number: number ?? "",
            complement: complement ?? "",
            district: district ?? "",
            city,
            state,
            zipCode,
          };
      const payBy = awaitsPayment(row) ? deadline : null;
      const ticket = { ...row, orderNumber, delivery, payBy, pix: null };
      return options.pix === false ? ticket : withPix(ticket);
    }),
  );
}

/** The user's requests for Minhas Amostras, newest first (the newest `limit`). */
export function mySampleTickets(userId: string, limit?: number): Promise<SampleTicket[]> {
  return sampleTickets(eq(sampleRequests.userId, userId), limit);
}

/** Whether a request's fee is still to be paid (a rejected request owes nothing). */
function awaitsPayment(ticket: Pick<SampleTicket, "paymentStatus" | "status">): boolean {
  return ticket.paymentStatus === "awaiting" && ticket.status !== "rejected";
}

/** A ticket with its Pix code while its fee awaits payment (the QR code is drawn here, for the one shown). */
export async function withPix(ticket: SampleTicket): Promise<SampleTicket> {
  return awaitsPayment(ticket) ? { ...ticket, pix: await samplePix(ticket.orderNumber, ticket.feeCents) } : ticket;
}

/**
 * The user's open requests (at most one per product), as their product pages show them
 * (models/viewer.server.ts), without their Pix codes: `withPix` adds the one a page shows.
 */
export function openSampleTickets(userId: string): Promise<SampleTicket[]> {
  return sampleTickets(and(eq(sampleRequests.userId, userId), inArray(sampleRequests.status, [...OPEN_SAMPLE_STATUSES])), undefined, {
    pix: false,
  });
}

/** "Recebemos sua solicitação": the summary, the fee and how to pay it (the Pix code), with the order number. */
/** A ticket as the e-mail about it needs it: its Pix code without the QR code. */
type MailedTicket = Omit<SampleTicket, "pix" | "paidAt" | "cancelledAt" | "cancelReason" | "payBy" | "delivery"> & {
  pix: Pick<SamplePix, "code"> | null;
};

export function sampleReceivedMail(
  ticket: MailedTicket,
  to: { fullName: string; email: string; address: string; city: string; state: string; zipCode: string },
  quote: Pick<ShippingQuote, "minDays" | "maxDays">,
  baseUrl: string,
  coupon: string | null = null,
): MailMessage {
  // No e-mail names a missing product: the line is left out instead.
  const product = ticket.productName;
  const fee = ticket.feeCents > 0 ? formatBRL(ticket.feeCents) : coupon ? `Grátis (cupom ${coupon})` : "Grátis (por nossa conta)";
  const estimate = deliveryEstimate(quote);
  const link = `${baseUrl}/dashboard?aba=amostras`;
  const html = [
    `<p>${escapeHtml(greeting(to.fullName))}</p>`,
    `<p>Recebemos sua solicitação de amostra grátis. Guarde o número do pedido: <strong>${escapeHtml(ticket.orderNumber)}</strong>.</p>`,
    `<p>${product ? `<strong>Produto:</strong> ${escapeHtml(product)}<br>` : ""}<strong>Entrega:</strong> ${escapeHtml(to.address)}, ${escapeHtml(to.city)} – ${escapeHtml(to.state)}, CEP ${escapeHtml(to.zipCode)}<br><strong>Frete:</strong> ${escapeHtml(fee)}<br><strong>Prazo estimado após o envio:</strong> ${escapeHtml(estimate)}</p>`,
  ];
  const text = [
    greeting(to.fullName),
    "",
    `Recebemos sua solicitação de amostra grátis. Número do pedido: ${ticket.orderNumber}`,
    "",
    ...(product ? [`Produto: ${product}`] : []),
    `Entrega: ${to.address}, ${to.city} – ${to.state}, CEP ${to.zipCode}`,
    `Frete: ${fee}`,
    `Prazo estimado após o envio: ${estimate}`,
  ];
  if (ticket.pix) {
    html.push(
      `<p><strong>Como pagar o frete:</strong> abra o app do seu banco, escolha Pix &gt; Copia e Cola e cole o código abaixo. Assim que o pagamento for confirmado, sua amostra segue para análise e envio.</p>`,
      `<p style="font-family:monospace;font-size:13px;word-break:break-all;background:#f7f3ea;padding:12px;border-radius:8px">${escapeHtml(ticket.pix.code)}</p>`,
    );
    text.push("", "Como pagar o frete: no app do seu banco, escolha Pix > Copia e Cola e cole o código:", ticket.pix.code);
  } else {
    const free = coupon
      ? `Você usou o cupom ${coupon}: o frete desta amostra é grátis, não há nada a pagar.`
      : "O frete desta amostra é por nossa conta: você não precisa pagar nada.";
    html.push(`<p>${escapeHtml(free)}</p>`);
    text.push("", free);
  }
  html.push(
    `<p>Status do pagamento: <strong>${escapeHtml(paymentStatusLabel(ticket.paymentStatus))}</strong></p>`,
    mailButton(link, "Acompanhar em Minhas Amostras"),
  );
  text.push(
    "",
    `Status do pagamento: ${paymentStatusLabel(ticket.paymentStatus)}`,
    `Acompanhe em Minhas Amostras: ${link}`,
    "",
    `Equipe ${BRAND.name}`,
  );
  return {
    to: to.email,
    subject: `Recebemos sua solicitação ${ticket.orderNumber} – ${BRAND.name}`,
    html: mailLayout("Recebemos sua solicitação", html.join("")),
    text: text.join("\n"),
  };
}

async function sendReceivedMail(
  ticket: MailedTicket,
  to: { fullName: string; email: string; address: string; city: string; state: string; zipCode: string },
  quote: ShippingQuote,
  coupon: string | null,
): Promise<boolean> {
  try {
    await sendMail(sampleReceivedMail(ticket, to, quote, env().baseUrl, coupon));
    return true;
  } catch (error) {
    console.error("[amostras] falha ao enviar e-mail de recebimento:", error);
    return false;
  }
}

/**
 * A rejected request takes back its product's sample_request points (loyalty's reverseAward) unless
 * another request of the same customer for that product still stands: the award is once per product,
 * so it belongs to the product's requests together. A reversal is final: setting the request back to
 * another status does not award again (a manual adjustment does, if the rejection was a mistake).
 */
export async function reverseSampleAward(tx: Tx, sample: typeof sampleRequests.$inferSelect, actorId: string | null, label?: string) {
  if (!sample.productId || sample.status === "rejected") return null;
  const [standing] = await tx
    .select({ id: sampleRequests.id })
    .from(sampleRequests)
    .where(
      and(
        eq(sampleRequests.userId, sample.userId),
        eq(sampleRequests.productId, sample.productId),
        ne(sampleRequests.id, sample.id),
        ne(sampleRequests.status, "rejected"),
      ),
    )
    .limit(1);
  if (standing) return null;
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, sample.productId)).limit(1);
  return reverseAward(tx, sample.userId, "sample_request", sample.productId, { detail: product?.name, createdBy: actorId, label });
}

/**
 * Everything a request gives back when it becomes rejected (cancelled by its customer, by the Pix
 * deadline, with its account, or rejected by the team): its sample to the product's stock and its
 * points (reverseSampleAward). Every path to rejected calls this, inside its transaction, with the row
 * as it was before.
 */
export async function releaseSampleRequest(tx: Tx, before: typeof sampleRequests.$inferSelect, actorId: string | null, label?: string) {
  await releaseSampleStock(tx, before);
  return reverseSampleAward(tx, before, actorId, label);
}

export const SAMPLE_CANCEL_TEXTS = {
  done: "Solicitação cancelada.",
  refund: "Como o frete já foi pago, nossa equipe de atendimento vai devolver o valor.",
  notPending: "Só uma solicitação pendente pode ser cancelada. Para as outras, fale com o atendimento.",
  notFound: "Solicitação não encontrada.",
} as const;

export type CancelSampleResult = { ok: true; refund: boolean } | { ok: false; message: string };

/**
 * Minhas Amostras: the customer cancels their own pending request. In one transaction it becomes
 * rejected with its cancellation time (shown as "Cancelado") and its points are reversed on the ledger;
 * a fee already paid goes to the refund step ("Frete a devolver" in the panel). The caller's tag is invalidated after the commit.
 */
export async function cancelOwnSample(userId: string, sampleId: string): Promise<CancelSampleResult> {
  const result = await db().transaction(async (tx): Promise<CancelSampleResult> => {
    const [before] = await tx
      .select()
      .from(sampleRequests)
      .where(and(eq(sampleRequests.id, sampleId), eq(sampleRequests.userId, userId)))
      .for("update");
    if (!before) return { ok: false, message: SAMPLE_CANCEL_TEXTS.notFound };
    if (before.status !== "pending") return { ok: false, message: SAMPLE_CANCEL_TEXTS.notPending };
    const now = new Date();
    await tx
      .update(sampleRequests)
      .set({
        status: "rejected",
        cancelledAt: now,
        cancelReason: "customer",
        refundStatus: before.paymentStatus === "paid" ? "due" : null,
        updatedAt: now,
      })
      .where(eq(sampleRequests.id, sampleId));
    await releaseSampleRequest(tx, before, null, "Amostra cancelada");
    await invalidateOnCommit(tx, Tags.user(userId));
    return { ok: true, refund: before.paymentStatus === "paid" };
  });
  return result;
}

// ── Minhas Amostras: the customer corrects the address of a pending request ────────────────────

export const SAMPLE_ADDRESS_TEXTS = {
  done: "Endereço corrigido.",
  feeChanged: (fee: string) => `O frete para o novo endereço é ${fee}: use o novo código Pix.`,
  notPending: "Só o endereço de uma solicitação pendente pode ser corrigido. Para as outras, fale com o atendimento.",
  notFound: SAMPLE_CANCEL_TEXTS.notFound,
  paidLess: "O frete para este endereço é maior que o valor já pago. Cancele a solicitação e peça de novo, ou fale com o atendimento.",
} as const;

export type CorrectAddressResult = { ok: true; feeCents: number; feeChanged: boolean } | { ok: false; message: string };

/**
 * The customer corrects the delivery address of their own pending request (no audit row: it is their
 * own data). While the fee awaits payment it follows the new address's region (and so does the Pix
 * code); a fee already paid never grows: a dearer region is refused. The panel reads the new address.
 */
export async function correctSampleAddress(userId: string, sampleId: string, input: SampleAddressInput): Promise<CorrectAddressResult> {
  const quote = (await quoteShipping(input.state))!;
  return db().transaction(async (tx): Promise<CorrectAddressResult> => {
    const [before] = await tx
      .select()
      .from(sampleRequests)
      .where(and(eq(sampleRequests.id, sampleId), eq(sampleRequests.userId, userId), isNull(sampleRequests.personalDataErasedAt)))
      .for("update");
    if (!before) return { ok: false, message: SAMPLE_ADDRESS_TEXTS.notFound };
    if (before.status !== "pending") return { ok: false, message: SAMPLE_ADDRESS_TEXTS.notPending };
    let fee = { shippingFeeCents: before.shippingFeeCents, paymentStatus: before.paymentStatus };
    if (before.paymentStatus === "awaiting") {
      fee = quote.chargedCents > 0 ? { ...fee, shippingFeeCents: quote.chargedCents } : { shippingFeeCents: 0, paymentStatus: "waived" };
    } else if (before.paymentStatus === "paid" && quote.chargedCents > before.shippingFeeCents) {
      return { ok: false, message: SAMPLE_ADDRESS_TEXTS.paidLess };
    }
    await tx
      .update(sampleRequests)
      .set({
        address: input.address,
        street: input.street,
        addressNumber: input.number,
        complement: input.complement,
        district: input.district,
        city: input.city,
        state: input.state,
        zipCode: input.zipCode,
        ...fee,
        updatedAt: new Date(),
      })
      .where(eq(sampleRequests.id, sampleId));
    await invalidateOnCommit(tx, Tags.user(userId));
    return { ok: true, feeCents: fee.shippingFeeCents, feeChanged: fee.shippingFeeCents !== before.shippingFeeCents };
  });
}

// ── The Pix deadline: unpaid requests expire ───────────────────────────────────────────────────

/** How many requests one run expires at most (the next run, an hour later, takes the rest). */
export const EXPIRE_BATCH = 200;

/** "Sua solicitação expirou": the deadline passed without the Pix, the request is cancelled and its points are back. */
export function sampleExpiredMail(
  sample: { fullName: string; email: string; orderNumber: string; productName: string | null; productSlug: string | null },
  options: { days: number; baseUrl: string },
): MailMessage {
  const product = sample.productName ? ` de ${sample.productName}` : "";
  const sentence = `O prazo de ${options.days} ${options.days === 1 ? "dia" : "dias"} para pagar o frete da sua amostra${product} terminou sem o pagamento, e a solicitação foi cancelada (Expirou sem pagamento). Os pontos que ela rendeu saíram do seu saldo.`;
  const again = "Se ainda quiser experimentar, é só pedir a amostra de novo.";
  const link = sample.productSlug ? `${options.baseUrl}/produto/${encodeURIComponent(sample.productSlug)}` : `${options.baseUrl}/produtos`;
  return {
    to: sample.email,
    subject: `Pedido ${sample.orderNumber} – prazo do Pix encerrado – ${BRAND.name}`,
    html: mailLayout(
      "Sua solicitação expirou",
      `<p>${escapeHtml(greeting(sample.fullName))}</p><p>${escapeHtml(sentence)}</p><p>Pedido: <strong>${escapeHtml(sample.orderNumber)}</strong></p><p>${escapeHtml(again)}</p>${mailButton(link, "Pedir de novo")}`,
    ),
    text: [
      greeting(sample.fullName),
      "",
      sentence,
      "",
      `Pedido: ${sample.orderNumber}`,
      "",
      `${again} ${link}`,
      "",
      `Equipe ${BRAND.name}`,
    ].join("\n"),
  };
}

/**
 * The periodic job's body: every pending request whose fee still awaits payment past its Pix deadline
 * is cancelled ("Expirou sem pagamento"), its points reversed on the ledger, its customer's e-mail queued,
 * all in one transaction. Rows are taken with SKIP LOCKED and changed only while still pending and
 * unpaid, so two runs at once (or a payment recorded at that moment) never expire one twice.
 */
export async function expireUnpaidSamples(now: Date = new Date()): Promise<{ expired: number }> {
  return db().transaction(async (tx) => {
    const { pixDeadlineDays } = await readSampleSettings(tx);
    const due = await tx
      .select()
      .from(sampleRequests)
      .where(
        and(
          eq(sampleRequests.status, "pending"),
          eq(sampleRequests.paymentStatus, "awaiting"),
          sql`${payDeadlineSql(sampleRequests.createdAt, pixDeadlineDays)} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(sampleRequests.createdAt))
      .limit(EXPIRE_BATCH)
      .for("update", { skipLocked: true });
    for (const before of due) {
      await tx
        .update(sampleRequests)
        .set({ status: "rejected", cancelledAt: now, cancelReason: "expired", updatedAt: now })
        .where(eq(sampleRequests.id, before.id));
      await releaseSampleRequest(tx, before, null, "Amostra expirada");
      const to = await accountMailAddress(before.userId, tx);
      if (to) {
        const [product] = before.productId
          ? await tx.select({ name: products.name, slug: products.slug }).from(products).where(eq(products.id, before.productId))
          : [];
        const mail = sampleExpiredMail(
          {
            fullName: before.fullName,
            email: to,
            orderNumber: sampleOrderNumber(before.orderSeq, before.createdAt),
            productName: product?.name ?? null,
            productSlug: product?.slug ?? null,
          },
          { days: pixDeadlineDays, baseUrl: env().baseUrl },
        );
        await sendMail(mail, { tx });
      }
      await invalidateOnCommit(tx, Tags.user(before.userId));
    }
    return { expired: due.length };
  });
}

// ── One reminder before the Pix deadline ──────────────────────────────────────────────────────

/** How long before the deadline's end the one reminder goes out. */
export const REMIND_BEFORE_HOURS = 24;

/** "Falta pouco para o prazo do Pix": the code again and the last day to pay. */
export function samplePixReminderMail(
  sample: { fullName: string; email: string; orderNumber: string; productName: string | null; feeCents: number; code: string },
  options: { deadline: Date; baseUrl: string },
): MailMessage {
  const product = sample.productName ? ` de ${sample.productName}` : "";
  const payBy = payByText(options.deadline);
  const sentence = `O frete da sua amostra${product} (${formatBRL(sample.feeCents)}) ainda não foi pago. ${payBy}: depois disso a solicitação é cancelada.`;
  const how = "No app do seu banco, escolha Pix > Copia e Cola e cole o código:";
  const link = `${options.baseUrl}/dashboard?aba=amostras`;
  return {
    to: sample.email,
    subject: `Pedido ${sample.orderNumber} – ${payBy} – ${BRAND.name}`,
    html: mailLayout(
      "Falta pouco para o prazo do Pix",
      [
        `<p>${escapeHtml(greeting(sample.fullName))}</p>`,
        `<p>${escapeHtml(sentence)}</p>`,
        `<p><strong>${escapeHtml(payBy)}</strong> · Pedido: <strong>${escapeHtml(sample.orderNumber)}</strong></p>`,
        `<p>${escapeHtml(how)}</p>`,
        `<p style="font-family:monospace;font-size:13px;word-break:break-all;background:#f7f3ea;padding:12px;border-radius:8px">${escapeHtml(sample.code)}</p>`,
        mailButton(link, "Ver em Minhas Amostras"),
      ].join(""),
    ),
    text: [
      greeting(sample.fullName),
      "",
      sentence,
      "",
      `${payBy} · Pedido: ${sample.orderNumber}`,
      "",
      how,
      sample.code,
      "",
      `Minhas Amostras: ${link}`,
      "",
      `Equipe ${BRAND.name}`,
    ].join("\n"),
  };
}

/**
 * The periodic job's other half: every pending request still awaiting its Pix whose deadline ends within
 * REMIND_BEFORE_HOURS gets ONE reminder (pix_reminded_at), queued on the mail queue (retried there if a
 * send fails) in the transaction that marks it, so a run that fails reminds nobody and a second run
 * reminds nobody twice. Rows are taken with SKIP LOCKED, as the expiry does.
 */
export async function remindUnpaidSamples(now: Date = new Date()): Promise<{ reminded: number }> {
  return db().transaction(async (tx) => {
    const { pixDeadlineDays } = await readSampleSettings(tx);
    const deadline = payDeadlineSql(sampleRequests.createdAt, pixDeadlineDays);
    const at = sql`${now.toISOString()}::timestamptz`;
    const due = await tx
      .select({ row: sampleRequests, deadline })
      .from(sampleRequests)
      .where(
        and(
          eq(sampleRequests.status, "pending"),
          eq(sampleRequests.paymentStatus, "awaiting"),
          isNull(sampleRequests.pixRemindedAt),
          isNull(sampleRequests.personalDataErasedAt),
          sql`${deadline} > ${at}`,
          sql`${deadline} - make_interval(hours => ${REMIND_BEFORE_HOURS}) <= ${at}`,
        ),
      )
      .orderBy(asc(sampleRequests.createdAt))
      .limit(EXPIRE_BATCH)
      .for("update", { of: sampleRequests, skipLocked: true });
    let reminded = 0;
    for (const { row, deadline: ends } of due) {
      await tx.update(sampleRequests).set({ pixRemindedAt: now }).where(eq(sampleRequests.id, row.id));
      const orderNumber = sampleOrderNumber(row.orderSeq, row.createdAt);
      const code = samplePixCode(orderNumber, row.shippingFeeCents);
      const to = code ? await accountMailAddress(row.userId, tx) : null;
      if (!code || !to) continue;
      const [product] = row.productId ? await tx.select({ name: products.name }).from(products).where(eq(products.id, row.productId)) : [];
      await sendMail(
        samplePixReminderMail(
          { fullName: row.fullName, email: to, orderNumber, productName: product?.name ?? null, feeCents: row.shippingFeeCents, code },
          { deadline: ends, baseUrl: env().baseUrl },
        ),
        { tx },
      );
      reminded++;
    }
    return { reminded };
  });
}

// ── An anonymisation closes the person's open requests ────────────────────────────────────────

/**
 * Inside the anonymisation's transaction, each of the person's requests (`own`: the account's, and those
 * made with its address) gets its fate (models/sample-erasure.ts): one not yet shipped is cancelled
 * ("Conta excluída") and its points reversed, and one whose fee was paid goes to the refund step ("Frete
 * a devolver"); one on its way goes on. Returns how many were cancelled, and how many of them to refund.
 */
export async function closeSamplesOfErasedIdentity(tx: Tx, own: SQL, now: Date): Promise<{ cancelled: number; refunds: number }> {
  const open = await tx
    .select()
    .from(sampleRequests)
    .where(and(own, inArray(sampleRequests.status, [...CANCELLED_ON_ERASURE]), isNull(sampleRequests.cancelledAt)))
    .orderBy(asc(sampleRequests.createdAt))
    .for("update");
  let cancelled = 0;
  let refunds = 0;
  for (const before of open) {
    const fate = erasureFate(before);
    if (fate !== "cancel" && fate !== "refund") continue;
    cancelled++;
    if (fate === "refund") refunds++;
    await tx
      .update(sampleRequests)
      .set({
        status: "rejected",
        cancelledAt: now,
        cancelReason: "account_deleted",
        refundStatus: fate === "refund" ? "due" : null,
        updatedAt: now,
      })
      .where(eq(sampleRequests.id, before.id));
    await releaseSampleRequest(tx, before, null, "Amostra cancelada");
  }
  return { cancelled, refunds };
}
