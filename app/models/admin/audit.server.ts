/** The admin audit trail: who changed what, with the row before and after. */
import { asText } from "~/lib/common/form-text";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/server/db/client.server";
import { auditLog, profiles } from "~/db/schema";
import { UUID_PATTERN } from "~/validation/common";
import type { DayRange } from "./date-range.server";
import { rawRows } from "~/lib/server/db/raw-rows.server";
import { formatBRL, formatDateTime, formatNumber } from "~/i18n/format";
import { POINT_ACTION_LABELS } from "~/i18n/labels";
import { REGION_LABELS } from "~/i18n/samples";
import type { ShippingRegion } from "~/db/schema/enums";

export type AuditEntity =
  | "product"
  | "product_category"
  | "sample_request"
  | "user"
  | "review"
  | "reward"
  | "redemption"
  | "blog_post"
  | "blog_category"
  | "point_setting"
  | "shipping_fee"
  | "sample_settings"
  | "sender_settings"
  | "data_removal_request"
  | "contact_message"
  | "mail_delivery"
  | "newsletter_subscription"
  | "privacy_settings"
  | "retention";

export interface AuditEntry {
  /** null for the site's own steps (retention) and anonymous visitors (newsletter links). */
  actorId: string | null;
  /** One of the labelled codes: a code without words does not compile, so Relatórios never shows a raw code. */
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/** JSON-safe copy (dates as ISO strings) so jsonb stores what the reader will see. */
function snapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value));
}

/** Records one admin change; call it inside the transaction that makes the change. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
}

/**
 * Every action the trail records, with the words Relatórios shows for it. The codes are the type
 * AuditAction that recordAudit takes, so this table is complete by construction.
 */
export const AUDIT_ACTION_LABELS = {
  "product.create": "Criou produto",
  "product.update": "Atualizou produto",
  "product.delete": "Excluiu produto",
  "product.deactivate": "Desativou produto",
  "product_category.create": "Criou linha de produtos",
  "product_category.update": "Atualizou linha de produtos",
  "product_category.move": "Mudou a ordem das linhas de produtos",
  "product_category.delete": "Removeu linha de produtos",
  "sample_request.status": "Alterou status de amostra",
  "sample_request.payment_paid": "Confirmou pagamento do frete",
  "sample_request.payment_waived": "Dispensou pagamento do frete",
  "sample_request.payment_undone": "Desfez o registro do pagamento do frete",
  "sample_request.refund": "Registrou a devolução do frete (Pix devolvido)",
  "sample_request.payment_pix": "Pix do frete confirmado pelo banco",
  "shipping_fee.update": "Alterou tabela de frete",
  "sample_settings.update": "Alterou prazo do Pix das amostras",
  "sender_settings.update": "Alterou remetente das etiquetas",
  "user.create": "Adicionou usuário",
  "user.role": "Alterou permissão",
  "user.status": "Alterou status de usuário",
  "user.role_refused": "Tentou alterar permissão (recusado)",
  "user.status_refused": "Tentou desativar usuário (recusado)",
  "user.points": "Ajustou pontos",
  "review.approve": "Aprovou avaliação",
  "review.reject": "Rejeitou avaliação",
  "review.unpublish": "Despublicou avaliação",
  "review.delete": "Excluiu avaliação publicada",
  "review.reply": "Respondeu avaliação",
  "review.reply_delete": "Removeu resposta de avaliação",
  "reward.create": "Criou prêmio",
  "reward.update": "Atualizou prêmio",
  "reward.delete": "Removeu prêmio",
  "redemption.ship": "Enviou prêmio",
  "redemption.complete": "Concluiu resgate",
  "redemption.cancel": "Cancelou resgate",
  "blog_post.create": "Criou post",
  "blog_post.update": "Atualizou post",
  "blog_post.delete": "Removeu post",
  "blog_category.create": "Criou categoria",
  "blog_category.update": "Atualizou categoria",
  "blog_category.delete": "Removeu categoria",
  "point_setting.create": "Criou configuração",
  "point_setting.update": "Atualizou configuração",
  "point_setting.delete": "Removeu configuração",
  "data_removal_request.handle": "Atendeu pedido de remoção",
  "contact_message.handle": "Atendeu mensagem de contato",
  "mail_delivery.retry": "Reenviou e-mail",
  "user.delete_account": "Cliente excluiu a própria conta",
  "data_removal_request.carry_out": "Executou pedido de remoção",
  "data_removal_request.confirm": "Titular confirmou pedido de remoção",
  "data_removal_request.send_link": "Enviou link de confirmação do pedido de remoção",
  "newsletter_subscription.subscribe": "Inscrição na newsletter (aguardando confirmação)",
  "newsletter_subscription.confirm": "Confirmou inscrição na newsletter",
  "newsletter_subscription.unsubscribe": "Cancelou inscrição na newsletter",
  "privacy_settings.update": "Alterou prazos de retenção",
  "privacy.retention": "Apagou dados vencidos (retenção)",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** "Quem" for the changes no one of the team made but an outside system did (no actor id). */
const SYSTEM_ACTORS: Partial<Record<string, string>> = { "sample_request.payment_pix": "Pix (banco)" };

/** The words of a stored code; a code no longer written (an old row) shows as it was stored. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action;
}

export interface AuditRow {
  id: number;
  action: string;
  actionLabel: string;
  entity: string;
  entityId: string | null;
  actorName: string | null;
  /** Whom or what the change was about ("de Maria Silva (Kit Detox)", "“Ômega 3”"), read from the entity now. */
  subject: string | null;
  summary: string;
  createdAt: Date;
}

