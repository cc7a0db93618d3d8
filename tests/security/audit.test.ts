/**
 * Every kind of admin change writes an audit row (who, when, what, which row,
 * before and after), and the Relatórios screen of the panel shows it with the admin's name.
 */
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import { call, makeAccount, sessionUser, uniqueEmail } from "./support";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { AUDIT_ACTION_LABELS, auditActionLabel, recordAudit, type AuditAction } from "~/models/admin/audit.server";
import type { DbOrTx } from "~/lib/server/db/client.server";
import { isPortuguese } from "./support/actions";
import { createCategory, createPost, deleteCategory, deletePost, updateCategory, updatePost } from "~/models/admin/blog.server";
import { markContactHandled, markRemovalHandled } from "~/models/admin/privacy.server";
import { createProduct, deactivateProduct, deleteProduct, updateProduct } from "~/models/admin/products.server";
import {
  approveReview,
  deleteReview,
  deleteReviewReply,
  rejectReview,
  replyToReview,
  unpublishReview,
} from "~/models/admin/reviews.server";
import { createReward, deleteReward, moveRedemption, updateReward } from "~/models/admin/rewards.server";
import { updateSampleStatus } from "~/models/admin/samples.server";
import { createPointSetting, deletePointSetting, updatePointSetting } from "~/models/admin/settings.server";
import { adjustUserPoints, createUserWithInvitation, setUserRole, setUserStatus } from "~/models/admin/users.server";
import { adjustPoints, redeemReward } from "~/models/loyalty.server";
import { retryMailDelivery } from "~/models/admin/mail.server";
import { queueFailedMail } from "../helpers/mail";
import { carryOutRemovalRequest, sendRemovalConfirmationLink } from "~/models/privacy.server";
import { updateRetentionSettings } from "~/models/retention.server";
import { categorySchema, postSchema } from "~/validation/admin/post";
import { pointSettingSchema } from "~/validation/admin/point-setting";
import { productSchema } from "~/validation/admin/product";
import { rewardSchema } from "~/validation/admin/reward";
import { loader as reportsLoader } from "~/routes/admin-panel/reports";

const t = useTestDatabase();
let admin: Awaited<ReturnType<typeof makeAccount>>;
let customer: Awaited<ReturnType<typeof makeAccount>>;
let productId = "";

type Row = Record<string, unknown>;
interface Case {
  action: AuditAction;
  entity: string;
  /** Makes the change; returns the changed row's id. */
  run: () => Promise<string>;
  before?: Row | null;
  after?: Row | null;
}

const product = productSchema.parse({ name: "Cúrcuma Auditada", slug: "curcuma-auditada", description: "Raiz dourada." });
const reward = rewardSchema.parse({ name: "Squeeze", pointsRequired: "10", stock: "5" });
const post = postSchema.parse({ title: "Auditoria no blog", slug: "auditoria-no-blog", content: "Texto." });
const category = categorySchema.parse({ name: "Bastidores", slug: "bastidores" });
const setting = pointSettingSchema.parse({ action: "profile_complete", points: "7", description: "Teste" });
const ids: Record<string, string> = {};

async function sampleRequest(values: Partial<typeof s.sampleRequests.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(s.sampleRequests)
    .values({
      ...values,
      userId: customer.id,
      productId,
      fullName: "Ana",
      email: customer.email,
      address: "Rua 1",
      city: "Recife",
      state: "PE",
      zipCode: "50000-000",
    })
    .returning();
  return row.id;
}

async function review() {
  const author = await makeAccount("autora");
  const [row] = await t.db
    .insert(s.productReviews)
    .values({ productId, userId: author.id, rating: 4, title: "Bom", content: "Gostei muito." })
    .returning();
  return row.id;
}

async function redemption() {
  const r = await createReward(rewardSchema.parse({ name: `Brinde ${Math.random()}`, pointsRequired: "5", stock: "" }), admin.id);
  await adjustPoints(customer.id, 5, "Para o resgate", admin.id);
  const redeemed = await redeemReward(customer.id, r.id);
  return redeemed.redemptionId!;
}

