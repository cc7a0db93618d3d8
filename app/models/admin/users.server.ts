/** The back-office side of accounts: list and filter, role, activation, new accounts with an invitation, points. */
import crypto from "node:crypto";
import { and, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import { profiles, session, user, verification } from "~/db/schema";
import type { Role, UserStatus } from "~/db/schema/enums";
import { BRAND } from "~/lib/brand";
import { env } from "~/lib/env.server";
import { escapeHtml, mailButton, mailLayout, sendMail } from "~/lib/mail.server";
import { adjustPoints } from "~/models/loyalty.server";
import { ensureProfile } from "~/models/users.server";
import type { NewUserInput, PointsAdjustmentInput } from "~/validation/admin/user";
import { recordAudit } from "./audit.server";
import { AdminError, containsPattern, pageOf, PAGE_SIZE, type Page } from "./errors.server";
import { invalidate, Tags } from "~/lib/cache.server";
import { sortSpec, type SortState } from "~/lib/list-sort";
import { orderFor } from "./sorting.server";
import { foldSql } from "~/db/schema/sql-helpers";

export const MISSING_NAME = "Nome não informado";
/** The invitation link stays valid for a week (a password reset's lasts one hour). */
export const INVITATION_DAYS = 7;
/** The page, built with the accounts, where the invited person sets a password. */
export const SET_PASSWORD_PATH = "/auth/nova-senha";

export interface UserFilters {
  q?: string;
  role?: Role | "all";
  status?: UserStatus | "all";
  page?: number;
  sort?: SortState<UserSortKey>;
}

/** The orders Usuários offers (?ordem=); newest accounts first by default. */
export const USER_SORT = sortSpec(["nome", "email", "pontos", "cadastro"] as const, { key: "cadastro", dir: "desc" });
export type UserSortKey = (typeof USER_SORT.keys)[number];

export interface AdminUserRow {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  role: Role;
  status: UserStatus;
  points: number;
  createdAt: Date;
}

export function displayName(fullName: string | null | undefined): string {
  return fullName?.trim() || MISSING_NAME;
}

/** Newest first unless `sort` says otherwise; the search matches the full name or the e-mail, ignoring case. */
export async function listUsers(filters: UserFilters = {}, pageSize = PAGE_SIZE): Promise<Page<AdminUserRow>> {
  const page = filters.page ?? 1;
  const where: SQL[] = [];
  const q = filters.q?.trim();
  if (q) where.push(or(ilike(profiles.fullName, containsPattern(q)), ilike(profiles.email, containsPattern(q)))!);
  if (filters.role && filters.role !== "all") where.push(eq(profiles.role, filters.role));
  if (filters.status && filters.status !== "all") where.push(eq(profiles.status, filters.status));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        email: profiles.email,
        phone: profiles.phone,
        role: profiles.role,
        status: profiles.status,
        points: profiles.points,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .where(condition)
      .orderBy(
        ...orderFor(
          filters.sort ?? USER_SORT.fallback,
          { nome: foldSql(sql`${profiles.fullName}`), email: profiles.email, pontos: profiles.points, cadastro: profiles.createdAt },
          profiles.id,
        ),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: count() }).from(profiles).where(condition),
  ]);
  return pageOf(rows, n, page, pageSize);
}

/** Changes a role; an admin cannot take its own admin role away (the panel would lock it out). */
export async function setUserRole(actorId: string, userId: string, role: Role) {
  if (actorId === userId && role !== "admin") {
    throw new AdminError("Você não pode remover sua própria permissão de administrador.");
  }
  await db().transaction(async (tx) => {
    const [before] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!before) throw new AdminError("Usuário não encontrado.");
    if (before.role === role) return;
    await tx.update(profiles).set({ role, updatedAt: new Date() }).where(eq(profiles.id, userId));
    await recordAudit(tx, {
      actorId,
      action: "user.role",
      entity: "user",
      entityId: userId,
      before: { fullName: before.fullName, email: before.email, role: before.role },
      after: { fullName: before.fullName, email: before.email, role },
    });
  });
  invalidate(Tags.user(userId));
}

/**
 * Activates or deactivates an account. Deactivating ends every open session and keeps the points
 * balance; an inactive account cannot sign in. An admin cannot deactivate itself.
 */
