/**
 * Data-removal requests (LGPD art. 18): each gets a protocol number (LGPD-2026-000123, one sequence
 * per year), is linked to the signed-in user when there is one, and the requester gets a receipt by
 * e-mail. The privacy team is told about every new request.
 */
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { TZDate } from "@date-fns/tz";
import { db, type Db, type DbOrTx } from "~/db/client.server";
import { dataRemovalRequests, profiles, user } from "~/db/schema";
import type { RequestStatus } from "~/db/schema/enums";
import { BRAND } from "~/lib/brand";
import { invalidate, Tags } from "~/lib/cache.server";
import { REQUEST_WARNING_DAYS } from "~/i18n/privacy";
import { recordAudit } from "./admin/audit.server";
import { eraseIdentity, holdingsFor, holdingsForMany, type Holdings, type Removed } from "./anonymisation.server";
import { env } from "~/lib/env.server";
import { escapeHtml, mailButton, mailLayout, sendMail, type MailMessage } from "~/lib/mail.server";
import type { Limit } from "~/lib/rate-limit.server";
import { formatDateTime, TIME_ZONE } from "~/i18n/format";
import { POLICY } from "~/i18n/policies";
import type { DataRemovalInput } from "~/validation/privacy";

/** Per IP and per e-mail. */
export const PRIVACY_REQUEST_LIMIT: Limit = { name: "privacy-request", max: 5, windowSeconds: 60 * 60 };

/** Serialises protocol numbering across connections and processes (transaction-scoped advisory lock). */
const PROTOCOL_LOCK = 7_180_001;

export function formatProtocol(year: number, sequence: number): string {
  return `LGPD-${year}-${String(sequence).padStart(6, "0")}`;
}

/** The protocol year follows the calendar in São Paulo. */
export function protocolYear(at: Date): number {
  return new TZDate(at.getTime(), TIME_ZONE).getFullYear();
}

export interface PrivacyRequestCreated {
  id: string;
  protocol: string;
  email: string;
  createdAt: Date;
  /** The receipt is queued with the request (in its transaction), so this is true whenever a request is stored. */
  receiptSent: boolean;
}

type Send = (message: MailMessage, options: { tx: DbOrTx }) => Promise<void>;

/** Stores the request with the next protocol number of the year and queues the receipt and the privacy team's notice, in one transaction. */
export async function createDataRemovalRequest(
  input: DataRemovalInput & { userId?: string | null },
  options: { database?: Db; send?: Send; now?: Date } = {},
): Promise<PrivacyRequestCreated> {
  const database = options.database ?? db();
  const now = options.now ?? new Date();
  const year = protocolYear(now);
  const prefix = `LGPD-${year}-`;
  const row = await database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PROTOCOL_LOCK})`);
    const result = await tx.execute<{ last: number | string | null }>(sql`
      select max(split_part(${dataRemovalRequests.protocol}, '-', 3)::int) as last
      from ${dataRemovalRequests} where ${dataRemovalRequests.protocol} like ${`${prefix}%`}`);
    const last = Number((result as unknown as { rows: { last: number | string | null }[] }).rows[0]?.last ?? 0);
    const [created] = await tx
      .insert(dataRemovalRequests)
      .values({
        protocol: formatProtocol(year, last + 1),
        userId: input.userId ?? null,
        email: input.email,
        fullName: input.fullName,
        reason: input.reason,
        createdAt: now,
      })
      .returning();
    const send = options.send ?? sendMail;
    await send(receiptMail(created), { tx });
    await send(privacyTeamMail(created), { tx });
    return created;
  });
  return { id: row.id, protocol: row.protocol, email: row.email, createdAt: row.createdAt, receiptSent: true };
}

interface RequestForMail {
  protocol: string;
  fullName: string;
  email: string;
  reason: string | null;
  createdAt: Date;
}

export function receiptSubject(protocol: string): string {
  return `Recebemos sua solicitação de privacidade – protocolo ${protocol}`;
}

/** The requester's receipt, with the protocol number. */
export function receiptMail(request: RequestForMail): MailMessage {
  const { baseUrl } = env();
  const when = formatDateTime(request.createdAt);
  const body = `<p>Olá, ${escapeHtml(request.fullName)}.</p>
