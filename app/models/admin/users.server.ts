/** The back-office side of accounts: list and filter, role, activation, new accounts with an invitation, points. */
import { and, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { db, type DbOrTx, type Tx } from "~/lib/server/db/client.server";
import { profiles, user } from "~/db/schema";
import type { Role, UserStatus } from "~/db/schema/enums";
import { BRAND } from "~/lib/common/brand";
import { escapeHtml, mailButton, mailLayout, sendMail } from "~/lib/server/mail.server";
import { adjustPoints } from "~/models/loyalty.server";
import { endSessions, passwordLink, revokePasswordLinks } from "~/models/credentials.server";
import { ensureProfile, isOwnerEmail } from "~/models/users.server";
import type { NewUserInput, PointsAdjustmentInput } from "~/validation/admin/user";
import { recordAudit } from "./audit.server";
import { AdminError, containsPattern, pageOf, PAGE_SIZE, type Page } from "./errors.server";
import { invalidateOnCommit, Tags } from "~/lib/server/cache.server";
import { sortSpec, type SortState } from "~/lib/common/list-sort";
import { orderFor } from "./sorting.server";
import { foldSql } from "~/db/schema/sql-helpers";
import { greeting } from "~/lib/common/person-name";
import { ANONYMISED_ACCOUNT_TEXTS } from "~/i18n/privacy";
import { ANONYMOUS_DOMAIN, isAnonymousEmail } from "~/models/anonymisation.server";

export const MISSING_NAME = "Nome não informado";
/** The invitation link stays valid for a week (a password reset's lasts one hour). */
export const INVITATION_DAYS = 7;

/** A profile row, as the role and status changes lock and audit it. */
type Profile = typeof profiles.$inferSelect;

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
  /** Erased by an LGPD removal: shown as "Anonimizada", never reactivated (ANONYMISED_ACCOUNT_TEXTS). */
  anonymised: boolean;
}

export function displayName(fullName: string | null | undefined): string {
  return fullName?.trim() || MISSING_NAME;
}

/** The columns of an AdminUserRow: a user as the back office lists it (the customer page adds its own). */
export const adminUserColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  email: profiles.email,
  phone: profiles.phone,
  role: profiles.role,
  status: profiles.status,
  points: profiles.points,
  createdAt: profiles.createdAt,
  anonymised: sql<boolean>`(${profiles.email} like ${`%${ANONYMOUS_DOMAIN}`})`,
};

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
      .select(adminUserColumns)
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

/**
 * Locks the active admins, in one order (so two admins removing each other wait instead of
 * deadlocking), before the target row; returns how many there are.
 */
async function lockActiveAdmins(tx: Tx): Promise<number> {
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, "admin"), eq(profiles.status, "active")))
    .orderBy(profiles.id)
    .for("update");
  return rows.length;
}

/**
 * Who may lose the admin role or be deactivated: not oneself (the panel would lock its user out), not
 * a store owner (a confirmed address of ADMIN_EMAILS) by another admin, and never the last active admin.
 */
async function refusalToRemoveAdmin(
  tx: Tx,
  actorId: string,
  target: Profile,
  change: "role" | "status",
  activeAdmins: number,
): Promise<string | null> {
  if (actorId === target.id) {
    return change === "role"
      ? "Você não pode remover sua própria permissão de administrador."
      : "Você não pode desativar a sua própria conta.";
  }
  if (target.role !== "admin") return null;
  const [owner] = await tx.select({ verified: user.emailVerified }).from(user).where(eq(user.id, target.id));
  if (owner?.verified && isOwnerEmail(target.email)) {
    return change === "role"
      ? "Esta conta é de um proprietário da loja: a permissão de administrador dela não pode ser removida."
      : "Esta conta é de um proprietário da loja: ela não pode ser desativada.";
  }
  if (target.status === "active" && activeAdmins <= 1) return "A loja precisa de pelo menos um administrador ativo.";
  return null;
}

/** A refused change is recorded too, outside the refused transaction. */
async function refuse(
  actorId: string,
  target: Profile,
  action: "user.role_refused" | "user.status_refused",
  message: string,
  wanted: Record<string, string>,
): Promise<never> {
  await recordAudit(db(), {
    actorId,
    action,
    entity: "user",
    entityId: target.id,
    before: { fullName: target.fullName, email: target.email, role: target.role, status: target.status },
    after: { fullName: target.fullName, email: target.email, ...wanted, reason: message },
  });
  throw new AdminError(message);
}