const CASES: Case[] = [
  {
    action: "user.role",
    entity: "user",
    run: async () => (await setUserRole(admin.id, customer.id, "admin"), customer.id),
    before: { role: "user" },
    after: { role: "admin" },
  },
  {
    action: "user.status",
    entity: "user",
    run: async () => (await setUserStatus(admin.id, customer.id, "inactive"), customer.id),
    before: { status: "active" },
    after: { status: "inactive" },
  },
  // Refused: recorded with what was asked and why, nothing changed.
  {
    action: "user.role_refused",
    entity: "user",
    run: async () => (await setUserRole(admin.id, admin.id, "user").catch(() => {}), admin.id),
    before: { role: "admin" },
    after: { role: "user", reason: "Você não pode remover sua própria permissão de administrador." },
  },
  {
    action: "user.status_refused",
    entity: "user",
    run: async () => (await setUserStatus(admin.id, admin.id, "inactive").catch(() => {}), admin.id),
    before: { status: "active" },
    after: { status: "inactive", reason: "Você não pode desativar a sua própria conta." },
  },
  {
    action: "user.points",
    entity: "user",
    run: async () => (await adjustUserPoints(admin.id, customer.id, { amount: 50, reason: "Bônus de teste" }), customer.id),
    before: { points: 0 },
    after: { points: 50, reason: "Bônus de teste" },
  },
  {
    action: "user.create",
    entity: "user",
    run: async () =>
      (
        await createUserWithInvitation(
          { fullName: "Convidada Nova", email: (ids.invited = uniqueEmail("convite")), role: "user" },
          admin.id,
        )
      ).id,
    before: null,
    after: { fullName: "Convidada Nova", role: "user" },
  },
  {
    action: "product.create",
    entity: "product",
    run: async () => (ids.product = (await createProduct(product, admin.id)).id),
    before: null,
    after: { name: "Cúrcuma Auditada" },
  },
  {
    action: "product.update",
    entity: "product",
    run: async () => (await updateProduct(ids.product, { ...product, name: "Cúrcuma Revista" }, admin.id), ids.product),
    before: { name: "Cúrcuma Auditada" },
    after: { name: "Cúrcuma Revista" },
  },
  {
    action: "product.deactivate",
    entity: "product",
    run: async () => (await deactivateProduct(ids.product, admin.id), ids.product),
    before: { status: "active" },
    after: { status: "inactive" },
  },
  {
    action: "product.delete",
    entity: "product",
    run: async () => (await deleteProduct(ids.product, admin.id), ids.product),
    before: { name: "Cúrcuma Revista" },
    after: null,
  },
  {
    action: "reward.create",
    entity: "reward",
    run: async () => (ids.reward = (await createReward(reward, admin.id)).id),
    before: null,
    after: { name: "Squeeze", stock: 5 },
  },
  {
    action: "reward.update",
    entity: "reward",
    run: async () => (await updateReward(ids.reward, { ...reward, stock: 9 }, admin.id), ids.reward),
    before: { stock: 5 },
    after: { stock: 9 },
  },
  {
    action: "reward.delete",
    entity: "reward",
    run: async () => (await deleteReward(ids.reward, admin.id), ids.reward),
    before: { name: "Squeeze" },
  },
  {
    action: "redemption.complete",
    entity: "redemption",
    run: async () => {
      const id = await redemption();
      await moveRedemption(id, "completed", admin.id);
      return id;
    },
    before: { status: "pending" },
    after: { status: "completed" },
  },
  {
    action: "redemption.cancel",
    entity: "redemption",
    run: async () => {
      const id = await redemption();
      await moveRedemption(id, "cancelled", admin.id);
      return id;
    },
    before: { status: "pending" },
    after: { status: "cancelled" },
  },
  {
    action: "blog_post.create",
    entity: "blog_post",
    run: async () => (ids.post = (await createPost(post, admin.id)).id),
    before: null,
    after: { title: "Auditoria no blog", status: "draft" },
  },
  {
    action: "blog_post.update",
    entity: "blog_post",
    run: async () => (await updatePost(ids.post, { ...post, status: "published" }, admin.id), ids.post),
    before: { status: "draft" },
    after: { status: "published" },
  },
  {
    action: "blog_post.delete",
    entity: "blog_post",
    run: async () => (await deletePost(ids.post, admin.id), ids.post),
    before: { title: "Auditoria no blog" },
  },
  {
    action: "blog_category.create",
    entity: "blog_category",
    run: async () => (ids.category = (await createCategory(category, admin.id)).id),
    before: null,
    after: { name: "Bastidores" },
  },
  {
    action: "blog_category.update",
    entity: "blog_category",
    run: async () => (await updateCategory(ids.category, { ...category, name: "Por dentro" }, admin.id), ids.category),
    before: { name: "Bastidores" },
    after: { name: "Por dentro" },
  },
  {
    action: "blog_category.delete",
    entity: "blog_category",
    run: async () => (await deleteCategory(ids.category, admin.id), ids.category),
    before: { name: "Por dentro" },
  },
  {
    action: "point_setting.create",
    entity: "point_setting",
    // One setting per action the site awards: the seeded one makes way first.
    run: async () => {
      await t.db.delete(s.pointSettings).where(eq(s.pointSettings.action, "profile_complete"));
      return (ids.setting = (await createPointSetting(setting, admin.id)).id);
    },
    before: null,
    after: { action: "profile_complete", points: 7 },
  },
  {
    action: "point_setting.update",
    entity: "point_setting",
    run: async () => (await updatePointSetting(ids.setting, { ...setting, points: 9 }, admin.id), ids.setting),
    before: { points: 7 },
    after: { points: 9 },
  },
  {
    action: "point_setting.delete",
    entity: "point_setting",
    run: async () => (await deletePointSetting(ids.setting, admin.id), ids.setting),
    before: { points: 9 },
  },
  {
    action: "review.approve",
    entity: "review",
    run: async () => {
      const id = await review();
      await approveReview(id, admin.id);
      return id;
    },
    before: { approved: false },
    after: { approved: true },
  },
  {
    action: "review.reject",
    entity: "review",
    run: async () => {
      const id = await review();
      await rejectReview(id, admin.id);
      return id;
    },
    before: { approved: false, content: "Gostei muito." },
    after: null,
  },
  {
    action: "review.unpublish",
    entity: "review",
    run: async () => {
      const id = await review();
      await approveReview(id, admin.id);
      await unpublishReview(id, admin.id);
      return id;
    },
    before: { approved: true },
    after: { approved: false },
  },
  {
    action: "review.delete",
    entity: "review",
    run: async () => {
      const id = await review();
      await approveReview(id, admin.id);
      await deleteReview(id, admin.id);
      return id;
    },
    before: { approved: true, content: "Gostei muito." },
    after: null,
  },
  {
    action: "review.reply",
    entity: "review",
    run: async () => {
      const id = (ids.replied = await review());
      await replyToReview(id, "Obrigado pela avaliação!", admin.id);
      return id;
    },
    before: { reply: null },
    after: { reply: "Obrigado pela avaliação!" },
  },
  {
    action: "review.reply_delete",
    entity: "review",
    run: async () => (await deleteReviewReply(ids.replied, admin.id), ids.replied),
    before: { reply: "Obrigado pela avaliação!" },
    after: { reply: null },
  },
  {
    action: "sample_request.status",
    entity: "sample_request",
    run: async () => {
      // Only an approved request with its fee settled may ship (decision 037).
      const id = await sampleRequest({ status: "approved", paymentStatus: "waived" });
      await updateSampleStatus({ id, status: "shipped", trackingCode: "QB123456789BR" }, admin.id);
      return id;
    },
    before: { status: "approved" },
    after: { status: "shipped", trackingCode: "QB123456789BR" },
  },
  {
    action: "data_removal_request.handle",
    entity: "data_removal_request",
    run: async () => {
      const [row] = await t.db
        .insert(s.dataRemovalRequests)
        .values({ protocol: `LGPD-T-${Date.now()}`, email: customer.email, fullName: "Ana" })
        .returning();
      await markRemovalHandled(row.id, admin.id);
      return row.id;
    },
    before: { status: "pending" },
    after: { status: "handled" },
  },
  {
    action: "data_removal_request.carry_out",
    entity: "data_removal_request",
    run: async () => {
      const email = `remocao-${Date.now()}@exemplo.com.br`;
      // Confirmed by the address's owner: only then may it be carried out.
      const [row] = await t.db
        .insert(s.dataRemovalRequests)
        .values({ protocol: `LGPD-R-${Date.now()}`, email, fullName: "Bia", confirmedAt: new Date() })
        .returning();
      await carryOutRemovalRequest(row.id, admin.id);
      return row.id;
    },
    before: { status: "pending" },
    after: { status: "handled" },
  },
  {
    action: "data_removal_request.send_link",
    entity: "data_removal_request",
    run: async () => {
      const [row] = await t.db
        .insert(s.dataRemovalRequests)
        .values({ protocol: `LGPD-L-${Date.now()}`, email: `link-${Date.now()}@exemplo.com.br`, fullName: "Cida" })
        .returning();
      await sendRemovalConfirmationLink(row.id, admin.id);
      return row.id;
    },
    after: { protocol: expect.stringMatching(/^LGPD-L-/) },
  },
  {
    action: "privacy_settings.update",
    entity: "privacy_settings",
    run: async () => (await updateRetentionSettings({ sampleAddressDays: 90, contactMessageMonths: 12 }, admin.id), "1"),
    after: { sampleAddressDays: 90, contactMessageMonths: 12 },
  },
  {
    action: "contact_message.handle",
    entity: "contact_message",
    run: async () => {
      const [row] = await t.db
        .insert(s.contactMessages)
        .values({ name: "Ana", email: customer.email, subject: "Oi", message: "Olá" })
        .returning();
      await markContactHandled(row.id, admin.id);
      return row.id;
    },
    before: { status: "pending" },
    after: { status: "handled" },
  },
  {
    action: "mail_delivery.retry",
    entity: "mail_delivery",
    run: async () => {
      const id = await queueFailedMail({ to: customer.email, subject: "Envio que falhou", html: "<p>Olá</p>", text: "Olá" });
      await retryMailDelivery(id, admin.id);
      return id;
    },
    before: { status: "failed", title: "Envio que falhou" },
    after: { status: "queued" },
  },
];