const FIELD_LABELS: Record<string, string> = {
  status: "status",
  role: "permissão",
  points: "pontos",
  reason: "motivo",
  trackingCode: "rastreio",
  approved: "aprovada",
  name: "nome",
  title: "título",
  slug: "slug",
  description: "descrição",
  shortDescription: "descrição curta",
  pointsRequired: "pontos necessários",
  stock: "estoque",
  active: "ativo",
  featured: "destaque",
  categoryId: "categoria",
  imageUrl: "imagem",
  readTime: "leitura",
  publishedAt: "publicação",
  action: "ação",
  excerpt: "resumo",
  howToUse: "como usar",
  sampleDescription: "amostra",
  reply: "resposta",
  imageAlt: "texto alternativo",
  authorId: "autor",
  credentials: "registro profissional",
  paymentStatus: "pagamento",
  shippingFeeCents: "frete",
  feeCents: "frete",
  paidAt: "pago em",
  pixDeadlineDays: "prazo do Pix",
  sampleAddressDays: "endereços das amostras",
  contactMessageMonths: "mensagens de contato",
  email: "e-mail",
  phone: "telefone",
  fullName: "nome",
  benefits: "benefícios",
  content: "texto",
  rating: "nota",
  cancelReason: "motivo do cancelamento",
  cancelledAt: "cancelada em",
  handledAt: "atendido em",
  attempts: "tentativas",
  buyUrl: "link de compra",
  daysToEffect: "dias até o efeito",
  notFor: "não indicado para",
  sampleStock: "estoque de amostras",
  sortOrder: "posição",
};

/**
 * Fields a person never reads in the log: row ids, search columns, bookkeeping timestamps and
 * sequences. (A named reference, as the category or the author, shows only that it changed.)
 */
const INTERNAL_FIELDS = new Set([
  "id",
  "searchText",
  "searchVector",
  "createdAt",
  "updatedAt",
  "orderSeq",
  "userId",
  "productId",
  "actorId",
  "rewardId",
  "postId",
  "version",
]);

export function isInternalField(key: string): boolean {
  return INTERNAL_FIELDS.has(key) || /^search/i.test(key) || (/Id$/.test(key) && !Object.hasOwn(FIELD_LABELS, key));
}

