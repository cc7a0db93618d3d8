/**
 * Data-removal requests (LGPD art. 18): each gets a protocol number (LGPD-2026-000123, one sequence
 * per year) and is linked to the signed-in user when there is one. The typed address gets only a fixed
 * text and a single-use link: the request counts (the panel may carry it out) once the address's owner
 * follows it, which is also the identity check the removal needs. A signed-in user asking for the
 * account's own confirmed address is confirmed at once. The privacy team is told about every confirmed request.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { TZDate } from "@date-fns/tz";
import { db, type Db, type DbOrTx } from "~/lib/server/db/client.server";
import { dataRemovalRequests, profiles, user } from "~/db/schema";
import type { RequestStatus } from "~/db/schema/enums";
import { BRAND } from "~/lib/common/brand";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { PRIVACY_MESSAGES, REMOVAL_LINK_DAYS } from "~/i18n/help";
import { REMOVAL_CONFIRMATION_TEXTS, REQUEST_WARNING_DAYS } from "~/i18n/privacy";
import { recordAudit } from "./admin/audit.server";
import { eraseIdentity, holdingsForMany, openSamplesForErasure, type Holdings, type Removed } from "./anonymisation.server";
import type { ErasureSampleView } from "./sample-erasure";
import { env } from "~/lib/server/env.server";
import { escapeHtml, mailButton, mailLayout, sendMail, type MailMessage } from "~/lib/server/mail.server";
import type { Limit } from "~/lib/server/rate-limit.server";
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
  /** True when the signed-in user asked for the account's own confirmed address (a receipt was queued); else a confirmation link was. */
  confirmed: boolean;
}

type Send = (message: MailMessage, options: { tx: DbOrTx }) => Promise<void>;

/** The link's secret is kept only as this hash: a copy of the database confirms nothing. */
function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function newConfirmation(now: Date) {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: tokenHash(token), expiresAt: new Date(now.getTime() + REMOVAL_LINK_DAYS * DAY_MS) };
}

export function confirmationUrl(token: string): string {
  return `${env().baseUrl}/lgpd/confirmar?token=${token}`;
}

/**
 * Stores the request with the next protocol number of the year, in one transaction with its mail: the
 * confirmation link to the typed address, or, for a signed-in user's own confirmed address, the receipt
 * and the privacy team's notice.
 */
export async function createDataRemovalRequest(
  input: DataRemovalInput & { userId?: string | null },
  options: { database?: Db; send?: Send; now?: Date } = {},
): Promise<PrivacyRequestCreated> {
  const database = options.database ?? db();
  const now = options.now ?? new Date();
  const year = protocolYear(now);
  const prefix = `LGPD-${year}-`;
  const send = options.send ?? sendMail;
  const { row, confirmed } = await database.transaction(async (tx) => {
    const [account] = input.userId
      ? await tx.select({ email: user.email, verified: user.emailVerified }).from(user).where(eq(user.id, input.userId))
      : [];
    const own = Boolean(account?.verified && account.email.toLowerCase() === input.email.toLowerCase());
    const link = own ? null : newConfirmation(now);
    await tx.execute(sql`select pg_advisory_xact_lock(${PROTOCOL_LOCK})`);
    const result = await tx.execute<{ last: number | string | null }>(sql`
      select max(split_part(${dataRemovalRequests.protocol}, '-', 3)::int) as last
      from ${dataRemovalRequests} where ${dataRemovalRequests.protocol} like ${`${prefix}%`}`);
    const last = Number((result as { rows: { last: number | string | null }[] }).rows[0]?.last ?? 0);
    const [created] = await tx
      .insert(dataRemovalRequests)
      .values({
        protocol: formatProtocol(year, last + 1),
        userId: input.userId ?? null,
        email: input.email,
        fullName: input.fullName,
        reason: input.reason,
        confirmedAt: own ? now : null,
        confirmationTokenHash: link?.hash ?? null,
        confirmationExpiresAt: link?.expiresAt ?? null,
        createdAt: now,
      })
      .returning();
    if (link) {
      await send(confirmationRequestMail({ ...created, token: link.token, expiresAt: link.expiresAt }), { tx });
    } else {
      await send(receiptMail(created), { tx });
      await send(privacyTeamMail(created), { tx });
    }
    return { row: created, confirmed: own };
  });
  return { id: row.id, protocol: row.protocol, email: row.email, createdAt: row.createdAt, confirmed };
}