beforeAll(async () => {
  await seedContent(t.db);
  admin = await makeAccount("auditora", { role: "admin" });
  customer = await makeAccount("cliente");
  const [first] = await t.db.select({ id: s.products.id }).from(s.products).limit(1);
  productId = first.id;
});

describe("every admin change is recorded", () => {
  it("has Portuguese words for every action the code can record (the codes are the label table's keys)", () => {
    // recordAudit takes an AuditAction, the keys of the label table: an unlabelled code does not compile.
    const unlabelled = (tx: DbOrTx) =>
      // @ts-expect-error "product.renamed" has no label, so no audit row may be written with it.
      recordAudit(tx, { actorId: null, action: "product.renamed", entity: "product", entityId: null });
    expect(typeof unlabelled).toBe("function");
    const labels = Object.entries(AUDIT_ACTION_LABELS);
    for (const [code, words] of labels) {
      expect(isPortuguese(words), `${code}: ${words}`).toBe(true);
      expect(auditActionLabel(code)).toBe(words);
    }
    expect(new Set(labels.map(([, words]) => words)).size, "two actions with the same words").toBe(labels.length);
    // Every model-level case below records a labelled action.
    for (const c of CASES) expect(Object.keys(AUDIT_ACTION_LABELS)).toContain(c.action);
  });

  it.each(CASES)("$action: who, when, which row, before and after", async (c) => {
    const started = Date.now();
    const entityId = await c.run();
    const rows = await t.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, c.action), eq(s.auditLog.entityId, entityId)))
      .orderBy(desc(s.auditLog.id));
    expect(rows, `no audit row for ${c.action}`).toHaveLength(1);
    const row = rows[0];
    expect(row.actorId).toBe(admin.id);
    expect(row.entity).toBe(c.entity);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(started - 5_000);
    expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    if (c.before === null) expect(row.before).toBeNull();
    else if (c.before) expect(row.before).toMatchObject(c.before);
    if (c.after === null) expect(row.after).toBeNull();
    else if (c.after) expect(row.after).toMatchObject(c.after);
    // Something the reader can follow: at least one side of the change is kept.
    expect(row.before ?? row.after).not.toBeNull();
  });

  it("a refused change writes nothing but, for an account's role or status, the attempt itself", async () => {
    const before = await t.db.select().from(s.auditLog);
    await expect(deleteProduct(crypto.randomUUID(), admin.id)).rejects.toThrow();
    expect(await t.db.select().from(s.auditLog)).toHaveLength(before.length);
    // A store owner (a confirmed address of ADMIN_EMAILS), whom no other admin may demote.
    const other = { id: crypto.randomUUID(), email: "admin@raizvital.com.br" };
    await t.db.insert(s.user).values({ ...other, name: "Dona", emailVerified: true });
    await t.db.insert(s.profiles).values({ ...other, fullName: "Dona", role: "admin" });
    await expect(setUserRole(admin.id, other.id, "user")).rejects.toThrow("Esta conta é de um proprietário da loja");
    const after = await t.db.select().from(s.auditLog);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((row) => !before.some((b) => b.id === row.id))).toMatchObject({ action: "user.role_refused", entityId: other.id });
    const [profile] = await t.db.select().from(s.profiles).where(eq(s.profiles.id, other.id));
    expect(profile.role).toBe("admin");
  });
});