export async function setUserStatus(actorId: string, userId: string, status: UserStatus) {
  if (actorId === userId && status !== "active") throw new AdminError("Você não pode desativar a sua própria conta.");
  await db().transaction(async (tx) => {
    const [before] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!before) throw new AdminError("Usuário não encontrado.");
    if (before.status === status) return;
    await tx.update(profiles).set({ status, updatedAt: new Date() }).where(eq(profiles.id, userId));
    if (status === "inactive") await tx.delete(session).where(eq(session.userId, userId));
    await recordAudit(tx, {
      actorId,
      action: "user.status",
      entity: "user",
      entityId: userId,
      before: { fullName: before.fullName, email: before.email, status: before.status, points: before.points },
      after: { fullName: before.fullName, email: before.email, status, points: before.points },
    });
  });
  invalidate(Tags.user(userId));
}

/** A manual points adjustment with its reason, written to the ledger and the audit log. */
export async function adjustUserPoints(actorId: string, userId: string, input: PointsAdjustmentInput): Promise<number> {
  const [target] = await db().select({ points: profiles.points, fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!target) throw new AdminError("Usuário não encontrado.");
  if (target.points + input.amount < 0) {
    throw new AdminError(`O saldo ficaria negativo: o usuário tem ${target.points} pontos.`);
  }
  const balance = await adjustPoints(userId, input.amount, input.reason, actorId);
  await recordAudit(db(), {
    actorId,
    action: "user.points",
    entity: "user",
    entityId: userId,
    before: { fullName: target.fullName, points: target.points },
    after: { fullName: target.fullName, points: balance, reason: input.reason },
  });
  return balance;
}

/**
 * 'Adicionar Usuário': creates a confirmed account without a password and its profile, and queues
 * an invitation whose link leads to the page where the person chooses a password, in one
 * transaction: the invitation exists if and only if the account does.
 */
export async function createUserWithInvitation(input: NewUserInput, actorId: string): Promise<{ id: string }> {
  const email = input.email.toLowerCase();
  const [existing] = await db().select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing) throw new AdminError("Já existe uma conta com este e-mail.");
  const id = crypto.randomUUID();
  const now = new Date();
  await db().transaction(async (tx) => {
    await tx.insert(user).values({ id, name: input.fullName, email, emailVerified: true, createdAt: now, updatedAt: now });
    await ensureProfile({ id, email, name: input.fullName }, tx);
    await tx.update(profiles).set({ role: input.role, fullName: input.fullName }).where(eq(profiles.id, id));
    await recordAudit(tx, {
      actorId,
      action: "user.create",
      entity: "user",
      entityId: id,
      after: { fullName: input.fullName, email, role: input.role },
    });
    await sendInvitation({ id, email, fullName: input.fullName }, tx);
  });
  return { id };
}

/**
 * The invitation uses better-auth's password-reset token (a row of its verification table, as its
 * own adapter writes it), valid for a week, so the set-password page completes it with the ordinary
 * reset call. Written with `tx` when given, so it commits with the account.
 */
export async function invitationLink(userId: string, tx: DbOrTx = db()): Promise<string> {
  const token = crypto.randomBytes(18).toString("base64url");
  const now = new Date();
  await tx.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
    createdAt: now,
    updatedAt: now,
  });
  // "convite": the page says "Crie sua senha" and ends with "Senha criada!", not "Senha redefinida!".
  return `${env().baseUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(`${SET_PASSWORD_PATH}?convite=1`)}`;
}

async function sendInvitation(person: { id: string; email: string; fullName: string }, tx: DbOrTx) {
  const url = await invitationLink(person.id, tx);
  await sendMail({
    to: person.email,
    subject: `Você foi convidado para a ${BRAND.name}`,
    html: mailLayout(
      "Crie sua senha",
      `<p>Olá, ${escapeHtml(person.fullName)}!</p><p>Uma conta foi criada para você na ${escapeHtml(BRAND.name)} com este e-mail. Para começar, crie sua senha:</p>${mailButton(url, "Criar minha senha")}<p>O link vale por ${INVITATION_DAYS} dias. Depois, é só entrar com seu e-mail e a senha escolhida.</p>`,
    ),
    text: `Olá, ${person.fullName}!\n\nUma conta foi criada para você na ${BRAND.name} com este e-mail. Para começar, crie sua senha (link válido por ${INVITATION_DAYS} dias):\n${url}\n\nEquipe ${BRAND.name}`,
  }, { tx });
}