<p>Recebemos sua solicitação de remoção de dados pessoais. Guarde o número de protocolo abaixo para acompanhar o pedido:</p>
<p style="margin:20px 0;padding:14px 18px;background:#eef6ef;border-radius:8px;font-size:18px"><strong>Protocolo: ${escapeHtml(request.protocol)}</strong><br><span style="font-size:14px;color:#5b665b">Recebida em ${escapeHtml(when)}</span></p>
<p>Sua solicitação será processada em até ${POLICY.privacyRequestDays} dias. Removeremos os dados ligados a ${escapeHtml(request.email)}, exceto os que a lei nos obriga a guardar (por exemplo, registros fiscais), como explicado na nossa Política de Privacidade.</p>
<p>Se você tem conta no site, acompanhe a situação do pedido em Minha Conta. Se não foi você quem fez esta solicitação, responda para ${escapeHtml(BRAND.privacyEmail)} informando o protocolo.</p>
${mailButton(`${baseUrl}/lgpd`, "Ler a Política de Privacidade")}`;
  const text = [
    `Olá, ${request.fullName}.`,
    "",
    "Recebemos sua solicitação de remoção de dados pessoais.",
    `Protocolo: ${request.protocol}`,
    `Recebida em ${when}`,
    "",
    `Sua solicitação será processada em até ${POLICY.privacyRequestDays} dias. Removeremos os dados ligados a ${request.email}, exceto os que a lei nos obriga a guardar (por exemplo, registros fiscais).`,
    "",
    `Se você tem conta no site, acompanhe a situação do pedido em Minha Conta. Se não foi você quem fez esta solicitação, escreva para ${BRAND.privacyEmail} informando o protocolo.`,
    "",
    `Política de Privacidade: ${baseUrl}/lgpd`,
  ].join("\n");
  const subject = receiptSubject(request.protocol);
  return { to: request.email, replyTo: BRAND.privacyEmail, subject, html: mailLayout(subject, body), text };
}

/** Tells the privacy team (encarregado) about a new request. */
export function privacyTeamMail(request: RequestForMail): MailMessage {
  const { baseUrl } = env();
  const subject = `Nova solicitação de remoção de dados – ${request.protocol}`;
  const reason = request.reason ? escapeHtml(request.reason).replace(/\r?\n/g, "<br>") : "<em>não informado</em>";
  const body = `<p>Uma nova solicitação de remoção de dados chegou pelo site. Prazo de atendimento: ${POLICY.privacyRequestDays} dias.</p>