/** A request of a confirmation link, when the link is still good (the page shows its protocol before the button). */
export async function pendingConfirmation(token: string, now = new Date(), database: Db = db()): Promise<{ protocol: string } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await database
    .select({ protocol: dataRemovalRequests.protocol, expiresAt: dataRemovalRequests.confirmationExpiresAt })
    .from(dataRemovalRequests)
    .where(
      and(
        eq(dataRemovalRequests.confirmationTokenHash, tokenHash(token)),
        isNull(dataRemovalRequests.confirmedAt),
        eq(dataRemovalRequests.status, "pending"),
      ),
    );
  return row && row.expiresAt && row.expiresAt > now ? { protocol: row.protocol } : null;
}

/**
 * The address's owner confirms the request of the link: once, before it expires. Recorded with its audit
 * row and the privacy team's notice in one transaction; null when the link is unknown, used or expired.
 */
export async function confirmDataRemovalRequest(
  token: string,
  options: { database?: Db; send?: Send; now?: Date } = {},
): Promise<{ protocol: string } | null> {
  if (!token || token.length > 200) return null;
  const now = options.now ?? new Date();
  return (options.database ?? db()).transaction(async (tx) => {
    const [row] = await tx
      .update(dataRemovalRequests)
      .set({ confirmedAt: now, confirmationTokenHash: null, confirmationExpiresAt: null })
      .where(
        and(
          eq(dataRemovalRequests.confirmationTokenHash, tokenHash(token)),
          isNull(dataRemovalRequests.confirmedAt),
          eq(dataRemovalRequests.status, "pending"),
          gt(dataRemovalRequests.confirmationExpiresAt, now),
        ),
      )
      .returning();
    if (!row) return null;
    // Whoever holds the link, not necessarily the account that sent the request: no actor.
    await recordAudit(tx, {
      actorId: null,
      action: "data_removal_request.confirm",
      entity: "data_removal_request",
      entityId: row.id,
      before: { protocol: row.protocol, confirmed: false },
      after: { protocol: row.protocol, confirmed: true },
    });
    await (options.send ?? sendMail)(privacyTeamMail(row), { tx });
    return { protocol: row.protocol };
  });
}

/**
 * The panel sends a fresh confirmation link for a request nobody has confirmed yet (one made before links
 * existed, or whose e-mail was lost); the old link stops working. Audited, its mail queued in the transaction.
 */
export async function sendRemovalConfirmationLink(
  id: string,
  adminId: string,
  options: { database?: Db; send?: Send; now?: Date } = {},
): Promise<{ protocol: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const link = newConfirmation(now);
  return (options.database ?? db()).transaction(async (tx) => {
    const [row] = await tx
      .update(dataRemovalRequests)
      .set({ confirmationTokenHash: link.hash, confirmationExpiresAt: link.expiresAt })
      .where(and(eq(dataRemovalRequests.id, id), isNull(dataRemovalRequests.confirmedAt), eq(dataRemovalRequests.status, "pending")))
      .returning();
    if (!row) throw new PrivacyError("Pedido não encontrado, já confirmado ou já atendido.");
    await recordAudit(tx, {
      actorId: adminId,
      action: "data_removal_request.send_link",
      entity: "data_removal_request",
      entityId: id,
      after: { protocol: row.protocol, linkExpiresAt: link.expiresAt.toISOString() },
    });
    await (options.send ?? sendMail)(confirmationRequestMail({ ...row, token: link.token, expiresAt: link.expiresAt }), { tx });
    return { protocol: row.protocol, expiresAt: link.expiresAt };
  });
}