const VALUE_LABELS: Record<string, string> = {
  pending: "pendente",
  approved: "aprovado",
  shipped: "enviado",
  delivered: "entregue",
  completed: "concluído",
  rejected: "rejeitado",
  cancelled: "cancelado",
  handled: "atendido",
  failed: "falhou",
  retry: "aguardando nova tentativa",
  queued: "na fila",
  active: "ativo",
  inactive: "inativo",
  admin: "administrador",
  user: "usuário",
  draft: "rascunho",
  published: "publicado",
  archived: "arquivado",
  awaiting: "aguardando pagamento",
  paid: "pago",
  waived: "isento",
  customer: "pelo cliente",
  expired: "expirou sem pagamento",
  account_deleted: "conta excluída",
  true: "sim",
  false: "não",
  ...POINT_ACTION_LABELS,
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value as a person reads it: money in R$, instants in Brasília time, periods with their unit, codes in words. */
export function auditValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "number" && /Cents$/.test(key)) return formatBRL(value);
  if (typeof value === "number" && /Days$/.test(key)) return `${formatNumber(value)} ${value === 1 ? "dia" : "dias"}`;
  if (typeof value === "number" && /Months$/.test(key)) return `${formatNumber(value)} ${value === 1 ? "mês" : "meses"}`;
  if ((typeof value === "string" && ISO_INSTANT.test(value)) || value instanceof Date) return formatDateTime(value);
  if (typeof value === "boolean") return value ? "sim" : "não";
  if (Array.isArray(value)) return value.map((v) => auditValue("", v)).join(", ");
  const text = asText(value);
  return VALUE_LABELS[text] ?? text;
}

/** The field's changes between two snapshots: "frete: R$ 12,90 → R$ 14,90" (internal fields and nested rows left out). */
function fieldChanges(b: Record<string, unknown>, a: Record<string, unknown>): string[] {
  const changes: string[] = [];
  for (const key of Object.keys(a)) {
    if (isInternalField(key)) continue;
    if (JSON.stringify(a[key]) === JSON.stringify(b[key])) continue;
    const nested = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
    if (nested(a[key]) || nested(b[key])) continue;
    // A named reference (category, author): its id says nothing to a person, only that it changed.
    if (/Id$/.test(key)) changes.push(`troca de ${FIELD_LABELS[key]}`);
    else changes.push(`${FIELD_LABELS[key] ?? key}: ${auditValue(key, b[key])} → ${auditValue(key, a[key])}`);
  }
  return changes;
}

/** The fee table's change, region by region: "Sul e Sudeste: frete R$ 12,90 → R$ 14,90, prazo 3 a 5 → 4 a 6 dias úteis". */
function regionChanges(before: unknown[], after: unknown[]): string[] {
  const rows = (list: unknown[]) =>
    new Map(
      list
        .filter(
          (r): r is Record<string, unknown> =>
            Boolean(r) && typeof r === "object" && typeof (r as { region?: unknown }).region === "string",
        )
        .map((r) => [r.region as string, r]),
    );
  const b = rows(before);
  const lines: string[] = [];
  for (const [region, a] of rows(after)) {
    const old = b.get(region) ?? {};
    const parts: string[] = [];
    if (old.feeCents !== a.feeCents) parts.push(`frete ${auditValue("feeCents", old.feeCents)} → ${auditValue("feeCents", a.feeCents)}`);
    if (old.minDays !== a.minDays || old.maxDays !== a.maxDays) {
      const days = (r: Record<string, unknown>) => (r.minDays === undefined ? "—" : `${asText(r.minDays)} a ${asText(r.maxDays)}`);
      parts.push(`prazo ${days(old)} → ${days(a)} dias úteis`);
    }
    if (parts.length) lines.push(`${REGION_LABELS[region as ShippingRegion] ?? region}: ${parts.join(", ")}`);
  }
  return lines;
}