<p><strong>Protocolo:</strong> ${escapeHtml(request.protocol)}<br><strong>Nome:</strong> ${escapeHtml(request.fullName)}<br><strong>E-mail:</strong> ${escapeHtml(request.email)}<br><strong>Recebida em:</strong> ${escapeHtml(formatDateTime(request.createdAt))}</p>
<p><strong>Motivo:</strong><br>${reason}</p>
${mailButton(`${baseUrl}/admin-panel/privacidade`, "Abrir no painel")}`;
  const text = [
    "Uma nova solicitação de remoção de dados chegou pelo site.",
    `Protocolo: ${request.protocol}`,
    `Nome: ${request.fullName}`,
    `E-mail: ${request.email}`,
    `Recebida em: ${formatDateTime(request.createdAt)}`,
    `Motivo: ${request.reason ?? "não informado"}`,
    "",
    `Painel: ${baseUrl}/admin-panel/privacidade`,
  ].join("\n");
  return { to: BRAND.privacyEmail, replyTo: request.email, subject, html: mailLayout(subject, body), text };
}

export interface PrivacyRequestSummary {
  id: string;
  protocol: string;
  status: RequestStatus;
  createdAt: Date;
  handledAt: Date | null;
}

/**
 * The user's privacy requests, newest first: those made while signed in, and those made with the
 * account's e-mail address without signing in.
 */
export async function listPrivacyRequests(userId: string, database: Db = db()): Promise<PrivacyRequestSummary[]> {
  const ownEmail = database.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  return database
    .select({
      id: dataRemovalRequests.id,
      protocol: dataRemovalRequests.protocol,
      status: dataRemovalRequests.status,
      createdAt: dataRemovalRequests.createdAt,
      handledAt: dataRemovalRequests.handledAt,
    })
    .from(dataRemovalRequests)
    .where(or(eq(dataRemovalRequests.userId, userId), inArray(dataRemovalRequests.email, ownEmail)))
    .orderBy(desc(dataRemovalRequests.createdAt), desc(dataRemovalRequests.protocol));
}

/**
 * Marks a request as handled by an admin and queues the requester's notice in the same transaction.
 * Returns false when the request does not exist or was already handled (so the requester is told once).
 */
export async function markPrivacyRequestHandled(
  id: string,
  adminId: string,
  options: { database?: Db; send?: Send } = {},
): Promise<boolean> {
  return (options.database ?? db()).transaction(async (tx) => {
    const [row] = await tx
      .update(dataRemovalRequests)
      .set({ status: "handled", handledAt: new Date(), handledBy: adminId })
      .where(and(eq(dataRemovalRequests.id, id), eq(dataRemovalRequests.status, "pending")))
      .returning();
    if (!row) return false;
    await (options.send ?? sendMail)(handledMail(row), { tx });
    return true;
  });
}

export function handledMail(request: RequestForMail): MailMessage {
  const subject = `Sua solicitação de privacidade foi atendida – protocolo ${request.protocol}`;
  const body = `<p>Olá, ${escapeHtml(request.fullName)}.</p>
<p>Sua solicitação de remoção de dados (protocolo <strong>${escapeHtml(request.protocol)}</strong>) foi atendida. Os dados ligados a ${escapeHtml(request.email)} foram removidos ou anonimizados, exceto os que a lei nos obriga a guardar.</p>
<p>Dúvidas? Escreva para ${escapeHtml(BRAND.privacyEmail)} (${escapeHtml(BRAND.privacyHours)}).</p>`;
  const text = [
    `Olá, ${request.fullName}.`,
    "",
    `Sua solicitação de remoção de dados (protocolo ${request.protocol}) foi atendida. Os dados ligados a ${request.email} foram removidos ou anonimizados, exceto os que a lei nos obriga a guardar.`,
    "",
    `Dúvidas? Escreva para ${BRAND.privacyEmail} (${BRAND.privacyHours}).`,
  ].join("\n");
  return { to: request.email, replyTo: BRAND.privacyEmail, subject, html: mailLayout(subject, body), text };
}

export class PrivacyError extends Error {}

/**
 * Carries out a removal request from the panel: the same anonymisation as "Excluir minha conta" for the
 * request's address (and the account it names), in one transaction with the request marked handled and
 * what was removed recorded on it and in the audit log; the requester's e-mail with the protocol is queued in that transaction.
 */
export async function carryOutRemovalRequest(
  id: string,
  adminId: string,
  options: { deleteReviews?: boolean; now?: Date; database?: Db; send?: Send } = {},
): Promise<{ protocol: string; removed: Removed }> {
  const database = options.database ?? db();
  const now = options.now ?? new Date();
  const { row, removed, userId } = await database.transaction(async (tx) => {
    const [request] = await tx.select().from(dataRemovalRequests).where(eq(dataRemovalRequests.id, id)).for("update");
    if (!request || request.status !== "pending") throw new PrivacyError("Pedido não encontrado ou já atendido.");
    const email = request.email.trim().toLowerCase();
    const [owner] = await tx.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email}`).limit(1);
    const [target] = owner ? await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, owner.id)) : [];
    if (target?.role === "admin") throw new PrivacyError("Este e-mail é de um administrador: remova a permissão antes de executar a remoção.");
    const result = await eraseIdentity(tx, {
      userId: owner?.id ?? null,
      email,
      deleteReviews: Boolean(options.deleteReviews),
      keepRequestId: request.id,
      now,
    });
    const [after] = await tx
      .update(dataRemovalRequests)
      .set({ status: "handled", handledAt: now, handledBy: adminId, removed: result, userId: owner?.id ?? request.userId })
      .where(eq(dataRemovalRequests.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: adminId,
      action: "data_removal_request.carry_out",
      entity: "data_removal_request",
      entityId: id,
      before: { protocol: request.protocol, status: "pending" },
      after: { protocol: request.protocol, status: "handled", removed: result },
    });
    // The requester's notice is queued with the change: it exists exactly when the removal committed.
    await (options.send ?? sendMail)(handledMail(after!), { tx });
    return { row: after!, removed: result, userId: owner?.id ?? null };
  });
  invalidate(Tags.sessions, Tags.catalog, Tags.blog, ...(userId ? [Tags.user(userId)] : []));
  return { protocol: row.protocol, removed };
}

