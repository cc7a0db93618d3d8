/** The admin audit trail: who changed what, with the row before and after. */
import { count, desc, eq } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import { auditLog, profiles } from "~/db/schema";

export type AuditEntity =
  | "product"
  | "sample_request"
  | "user"
  | "review"
  | "reward"
  | "redemption"
  | "blog_post"
  | "blog_category"
  | "point_setting"
  | "shipping_fee"
  | "data_removal_request"
  | "contact_message"
  | "mail_delivery"
  | "newsletter_subscription"
  | "privacy_settings"
  | "retention";

export interface AuditEntry {
  /** null for the site's own steps (retention) and anonymous visitors (newsletter links). */
  actorId: string | null;
  action: string;
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

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "product.create": "Criou produto",
  "product.update": "Atualizou produto",
  "product.delete": "Excluiu produto",
  "product.deactivate": "Desativou produto",
  "sample_request.status": "Alterou status de amostra",
  "user.create": "Adicionou usuário",
  "user.role": "Alterou permissão",
  "user.status": "Alterou status de usuário",
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
  "newsletter_subscription.subscribe": "Inscrição na newsletter (aguardando confirmação)",
  "newsletter_subscription.confirm": "Confirmou inscrição na newsletter",
  "newsletter_subscription.unsubscribe": "Cancelou inscrição na newsletter",
  "privacy_settings.update": "Alterou prazos de retenção",
  "privacy.retention": "Apagou dados vencidos (retenção)",
};

export interface AuditRow {
  id: number;
  action: string;
  actionLabel: string;
  entity: string;
  entityId: string | null;
  actorName: string | null;
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
  reply: "resposta",
};

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
  true: "sim",
  false: "não",
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  const text = String(value);
  return VALUE_LABELS[text] ?? text;
}

/** A short human description of what changed, from the stored snapshots. */
export function auditSummary(before: unknown, after: unknown): string {
  const pick = (v: unknown) => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
  const b = pick(before);
  const a = pick(after);
  const name = a.name ?? a.title ?? a.fullName ?? a.action ?? a.protocol ?? b.name ?? b.title ?? b.fullName ?? b.action ?? b.protocol ?? a.email ?? b.email;
  const changes: string[] = [];
  if (before && after) {
    for (const key of Object.keys(a)) {
      if (["updatedAt", "createdAt", "id"].includes(key)) continue;
      if (JSON.stringify(a[key]) !== JSON.stringify(b[key]) && (typeof a[key] !== "object" || a[key] === null)) {
        changes.push(`${FIELD_LABELS[key] ?? key}: ${show(b[key])} → ${show(a[key])}`);
      }
    }
  }
  const head = typeof name === "string" ? name : "";
  const tail = changes.slice(0, 3).join("; ");
  return [head, tail].filter(Boolean).join(" · ").slice(0, 200);
}

export async function listAudit({ page = 1, pageSize = 20 }: { page?: number; pageSize?: number } = {}) {
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
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ n: count() }).from(auditLog),
  ]);
  return {
    total: n,
    rows: rows.map(
      (r): AuditRow => ({
        id: r.id,
        action: r.action,
        actionLabel: AUDIT_ACTION_LABELS[r.action] ?? r.action,
        entity: r.entity,
        entityId: r.entityId,
        actorName: r.actorName,
        summary: auditSummary(r.before, r.after),
        createdAt: r.createdAt,
      }),
    ),
  };
}