describe("the Relatórios screen shows the trail", () => {
  it("lists every recorded change with the admin's name, the action's label and a summary of the change", async () => {
    const user = await sessionUser(admin.id);
    const recorded = await t.db.select().from(s.auditLog);
    const shown: { id: number; actorName: string | null; actionLabel: string; summary: string; createdAt: Date }[] = [];
    for (let page = 1; page < 20; page++) {
      const answer = await call(reportsLoader, `/admin-panel/relatorios?auditoria=${page}`, { user });
      expect(answer.status).toBe(200);
      const audit = (answer.body as { audit: { total: number; rows: typeof shown } }).audit;
      expect(audit.total).toBe(recorded.length);
      if (audit.rows.length === 0) break;
      shown.push(...audit.rows);
    }
    expect(shown.map((r) => r.id).sort((a, b) => a - b)).toEqual(recorded.map((r) => r.id).sort((a, b) => a - b));
    for (const row of shown) {
      expect(row.actorName).toBe(admin.fullName);
      expect(row.actionLabel).not.toMatch(/^[a-z_]+\.[a-z_]+$/);
    }
    const role = shown.find((r) => r.actionLabel === "Alterou permissão")!;
    expect(role.summary).toContain("permissão: usuário → administrador");
    const points = shown.find((r) => r.actionLabel === "Ajustou pontos")!;
    expect(points.summary).toContain("pontos: 0 → 50");
  });

  it("is for admins only", async () => {
    const someone = await makeAccount("curiosa"); // (the table above made `customer` an admin)
    const answer = await call(reportsLoader, "/admin-panel/relatorios", { user: await sessionUser(someone.id) });
    expect(answer.status).toBe(302);
  });
});