/** Unconfirmed requests whose link expired: nobody proved they wanted them, so nothing of them is kept. Call inside a transaction. */
export async function deleteExpiredUnconfirmedRequests(tx: DbOrTx, now: Date): Promise<number> {
  const gone = await tx
    .delete(dataRemovalRequests)
    .where(
      and(
        isNull(dataRemovalRequests.confirmedAt),
        eq(dataRemovalRequests.status, "pending"),
        isNotNull(dataRemovalRequests.confirmationExpiresAt),
        lt(dataRemovalRequests.confirmationExpiresAt, now),
      ),
    )
    .returning({ id: dataRemovalRequests.id });
  return gone.length;
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

export function confirmationSubject(protocol: string): string {
  return `Confirme sua solicitação de privacidade – protocolo ${protocol}`;
}

/**
 * The only mail the typed address gets before its owner confirms: a fixed text and the link. Nothing the
 * sender typed (name, reason) is in it, so the store's name cannot carry someone else's message.
 */
export function confirmationRequestMail(request: { protocol: string; email: string; token: string; expiresAt: Date }): MailMessage {
  const link = confirmationUrl(request.token);
  const until = formatDateTime(request.expiresAt);
  const subject = confirmationSubject(request.protocol);
  const intro = `Recebemos no site da ${BRAND.name} um pedido para remover os dados pessoais ligados a este endereço de e-mail (protocolo ${request.protocol}). Para proteger você, só atendemos o pedido depois que o dono do e-mail confirmar.`;
  const expiry = `O link vale por ${REMOVAL_LINK_DAYS} dias (até ${until}). Se não foi você quem pediu, ignore esta mensagem: sem a confirmação, nada é removido e o pedido é descartado.`;
  const body = `<p>Olá!</p>
<p>${escapeHtml(intro)}</p>
${mailButton(link, PRIVACY_MESSAGES.confirmButton)}
<p>${escapeHtml(expiry)}</p>`;
  const text = [
    "Olá!",
    "",
    intro,
    "",
    `Para confirmar, abra este link e toque em “${PRIVACY_MESSAGES.confirmButton}”:`,
    link,
    "",
    expiry,
  ].join("\n");
  return { to: request.email, replyTo: BRAND.privacyEmail, subject, html: mailLayout(subject, body), text };
}

/** The receipt, with the protocol number, for a request confirmed when it was made (the signed-in owner's own address). */
export function receiptMail(request: RequestForMail): MailMessage {
  const { baseUrl } = env();
  const when = formatDateTime(request.createdAt);
  const body = `<p>Olá!</p>
<p>Recebemos sua solicitação de remoção de dados pessoais. Guarde o número de protocolo abaixo para acompanhar o pedido:</p>
<p style="margin:20px 0;padding:14px 18px;background:#eef6ef;border-radius:8px;font-size:18px"><strong>Protocolo: ${escapeHtml(request.protocol)}</strong><br><span style="font-size:14px;color:#5b665b">Recebida em ${escapeHtml(when)}</span></p>
<p>Sua solicitação será processada em até ${POLICY.privacyRequestDays} dias. Removeremos os dados ligados a ${escapeHtml(request.email)}, exceto os que a lei nos obriga a guardar (por exemplo, registros fiscais), como explicado na nossa Política de Privacidade.</p>
<p>Acompanhe a situação do pedido em Minha Conta. Se não foi você quem fez esta solicitação, responda para ${escapeHtml(BRAND.privacyEmail)} informando o protocolo.</p>
${mailButton(`${baseUrl}/lgpd`, "Ler a Política de Privacidade")}`;
  const text = [
    "Olá!",
    "",
    "Recebemos sua solicitação de remoção de dados pessoais.",
    `Protocolo: ${request.protocol}`,
    `Recebida em ${when}`,
    "",
    `Sua solicitação será processada em até ${POLICY.privacyRequestDays} dias. Removeremos os dados ligados a ${request.email}, exceto os que a lei nos obriga a guardar (por exemplo, registros fiscais).`,
    "",
    `Acompanhe a situação do pedido em Minha Conta. Se não foi você quem fez esta solicitação, escreva para ${BRAND.privacyEmail} informando o protocolo.`,
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
  // Sent once the address's owner confirmed the request: the deadline runs from here.
  const reason = request.reason ? escapeHtml(request.reason).replace(/\r?\n/g, "<br>") : "<em>não informado</em>";
  const body = `<p>Uma nova solicitação de remoção de dados chegou pelo site, confirmada pelo dono do e-mail. Prazo de atendimento: ${POLICY.privacyRequestDays} dias.</p>
<p><strong>Protocolo:</strong> ${escapeHtml(request.protocol)}<br><strong>Nome:</strong> ${escapeHtml(request.fullName)}<br><strong>E-mail:</strong> ${escapeHtml(request.email)}<br><strong>Recebida em:</strong> ${escapeHtml(formatDateTime(request.createdAt))}</p>
<p><strong>Motivo:</strong><br>${reason}</p>
${mailButton(`${baseUrl}/admin-panel/privacidade`, "Abrir no painel")}`;
  const text = [
    "Uma nova solicitação de remoção de dados chegou pelo site, confirmada pelo dono do e-mail.",
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
  /** Pending, and the address's owner has not followed the confirmation link yet. */
  awaitingConfirmation: boolean;
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
      awaitingConfirmation: sql<boolean>`(${dataRemovalRequests.status} = 'pending' and ${dataRemovalRequests.confirmedAt} is null)`,
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

/** The notice that the request was carried out; like every mail to the address, nothing the requester typed is in it. */
export function handledMail(request: Pick<RequestForMail, "protocol" | "email">): MailMessage {
  const subject = `Sua solicitação de privacidade foi atendida – protocolo ${request.protocol}`;
  const body = `<p>Olá!</p>
<p>Sua solicitação de remoção de dados (protocolo <strong>${escapeHtml(request.protocol)}</strong>) foi atendida. Os dados ligados a ${escapeHtml(request.email)} foram removidos ou anonimizados, exceto os que a lei nos obriga a guardar.</p>
<p>Dúvidas? Escreva para ${escapeHtml(BRAND.privacyEmail)} (${escapeHtml(BRAND.privacyHours)}).</p>`;
  const text = [
    "Olá!",
    "",
    `Sua solicitação de remoção de dados (protocolo ${request.protocol}) foi atendida. Os dados ligados a ${request.email} foram removidos ou anonimizados, exceto os que a lei nos obriga a guardar.`,
    "",
    `Dúvidas? Escreva para ${BRAND.privacyEmail} (${BRAND.privacyHours}).`,
  ].join("\n");
  return { to: request.email, replyTo: BRAND.privacyEmail, subject, html: mailLayout(subject, body), text };
}

export class PrivacyError extends Error {}

/**
 * Carries out a removal request from the panel, only once its address's owner confirmed it: the same
 * anonymisation as "Excluir minha conta" for the request's address (and the account it names), in one transaction with the request marked handled and
 * what was removed recorded on it and in the audit log; the requester's e-mail with the protocol is queued in that transaction.
 */
export async function carryOutRemovalRequest(
  id: string,
  adminId: string,
  options: { deleteReviews?: boolean; now?: Date; database?: Db; send?: Send } = {},
): Promise<{ protocol: string; removed: Removed }> {
  const database = options.database ?? db();
  const now = options.now ?? new Date();
  const { row, removed } = await database.transaction(async (tx) => {
    const [request] = await tx.select().from(dataRemovalRequests).where(eq(dataRemovalRequests.id, id)).for("update");
    if (!request || request.status !== "pending") throw new PrivacyError("Pedido não encontrado ou já atendido.");
    if (!request.confirmedAt) throw new PrivacyError(REMOVAL_CONFIRMATION_TEXTS.notConfirmed);
    const email = request.email.trim().toLowerCase();
    const [owner] = await tx
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`)
      .limit(1);
    const [target] = owner ? await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, owner.id)) : [];
    if (target?.role === "admin")
      throw new PrivacyError("Este e-mail é de um administrador: remova a permissão antes de executar a remoção.");
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
    await (options.send ?? sendMail)(handledMail(after), { tx });
    await invalidateOnCommit(tx, Tags.sessions, Tags.customers, Tags.catalog, Tags.blog, ...(owner ? [Tags.user(owner.id)] : []));
    return { row: after, removed: result };
  });
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
  /** When the address's owner confirmed it; a pending request without it cannot be carried out. */
  confirmedAt: Date | null;
  /** Until when the confirmation link sent works (null: no link sent, or already confirmed). */
  confirmationExpiresAt: Date | null;
  removed: Removed | null;
  /** Days since it was confirmed, the deadline's start (São Paulo calendar days are close enough for a highlight). */
  ageDays: number;
  /** Confirmed and pending for more than REQUEST_WARNING_DAYS. */
  late: boolean;
  /** What the site holds for the address; only for pending requests. */
  holdings: Holdings | null;
  /** The person's open sample requests and what the removal will do to each; only for pending requests. */
  openSamples: ErasureSampleView[];
}

/**
 * The panel's list: confirmed pending requests first (oldest confirmation first: the next to carry out),
 * then those awaiting their owner's confirmation, then handled newest first; pending ones with their
 * holdings. `pending` and `late` count the confirmed ones (the team's work), `awaiting` the others.
 */
export async function listRemovalRequestsWithHoldings(
  page: number,
  pageSize: number,
  now = new Date(),
  database: Db = db(),
): Promise<{ rows: RemovalRequestView[]; total: number; pending: number; late: number; awaiting: number }> {
  const r = dataRemovalRequests;
  const [rows, [{ total }], [{ pending, late, awaiting }]] = await Promise.all([
    database
      .select()
      .from(r)
      .orderBy(
        sql`${r.status} = 'pending' desc`,
        sql`${r.confirmedAt} is not null desc`,
        sql`case when ${r.status} = 'pending' then coalesce(${r.confirmedAt}, ${r.createdAt}) end asc`,
        desc(r.createdAt),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    database.select({ total: sql<number>`count(*)::int` }).from(r),
    database
      .select({
        pending: sql<number>`(count(*) filter (where ${r.confirmedAt} is not null))::int`,
        late: sql<number>`(count(*) filter (where ${r.confirmedAt} < ${new Date(now.getTime() - REQUEST_WARNING_DAYS * DAY_MS)}))::int`,
        awaiting: sql<number>`(count(*) filter (where ${r.confirmedAt} is null))::int`,
      })
      .from(r)
      .where(eq(r.status, "pending")),
  ]);
  const pendingRows = rows.filter((row) => row.status === "pending");
  const held = await holdingsForMany(database, pendingRows);
  const holdings = new Map(held.map((h, i) => [pendingRows[i].id, h]));
  const open = await openSamplesForErasure(
    database,
    pendingRows.map((row) => row.email),
  );
  const openSamples = new Map(open.map((list, i) => [pendingRows[i].id, list]));
  const views = rows.map((row): RemovalRequestView => {
    const ageDays = Math.floor((now.getTime() - (row.confirmedAt ?? row.createdAt).getTime()) / DAY_MS);
    return {
      id: row.id,
      protocol: row.protocol,
      email: row.email,
      fullName: row.fullName,
      reason: row.reason,
      status: row.status,
      handledAt: row.handledAt,
      createdAt: row.createdAt,
      confirmedAt: row.confirmedAt,
      confirmationExpiresAt: row.confirmedAt ? null : row.confirmationExpiresAt,
      removed: (row.removed as Removed | null) ?? null,
      ageDays,
      late: row.status === "pending" && row.confirmedAt !== null && ageDays > REQUEST_WARNING_DAYS,
      holdings: holdings.get(row.id) ?? null,
      openSamples: openSamples.get(row.id) ?? [],
    };
  });
  return { rows: views, total, pending, late, awaiting };
}

const DAY_MS = 86_400_000;