/** A short human description of what changed, from the stored snapshots (`withName`: led by the entity's name). */
export function auditSummary(before: unknown, after: unknown, withName = true): string {
  if (Array.isArray(before) && Array.isArray(after)) return regionChanges(before, after).join("; ").slice(0, 300);
  const pick = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const b = pick(before);
  const a = pick(after);
  const name =
    a.name ??
    a.title ??
    a.fullName ??
    a.action ??
    a.protocol ??
    b.name ??
    b.title ??
    b.fullName ??
    b.action ??
    b.protocol ??
    a.email ??
    b.email;
  const changes = before && after ? fieldChanges(b, a) : [];
  const head = withName && typeof name === "string" ? (VALUE_LABELS[name] ?? name) : "";
  const tail = changes.slice(0, 3).join("; ");
  return [head, tail].filter(Boolean).join(" · ").slice(0, 300);
}

/** The areas the log can be filtered by ("O quê"), each with the entities it covers. */
export const AUDIT_AREAS = {
  produtos: { label: "Produtos", entities: ["product", "product_category"] },
  amostras: { label: "Amostras", entities: ["sample_request", "shipping_fee", "sample_settings", "sender_settings"] },
  usuarios: { label: "Usuários e pontos", entities: ["user"] },
  avaliacoes: { label: "Avaliações", entities: ["review"] },
  premios: { label: "Prêmios e resgates", entities: ["reward", "redemption"] },
  blog: { label: "Blog", entities: ["blog_post", "blog_category"] },
  configuracoes: { label: "Configurações de pontos", entities: ["point_setting"] },
  privacidade: {
    label: "Privacidade e contato",
    entities: ["data_removal_request", "contact_message", "newsletter_subscription", "privacy_settings", "retention"],
  },
  emails: { label: "E-mails", entities: ["mail_delivery"] },
} as const satisfies Record<string, { label: string; entities: readonly AuditEntity[] }>;
export type AuditArea = keyof typeof AUDIT_AREAS;

/** "Quem": someone of the team, or the site itself and anonymous visitors (no actor). */
export const AUDIT_NO_ACTOR = "site";

export interface AuditFilters {
  /** A profile id, or AUDIT_NO_ACTOR. */
  actor?: string | null;
  area?: AuditArea | null;
  range?: DayRange | null;
  page?: number;
  pageSize?: number;
}

export function isAuditArea(value: string | null | undefined): value is AuditArea {
  return Boolean(value && Object.hasOwn(AUDIT_AREAS, value));
}

/** Who can be chosen under "Quem": everyone who is or was an administrator, by name. */
export async function listAuditActors(): Promise<{ id: string; fullName: string }[]> {
  return db()
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.role, "admin"))
    .orderBy(asc(profiles.fullName));
}

interface SubjectFacts {
  who: string | null;
  what: string | null;
}