export interface RemovalRequestView {
  id: string;
  protocol: string;
  email: string;
  fullName: string;
  reason: string | null;
  status: RequestStatus;
  handledAt: Date | null;
  createdAt: Date;
  removed: Removed | null;
  /** Days since it arrived (São Paulo calendar days are close enough for a highlight). */
  ageDays: number;
  /** Pending for more than REQUEST_WARNING_DAYS. */
  late: boolean;
  /** What the site holds for the address; only for pending requests. */
  holdings: Holdings | null;
}

/** The panel's list: pending first (oldest first), then handled newest first; pending ones with their holdings. */
export async function listRemovalRequestsWithHoldings(
  page: number,
  pageSize: number,
  now = new Date(),
  database: Db = db(),
): Promise<{ rows: RemovalRequestView[]; total: number; pending: number; late: number }> {
  const [rows, [{ total }], [{ pending, late }]] = await Promise.all([
    database
      .select()
      .from(dataRemovalRequests)
      .orderBy(sql`${dataRemovalRequests.status} = 'pending' desc`, sql`case when ${dataRemovalRequests.status} = 'pending' then ${dataRemovalRequests.createdAt} end asc`, desc(dataRemovalRequests.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    database.select({ total: sql<number>`count(*)::int` }).from(dataRemovalRequests),
    database
      .select({
        pending: sql<number>`count(*)::int`,
        late: sql<number>`(count(*) filter (where ${dataRemovalRequests.createdAt} < ${new Date(now.getTime() - REQUEST_WARNING_DAYS * DAY_MS)}))::int`,
      })
      .from(dataRemovalRequests)
      .where(eq(dataRemovalRequests.status, "pending")),
  ]);
  const pendingRows = rows.filter((r) => r.status === "pending");
  const holdings = new Map((await holdingsForMany(database, pendingRows)).map((h, i) => [pendingRows[i]!.id, h]));
  const views = await Promise.all(
    rows.map(async (r): Promise<RemovalRequestView> => {
      const ageDays = Math.floor((now.getTime() - r.createdAt.getTime()) / DAY_MS);
      return {
        id: r.id,
        protocol: r.protocol,
        email: r.email,
        fullName: r.fullName,
        reason: r.reason,
        status: r.status,
        handledAt: r.handledAt,
        createdAt: r.createdAt,
        removed: (r.removed as Removed | null) ?? null,
        ageDays,
        late: r.status === "pending" && ageDays > REQUEST_WARNING_DAYS,
        holdings: holdings.get(r.id) ?? null,
      };
    }),
  );
  return { rows: views, total, pending, late };
}

const DAY_MS = 86_400_000;