/**
 * A role or status change in one transaction: locks the active admins when the change could remove one,
 * then the target; does nothing when the value is already set; a refusal (refusalToRemoveAdmin) is
 * audited and thrown; otherwise `apply` writes the change and its audit.
 */
async function changeUser<F extends "role" | "status">(
  actorId: string,
  userId: string,
  field: F,
  value: Profile[F],
  removesAdmin: boolean,
  apply: (tx: Tx, before: Profile) => Promise<void>,
) {
  const refused = await db().transaction(async (tx) => {
    const activeAdmins = removesAdmin ? await lockActiveAdmins(tx) : 0;
    const [before] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!before) throw new AdminError("Usuário não encontrado.");
    if (before[field] === value) return null;
    // An LGPD removal is final: the account never signs in or administers again.
    if (isAnonymousEmail(before.email) && (field === "status" ? value === "active" : value === "admin")) {
      return { before, message: field === "status" ? ANONYMISED_ACCOUNT_TEXTS.cannotReactivate : ANONYMISED_ACCOUNT_TEXTS.cannotBeAdmin };
    }
    if (removesAdmin) {
      const message = await refusalToRemoveAdmin(tx, actorId, before, field, activeAdmins);
      if (message) return { before, message };
    }
    await apply(tx, before);
    await invalidateOnCommit(tx, Tags.user(userId), Tags.customers);
    return null;
  });
  if (refused) await refuse(actorId, refused.before, `user.${field}_refused`, refused.message, { [field]: value });
}

/** Changes a role (refusals: refusalToRemoveAdmin). */
export async function setUserRole(actorId: string, userId: string, role: Role) {
  await changeUser(actorId, userId, "role", role, role !== "admin", async (tx, before) => {
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
}

/**
 * Activates or deactivates an account. Deactivating ends every open session and every outstanding
 * link to set its password, and keeps the points balance; an inactive account cannot sign in.
 * Refusals: refusalToRemoveAdmin.
 */
export async function setUserStatus(actorId: string, userId: string, status: UserStatus) {
  await changeUser(actorId, userId, "status", status, status !== "active", async (tx, before) => {
    await tx.update(profiles).set({ status, updatedAt: new Date() }).where(eq(profiles.id, userId));
    if (status === "inactive") {
      await endSessions(userId, tx);
      await revokePasswordLinks(userId, tx);
    }
    await recordAudit(tx, {
      actorId,
      action: "user.status",
      entity: "user",
      entityId: userId,
      before: { fullName: before.fullName, email: before.email, status: before.status, points: before.points },
      after: { fullName: before.fullName, email: before.email, status, points: before.points },
    });
  });
}

/** A manual points adjustment with its reason, written to the ledger and the audit log. */
export async function adjustUserPoints(actorId: string, userId: string, input: PointsAdjustmentInput): Promise<number> {
  const [target] = await db()
    .select({ points: profiles.points, fullName: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!target) throw new AdminError("Usuário não encontrado.");
  if (isAnonymousEmail(target.email)) throw new AdminError(ANONYMISED_ACCOUNT_TEXTS.noPoints);
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

/** The invitation's link to create a password, valid for a week (routes/auth/reset-password.tsx says "Crie sua senha"). */
export function invitationLink(userId: string, tx: DbOrTx = db()): Promise<string> {
  return passwordLink(userId, { days: INVITATION_DAYS, query: "convite=1" }, tx);
}

async function sendInvitation(person: { id: string; email: string; fullName: string }, tx: DbOrTx) {
  const url = await invitationLink(person.id, tx);
  await sendMail(
    {
      to: person.email,
      subject: `Você foi convidado para a ${BRAND.name}`,
      html: mailLayout(
        "Crie sua senha",
        `<p>${escapeHtml(greeting(person.fullName))}</p><p>Uma conta foi criada para você na ${escapeHtml(BRAND.name)} com este e-mail. Para começar, crie sua senha:</p>${mailButton(url, "Criar minha senha")}<p>O link vale por ${INVITATION_DAYS} dias. Depois, é só entrar com seu e-mail e a senha escolhida.</p>`,
      ),
      text: `${greeting(person.fullName)}\n\nUma conta foi criada para você na ${BRAND.name} com este e-mail. Para começar, crie sua senha (link válido por ${INVITATION_DAYS} dias):\n${url}\n\nEquipe ${BRAND.name}`,
    },
    { tx },
  );
}