/** Names of the entities of these log rows as they are now: one statement, one branch per kind present. */
async function currentSubjects(
  rows: { entity: string; entityId: string | null; before: unknown; after: unknown }[],
): Promise<Map<string, SubjectFacts>> {
  // A review's author and product as its snapshot names them (by id): a removed review is still named.
  const reviewRefs = rows.filter((r) => r.entity === "review").map((r) => reviewRefsOf(r.before, r.after));
  const extra: Record<string, string[]> = {
    user: reviewRefs.map((r) => r.userId).filter((id): id is string => Boolean(id)),
    product: reviewRefs.map((r) => r.productId).filter((id): id is string => Boolean(id) && UUID_PATTERN.test(id!)),
  };
  const ids = (entity: string, uuid = true) => [
    ...new Set([
      ...rows.filter((r) => r.entity === entity && r.entityId && (!uuid || UUID_PATTERN.test(r.entityId))).map((r) => r.entityId!),
      ...(extra[entity] ?? []),
    ]),
  ];
  const uuidList = (list: string[]) =>
    sql`array[${sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
  const textList = (list: string[]) =>
    sql`array[${sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`;
  const branches: SQL[] = [];
  const add = (entity: string, list: string[], query: (ids: SQL) => SQL) => {
    if (list.length) branches.push(query(entity === "user" ? textList(list) : uuidList(list)));
  };
  add(
    "redemption",
    ids("redemption"),
    (l) =>
      sql`select 'redemption' as kind, r.id::text as id, p.full_name as who, r.reward_name as what from reward_redemptions r left join profiles p on p.id = r.user_id where r.id = any(${l})`,
  );
  add(
    "sample_request",
    ids("sample_request"),
    (l) =>
      sql`select 'sample_request' as kind, s.id::text as id, s.full_name as who, pr.name as what from sample_requests s left join products pr on pr.id = s.product_id where s.id = any(${l})`,
  );
  add(
    "review",
    ids("review"),
    (l) =>
      sql`select 'review' as kind, v.id::text as id, p.full_name as who, pr.name as what from product_reviews v left join profiles p on p.id = v.user_id left join products pr on pr.id = v.product_id where v.id = any(${l})`,
  );
  add(
    "user",
    ids("user", false),
    (l) => sql`select 'user' as kind, p.id as id, p.full_name as who, null::text as what from profiles p where p.id = any(${l})`,
  );
  add(
    "product",
    ids("product"),
    (l) => sql`select 'product' as kind, x.id::text as id, null::text as who, x.name as what from products x where x.id = any(${l})`,
  );
  add(
    "product_category",
    ids("product_category"),
    (l) =>
      sql`select 'product_category' as kind, x.id::text as id, null::text as who, x.name as what from product_categories x where x.id = any(${l})`,
  );
  add(
    "reward",
    ids("reward"),
    (l) => sql`select 'reward' as kind, x.id::text as id, null::text as who, x.name as what from rewards x where x.id = any(${l})`,
  );
  add(
    "blog_post",
    ids("blog_post"),
    (l) => sql`select 'blog_post' as kind, x.id::text as id, null::text as who, x.title as what from blog_posts x where x.id = any(${l})`,
  );
  add(
    "blog_category",
    ids("blog_category"),
    (l) =>
      sql`select 'blog_category' as kind, x.id::text as id, null::text as who, x.name as what from blog_categories x where x.id = any(${l})`,
  );
  add(
    "data_removal_request",
    ids("data_removal_request"),
    (l) =>
      sql`select 'data_removal_request' as kind, x.id::text as id, x.full_name as who, x.protocol as what from data_removal_requests x where x.id = any(${l})`,
  );
  add(
    "contact_message",
    ids("contact_message"),
    (l) =>
      sql`select 'contact_message' as kind, x.id::text as id, x.name as who, x.subject as what from contact_messages x where x.id = any(${l})`,
  );
  const found = new Map<string, SubjectFacts>();
  if (!branches.length) return found;
  // Both drivers (PGlite, node-postgres) answer execute() with { rows }.
  const result = await rawRows<{ kind: string; id: string; who: string | null; what: string | null }>(
    db(),
    sql.join(branches, sql` union all `),
  );
  for (const row of result) found.set(`${row.kind}:${row.id}`, { who: row.who, what: row.what });
  return found;
}

/** The author's and product's ids a review's snapshots carry (old entries may have neither). */
function reviewRefsOf(before: unknown, after: unknown): { userId: string | null; productId: string | null } {
  const pick = (v: unknown) => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
  const kept = { ...pick(before), ...pick(after) };
  return {
    userId: typeof kept.userId === "string" ? kept.userId : null,
    productId: typeof kept.productId === "string" ? kept.productId : null,
  };
}

/** A review's facts: the review as it is now, else its author and product looked up from the snapshot's ids. */
function reviewFacts(found: Map<string, SubjectFacts>, entityId: string | null, before: unknown, after: unknown): SubjectFacts | undefined {
  const current = entityId ? found.get(`review:${entityId}`) : undefined;
  const refs = reviewRefsOf(before, after);
  const who = current?.who ?? (refs.userId ? (found.get(`user:${refs.userId}`)?.who ?? null) : null);
  const what = current?.what ?? (refs.productId ? (found.get(`product:${refs.productId}`)?.what ?? null) : null);
  return who || what ? { who, what } : undefined;
}

const quoted = (text: string) => `“${text}”`;

/**
 * Whom or what an entry is about, from the entity as it is now (a name changed since reads as it is
 * today; a customer who was anonymised is no longer named), else from the row as the log kept it.
 */
export function auditSubject(
  entity: string,
  action: string,
  current: SubjectFacts | undefined,
  before: unknown,
  after: unknown,
): string | null {
  const pick = (v: unknown) => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
  const kept = { ...pick(before), ...pick(after) };
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
  const who = str(current?.who) ?? str(kept.fullName) ?? str(kept.name);
  const what = str(current?.what);
  switch (entity) {
    case "redemption":
      return who
        ? `de ${who}${(what ?? str(kept.rewardName)) ? ` (${what ?? str(kept.rewardName)})` : ""}`
        : (what ?? str(kept.rewardName));
    case "sample_request":
      return who ? `de ${who}${what ? ` (${what})` : ""}` : what;
    case "review": {
      const product = what ?? str(kept.productName);
      if (who) return `de ${who}${product ? ` sobre ${product}` : ""}`;
      return product ? `sobre ${product}` : str(kept.title);
    }
    case "user":
      return action === "user.delete_account" ? null : who ? `de ${who}` : str(kept.email);
    case "data_removal_request": {
      const protocol = what ?? str(kept.protocol);
      return [protocol, who ? `de ${who}` : null].filter(Boolean).join(" ") || null;
    }
    case "contact_message": {
      const subject = what ?? str(kept.subject);
      return who ? `de ${who}${subject ? ` (${quoted(subject)})` : ""}` : subject;
    }
    case "product":
    case "reward":
    case "blog_post":
    case "blog_category": {
      const name = what ?? str(kept.name) ?? str(kept.title);
      return name ? quoted(name) : null;
    }
    case "point_setting": {
      const name = str(kept.action);
      return name ? quoted(POINT_ACTION_LABELS[name] ?? name) : null;
    }
    default:
      return null;
  }
}

function auditConditions(filters: AuditFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.actor === AUDIT_NO_ACTOR) where.push(isNull(auditLog.actorId));
  else if (filters.actor) where.push(eq(auditLog.actorId, filters.actor));
  if (filters.area) where.push(inArray(auditLog.entity, [...AUDIT_AREAS[filters.area].entities]));
  if (filters.range) where.push(gte(auditLog.createdAt, filters.range.start), lt(auditLog.createdAt, filters.range.end));
  return where.length ? and(...where) : undefined;
}

export async function listAudit({ page = 1, pageSize = 20, ...filters }: AuditFilters = {}) {
  const condition = auditConditions(filters);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        actorName: profiles.fullName,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: count() }).from(auditLog).where(condition),
  ]);
  const subjects = await currentSubjects(rows);
  return {
    total: n,
    rows: rows.map((r): AuditRow => {
      const facts =
        r.entity === "review"
          ? reviewFacts(subjects, r.entityId, r.before, r.after)
          : r.entityId
            ? subjects.get(`${r.entity}:${r.entityId}`)
            : undefined;
      const subject = auditSubject(r.entity, r.action, facts, r.before, r.after);
      return {
        id: r.id,
        action: r.action,
        actionLabel: auditActionLabel(r.action),
        entity: r.entity,
        entityId: r.entityId,
        actorName: r.actorName ?? SYSTEM_ACTORS[r.action] ?? null,
        subject,
        summary: auditSummary(r.before, r.after, !subject),
        createdAt: r.createdAt,
      };
    }),
  };
}
