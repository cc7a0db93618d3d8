import fs from "node:fs";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productIdBySlug, useTestDatabase } from "../helpers/db";
import { mailFileNames, settleMail, waitForLocalMail } from "../helpers/mail";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { auth } from "~/services/auth.server";
import { env } from "~/lib/server/env.server";
import { applyLedgerEntry, redeemReward, userRedemptions } from "~/models/loyalty.server";
import { listAudit } from "~/models/admin/audit.server";
import { createCategory, createPost, deleteCategory, listPosts, updateCategory, updatePost } from "~/models/admin/blog.server";
import { renderMarkdown } from "~/lib/server/markdown.server";
import { dashboardStats, recentActivity } from "~/models/admin/dashboard.server";
import { AdminError } from "~/models/admin/errors.server";
import { listContactMessages, listRemovalRequests, markContactHandled, markRemovalHandled } from "~/models/admin/privacy.server";
import { createProduct, deleteProduct, listProducts, updateProduct } from "~/models/admin/products.server";
import { presetRange } from "~/models/admin/date-range.server";
import { dailySeries } from "~/models/admin/reports.server";
import { approveReview, listPendingReviews, rejectReview } from "~/models/admin/reviews.server";
import { createReward, deleteReward, listRedemptions, moveRedemption, updateReward } from "~/models/admin/rewards.server";
import { listSamples, samplesCsv, updateSampleStatus } from "~/models/admin/samples.server";
import { createPointSetting, deletePointSetting, updatePointSetting } from "~/models/admin/settings.server";
import { adjustUserPoints, createUserWithInvitation, listUsers, setUserRole, setUserStatus } from "~/models/admin/users.server";
import { postSchema } from "~/validation/admin/post";
import { action as resetPasswordAction, loader as resetPasswordLoader } from "~/routes/auth/reset-password";
import { productSchema } from "~/validation/admin/product";
import { rewardSchema } from "~/validation/admin/reward";

const t = useTestDatabase();
const DAY = 86_400_000;

let adminId: string;

async function person(email: string, fullName: string, options: { role?: "user" | "admin"; createdAt?: Date } = {}) {
  const id = crypto.randomUUID();
  const createdAt = options.createdAt ?? new Date();
  await t.db.insert(s.user).values({ id, name: fullName, email, emailVerified: true, createdAt, updatedAt: createdAt });
  await t.db.insert(s.profiles).values({ id, email, fullName, role: options.role ?? "user", createdAt, updatedAt: createdAt });
  return id;
}

function mailFiles(): string[] {
  return mailFileNames(env().dataDir);
}

/** The one mail queued since `before`, delivered now (any later or extra mail is waited for, then fails). */
async function newMail(before: string[]): Promise<string> {
  await settleMail();
  const added = mailFiles().filter((f) => !before.includes(f));
  expect(added).toHaveLength(1);
  const raw = fs.readFileSync(path.join(env().dataDir, "mail", added[0]), "utf8");
  // Undo quoted-printable (soft breaks, =XX bytes) and read the bytes as UTF-8: enough to read the parts.
  const bytes = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

beforeAll(async () => {
  await seedContent(t.db);
  adminId = await person("chefe@raizvital.com.br", "Chefe", { role: "admin" });
});

describe("products", () => {
  const input = (over: Record<string, string>) =>
    productSchema.parse({ name: "Guaraná da Amazônia", description: "Energia natural.", ...over });

  it("creates with the slug from the name, refuses a taken slug, updates, searches and deletes, with an audit trail", async () => {
    const created = await createProduct(input({ benefits: "Energia, Foco, ", categoryId: "" }), adminId);
    expect(created).toMatchObject({ slug: "guarana-da-amazonia", benefits: ["Energia", "Foco"], categoryId: null, status: "active" });
    await expect(createProduct(input({}), adminId)).rejects.toThrow(
      'Já existe um produto com o slug "guarana-da-amazonia". Escolha outro.',
    );
    await expect(createProduct(input({ name: "Outro", slug: "magnesio-dimalato" }), adminId)).rejects.toBeInstanceOf(AdminError);

    const updated = await updateProduct(
      created.id,
      input({ slug: "guarana-amazonico", status: "inactive", shortDescription: "Disposição" }),
      adminId,
    );
    expect(updated).toMatchObject({ slug: "guarana-amazonico", status: "inactive" });

    expect((await listProducts({ q: "GUARANA" })).rows.map((p) => p.id)).toEqual([created.id]);
    expect((await listProducts({ q: "guaraná", status: "active" })).total).toBe(0);
    expect((await listProducts({ status: "inactive" })).rows.map((p) => p.id)).toEqual([created.id]);
    const all = await listProducts({}, 5);
    expect(all.pageCount).toBe(Math.ceil(all.total / 5));
    expect(all.rows[0].id).toBe(created.id);

    await deleteProduct(created.id, adminId);
    await expect(deleteProduct(created.id, adminId)).rejects.toThrow("Produto não encontrado.");
    const audit = await t.db.select().from(s.auditLog).where(eq(s.auditLog.entityId, created.id)).orderBy(s.auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(["product.create", "product.update", "product.delete"]);
    expect((audit[1].before as { slug: string }).slug).toBe("guarana-da-amazonia");
    expect((audit[1].after as { slug: string }).slug).toBe("guarana-amazonico");
    expect(audit.every((a) => a.actorId === adminId)).toBe(true);
  });
});

describe("sample requests", () => {
  it("pages a search without counting it: one row more than the page tells that a next page exists", async () => {
    const customer = await person("paginas@exemplo.com", "Pagina Teste");
    const product = await productIdBySlug(t.db, "maca-peruana");
    const statuses = ["delivered", "completed", "delivered"] as const; // closed requests: several of one product are allowed
    for (const [i, status] of statuses.entries()) {
      await t.db.insert(s.sampleRequests).values({
        userId: customer,
        productId: product,
        status,
        fullName: `Zuleica Paginada ${i}`,
        email: `zuleica${i}@exemplo.com`,
        address: "Rua B, 2",
        city: "Recife",
        state: "PE",
        zipCode: "50000-000",
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    const first = await listSamples({ q: "zuleica" }, 2);
    expect(first).toMatchObject({ total: 2, page: 1, pageCount: 2, more: true });
    expect(first.rows.map((r) => r.fullName)).toEqual(["Zuleica Paginada 2", "Zuleica Paginada 1"]);
    const second = await listSamples({ q: "zuleica", page: 2 }, 2);
    expect(second).toMatchObject({ total: 3, page: 2, pageCount: 2, more: false });
    expect(second.rows.map((r) => r.fullName)).toEqual(["Zuleica Paginada 0"]);
    // Without a search the list counts (exactly, up to COUNT_AHEAD rows past the page).
    expect(await listSamples({ status: "completed" }, 2)).toMatchObject({ total: 1, pageCount: 1 });
    expect((await listSamples({}, 2)).more).toBeUndefined();
    await t.db.delete(s.sampleRequests).where(eq(s.sampleRequests.userId, customer));
  });

  it("filters by status and by name, e-mail or city; moves through the statuses e-mailing the customer", async () => {
    const customer = await person("joana@exemplo.com", "Joana Mendes");
    const [sample] = await t.db
      .insert(s.sampleRequests)
      .values({
        userId: customer,
        productId: await productIdBySlug(t.db, "maca-peruana"),
        fullName: "Joana Mendes",
        email: "joana@exemplo.com",
        address: "Rua A, 1",
        city: "São José dos Campos",
        state: "SP",
        zipCode: "12200-000",
      })
      .returning();
    expect((await listSamples({ q: "sao jose" })).rows.map((r) => r.id)).toEqual([sample.id]);
    expect((await listSamples({ q: "JOANA@" })).total).toBe(1);
    expect((await listSamples({ status: "shipped" })).total).toBe(0);

    let before = mailFiles();
    expect(await updateSampleStatus({ id: sample.id, status: "approved", trackingCode: null }, adminId)).toEqual({
      changed: true,
      mailed: true,
    });
    expect(await newMail(before)).toContain("foi aprovada");

    before = mailFiles();
    await updateSampleStatus({ id: sample.id, status: "shipped", trackingCode: "QB123456789BR" }, adminId);
    const shipped = await newMail(before);
    expect(shipped).toContain("Enviada");
    expect(shipped).toContain("QB123456789BR");
    expect((await listSamples({ status: "shipped" })).rows[0]).toMatchObject({
      id: sample.id,
      trackingCode: "QB123456789BR",
      productName: "Maca Peruana",
    });

    before = mailFiles();
    await updateSampleStatus({ id: sample.id, status: "delivered", trackingCode: null }, adminId);
    const delivered = await newMail(before);
    expect(delivered).toContain("Entregue");
    expect(delivered).toContain("http://localhost:3000/produto/maca-peruana#avaliacoes");

    before = mailFiles();
    expect(await updateSampleStatus({ id: sample.id, status: "delivered", trackingCode: null }, adminId)).toEqual({
      changed: false,
      mailed: false,
    });
    await settleMail();
    expect(mailFiles()).toEqual(before);

    const csv = await samplesCsv({ status: "delivered" });
    expect(csv).toContain('"Joana Mendes";"joana@exemplo.com"');
    expect(csv).toContain('"Entregue"');
    expect(csv).toContain('"QB123456789BR"');
    const audit = await t.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, "sample_request"), eq(s.auditLog.entityId, sample.id)));
    expect(audit).toHaveLength(3);
  });
});

describe("users", () => {
  it("filters by name or e-mail ignoring case, by role and by status", async () => {
    await person("Bruno.Costa@Exemplo.com".toLowerCase(), "Bruno Costa");
    expect((await listUsers({ q: "bruno" })).rows.map((u) => u.email)).toEqual(["bruno.costa@exemplo.com"]);
    expect((await listUsers({ q: "COSTA@EXEMPLO" })).total).toBe(1);
    expect((await listUsers({ role: "admin" })).rows.every((u) => u.role === "admin")).toBe(true);
    expect((await listUsers({ status: "inactive" })).total).toBe(0);
  });

  it("changes roles, but an admin cannot remove its own admin role", async () => {
    const id = await person("gerente@exemplo.com", "Gerente");
    await setUserRole(adminId, id, "admin");
    expect((await listUsers({ q: "gerente" })).rows[0].role).toBe("admin");
    await expect(setUserRole(adminId, adminId, "user")).rejects.toThrow("Você não pode remover sua própria permissão de administrador.");
    await setUserRole(adminId, id, "user");
    expect((await listUsers({ q: "gerente" })).rows[0].role).toBe("user");
  });

  it("'Adicionar Usuário' creates a confirmed account and invites it to set a password; deactivation ends sessions, refuses sign-in and keeps the balance", async () => {
    const before = mailFiles();
    const { id } = await createUserWithInvitation({ fullName: "Clara Nunes", email: "clara@exemplo.com", role: "user" }, adminId);
    const [account] = await t.db.select().from(s.user).where(eq(s.user.id, id));
    expect(account.emailVerified).toBe(true);
    await expect(createUserWithInvitation({ fullName: "Outra", email: "clara@exemplo.com", role: "user" }, adminId)).rejects.toThrow(
      "Já existe uma conta com este e-mail.",
    );

    const mail = await newMail(before);
    expect(mail).toContain("Uma conta foi criada para você");
    const link = mail.match(/http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+/)![0];
    const redirect = await auth().handler(new Request(link));
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get("location")!, "http://localhost:3000");
    expect(location.pathname).toBe("/auth/nova-senha");
    // An invitation's page speaks of creating the password, and ends with "Senha criada!".
    expect(location.searchParams.get("convite")).toBe("1");
    expect(resetPasswordLoader({ request: new Request(location), params: {}, context: {} } as never)).toMatchObject({
      purpose: "invitation",
    });
    const done = (await resetPasswordAction({
      request: new Request(location, {
        method: "POST",
        body: new URLSearchParams({ token: location.searchParams.get("token")!, password: "Clara@2026x", confirmPassword: "Clara@2026x" }),
      }),
      params: {},
      context: {},
    } as never)) as Response;
    expect(done.status).toBe(302);
    const toastCookie = decodeURIComponent(done.headers.get("set-cookie") ?? "");
    const toastText =
      toastCookie
        .split(/[;=.]/)
        .map((part) => {
          try {
            return Buffer.from(part, "base64").toString("utf8");
          } catch {
            return "";
          }
        })
        .join(" ") + toastCookie;
    expect(toastText).toContain("Senha criada!");
    expect(toastText).not.toContain("Senha redefinida!");
    const signedIn = await auth().api.signInEmail({ body: { email: "clara@exemplo.com", password: "Clara@2026x" } });
    expect(signedIn.token).toBeTruthy();

    expect(await adjustUserPoints(adminId, id, { amount: 40, reason: "Boas-vindas" })).toBe(40);
    await expect(adjustUserPoints(adminId, id, { amount: -41, reason: "Erro" })).rejects.toThrow("O saldo ficaria negativo");
    const [entry] = await t.db.select().from(s.pointsLedger).where(eq(s.pointsLedger.userId, id));
    expect(entry).toMatchObject({ kind: "adjustment", amount: 40, reason: "Boas-vindas", createdBy: adminId });

    await expect(setUserStatus(adminId, adminId, "inactive")).rejects.toThrow("Você não pode desativar a sua própria conta.");
    await setUserStatus(adminId, id, "inactive");
    expect(await t.db.select().from(s.session).where(eq(s.session.userId, id))).toHaveLength(0);
    await expect(auth().api.signInEmail({ body: { email: "clara@exemplo.com", password: "Clara@2026x" } })).rejects.toThrow(
      "Esta conta está desativada",
    );
    expect((await listUsers({ q: "clara" })).rows[0]).toMatchObject({ status: "inactive", points: 40 });

    await setUserStatus(adminId, id, "active");
    expect((await listUsers({ q: "clara" })).rows[0]).toMatchObject({ status: "active", points: 40 });
    expect((await auth().api.signInEmail({ body: { email: "clara@exemplo.com", password: "Clara@2026x" } })).token).toBeTruthy();

    const actions = (await t.db.select().from(s.auditLog).where(eq(s.auditLog.entityId, id))).map((a) => a.action);
    expect(actions).toEqual(["user.create", "user.points", "user.status", "user.status"]);
  });
});

describe("reviews", () => {
  it("lists unapproved reviews newest first with author and product; approve publishes, reject deletes", async () => {
    const author = await person("leitora@exemplo.com", "Lia Leitora");
    const old = new Date(Date.now() - 2 * DAY);
    const [first] = await t.db
      .insert(s.productReviews)
      .values({ productId: await productIdBySlug(t.db, "rhodiola-rosea"), userId: author, rating: 4, content: "Bom", createdAt: old })
      .returning();
    const [second] = await t.db
      .insert(s.productReviews)
      .values({
        productId: await productIdBySlug(t.db, "cardo-mariano"),
        userId: author,
        rating: 2,
        title: "Cura",
        content: "Curou minha diabetes",
        healthClaim: true,
      })
      .returning();
    const pending = await listPendingReviews();
    expect(pending.rows.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(pending.rows[0]).toMatchObject({
      authorName: "Lia Leitora",
      authorEmail: "leitora@exemplo.com",
      productName: "Cardo Mariano",
      healthClaim: true,
      title: "Cura",
    });

    await approveReview(first.id, adminId);
    await expect(approveReview(first.id, adminId)).rejects.toBeInstanceOf(AdminError);
    await rejectReview(second.id, adminId);
    expect((await listPendingReviews()).total).toBe(0);
    const rows = await t.db.select().from(s.productReviews).where(eq(s.productReviews.userId, author));
    expect(rows).toEqual([expect.objectContaining({ id: first.id, approved: true })]);
  });
});

describe("rewards and redemptions", () => {
  it("creates, edits and removes rewards; cancelling a redemption returns points and stock", async () => {
    const reward = await createReward(rewardSchema.parse({ name: "Garrafa", pointsRequired: "100", stock: "2" }), adminId);
    expect(reward).toMatchObject({ active: true, stock: 2, pointsRequired: 100 });
    const edited = await updateReward(
      reward.id,
      rewardSchema.parse({ name: "Garrafa térmica", pointsRequired: "120", stock: "", active: "false" }),
      adminId,
    );
    expect(edited).toMatchObject({ name: "Garrafa térmica", stock: null, active: false });
    await updateReward(reward.id, rewardSchema.parse({ name: "Garrafa térmica", pointsRequired: "120", stock: "2" }), adminId);

    const customer = await person("resgata@exemplo.com", "Rui Resgate");
    await t.db.transaction((tx) => applyLedgerEntry(tx, { userId: customer, kind: "adjustment", amount: 300, reason: "teste" }));
    const first = await redeemReward(customer, reward.id);
    const second = await redeemReward(customer, reward.id);
    expect(first.success && second.success).toBe(true);

    await moveRedemption(first.redemptionId!, "cancelled", adminId);
    const [profile] = await t.db.select().from(s.profiles).where(eq(s.profiles.id, customer));
    const [stock] = await t.db.select({ stock: s.rewards.stock }).from(s.rewards).where(eq(s.rewards.id, reward.id));
    expect(profile.points).toBe(300 - 120);
    expect(stock.stock).toBe(1);
    await expect(moveRedemption(first.redemptionId!, "completed", adminId)).rejects.toThrow(
      "Só resgates pendentes ou enviados podem ser concluídos.",
    );
    await moveRedemption(second.redemptionId!, "completed", adminId);
    const list = await listRedemptions();
    expect(list.rows.find((r) => r.id === second.redemptionId)).toMatchObject({
      status: "completed",
      userName: "Rui Resgate",
      rewardName: "Garrafa térmica",
    });

    await deleteReward(reward.id, adminId);
    expect((await listRedemptions()).rows.find((r) => r.id === second.redemptionId)?.rewardName).toBe("Garrafa térmica");
  });
});

describe("a physical reward is sent with its tracking code before it is completed", () => {
  it("refuses completing or shipping without a code, ships once with one, e-mails it, shows it to the customer, then completes", async () => {
    const reward = await createReward(
      rewardSchema.parse({ name: "Squeeze Raiz", pointsRequired: "50", stock: "3", kind: "item" }),
      adminId,
    );
    const customer = await person("squeeze@exemplo.com", "Sara Squeeze");
    await t.db.transaction((tx) => applyLedgerEntry(tx, { userId: customer, kind: "adjustment", amount: 100, reason: "teste" }));
    const address = {
      fullName: "Sara Squeeze",
      zipCode: "40020-000",
      street: "Rua Chile",
      number: "10",
      complement: "",
      district: "Comércio",
      city: "Salvador",
      state: "BA",
    };
    const redeemed = await redeemReward(customer, reward.id, { address });
    expect(redeemed.success).toBe(true);
    const id = redeemed.redemptionId!;

    await expect(moveRedemption(id, "completed", adminId)).rejects.toThrow(
      "Envie o prêmio antes de concluir: informe o código de rastreio em “Enviar”.",
    );
    await expect(moveRedemption(id, "shipped", adminId, null)).rejects.toThrow("Informe o código de rastreio.");
    await moveRedemption(id, "shipped", adminId, "QB123456789BR");
    // The next reads: the panel's list, the customer's Prêmios, the audit log and the e-mail.
    expect((await listRedemptions()).rows.find((r) => r.id === id)).toMatchObject({ status: "shipped", trackingCode: "QB123456789BR" });
    expect((await userRedemptions(customer)).find((r) => r.id === id)).toMatchObject({ status: "shipped", trackingCode: "QB123456789BR" });
    const [audit] = await t.db.select().from(s.auditLog).where(eq(s.auditLog.action, "redemption.ship"));
    expect(audit).toMatchObject({ entityId: id, after: expect.objectContaining({ trackingCode: "QB123456789BR", status: "shipped" }) });
    const mail = await waitForLocalMail("squeeze@exemplo.com", /^Seu prêmio Squeeze Raiz foi enviado – Raiz Vital$/);
    expect(mail.text).toContain("Código de rastreio: QB123456789BR.");
    expect(mail.text).toContain("https://rastreamento.correios.com.br/app/index.php?objetos=QB123456789BR");

    // Sent: it can no longer be cancelled, nor sent again; it is completed.
    await expect(moveRedemption(id, "cancelled", adminId)).rejects.toThrow("Só resgates pendentes podem ser cancelados.");
    await expect(moveRedemption(id, "shipped", adminId, "QB000000000BR")).rejects.toThrow("Só resgates pendentes podem ser enviados.");
    await moveRedemption(id, "completed", adminId);
    expect((await userRedemptions(customer)).find((r) => r.id === id)).toMatchObject({
      status: "completed",
      trackingCode: "QB123456789BR",
    });
  });
});

describe("blog", () => {
  it("dates publication by the specification's rules and updates updated_at", async () => {
    const t0 = new Date("2026-03-01T10:00:00Z");
    const draft = await createPost(postSchema.parse({ title: "Sono & Foco: o guia!", content: "# Olá" }), adminId, t0);
    expect(draft).toMatchObject({
      slug: "sono-foco-o-guia",
      status: "draft",
      featured: false,
      readTime: 5,
      publishedAt: null,
      authorId: adminId,
    });

    const t1 = new Date("2026-03-02T10:00:00Z");
    const published = await updatePost(
      draft.id,
      postSchema.parse({ title: "Sono & Foco: o guia!", slug: "sono-foco-o-guia", content: "# Olá", status: "published" }),
      adminId,
      t1,
    );
    expect(published.publishedAt).toEqual(t1);
    expect(published.updatedAt).toEqual(t1);

    const t2 = new Date("2026-03-03T10:00:00Z");
    const archived = await updatePost(
      draft.id,
      postSchema.parse({ title: "Sono", slug: "sono-foco-o-guia", content: "x", status: "archived" }),
      adminId,
      t2,
    );
    expect(archived.publishedAt).toEqual(t1);
    expect(archived.updatedAt).toEqual(t2);
    const republished = await updatePost(
      draft.id,
      postSchema.parse({ title: "Sono", slug: "sono-foco-o-guia", content: "x", status: "published" }),
      adminId,
      new Date("2026-03-04T10:00:00Z"),
    );
    expect(republished.publishedAt).toEqual(t1);

    const now = new Date("2026-03-05T10:00:00Z");
    const direct = await createPost(postSchema.parse({ title: "Publicação imediata", content: "x", status: "published" }), adminId, now);
    expect(direct.publishedAt).toEqual(now);
    await expect(createPost(postSchema.parse({ title: "Publicação Imediata!", content: "y" }), adminId)).rejects.toThrow(
      'Já existe um post com o slug "publicacao-imediata".',
    );
    expect((await listPosts({ q: "PUBLICACAO IMEDIATA" })).rows.map((p) => p.id)).toEqual([direct.id]);
  });

  it("categories: same slug rule, editable, removable only when no post uses them", async () => {
    const category = await createCategory({ name: "Saúde Mental", slug: "" }, adminId);
    expect(category.slug).toBe("saude-mental");
    await expect(createCategory({ name: "saúde mental", slug: "outra" }, adminId)).rejects.toThrow(
      'Já existe uma categoria chamada "saúde mental".',
    );
    const renamed = await updateCategory(category.id, { name: "Mente", slug: "mente" }, adminId);
    expect(renamed.slug).toBe("mente");
    const post = await createPost(postSchema.parse({ title: "Ansiedade", content: "x", categoryId: category.id }), adminId);
    await expect(deleteCategory(category.id, adminId)).rejects.toThrow(
      "A categoria é usada por 1 post. Mude a categoria desses posts antes de removê-la.",
    );
    await updatePost(post.id, postSchema.parse({ title: "Ansiedade", slug: post.slug, content: "x" }), adminId);
    await deleteCategory(category.id, adminId);
    expect(await t.db.select().from(s.blogCategories).where(eq(s.blogCategories.id, category.id))).toHaveLength(0);
  });

  it("renders Markdown and strips anything dangerous", () => {
    const html = renderMarkdown(
      "## Título\n\n**forte** [link](https://x.com) [mal](javascript:alert(1))\n\n<script>alert(1)</script><img src=x onerror=alert(1)>",
    );
    expect(html).toContain("<h2>Título</h2>");
    expect(html).toContain("<strong>forte</strong>");
    expect(html).toContain('href="https://x.com"');
    expect(html).not.toMatch(/script|onerror|javascript:/);
  });
});

describe("point settings", () => {
  it("create, edit and delete; one setting per action the site awards", async () => {
    const [seeded] = await t.db.select().from(s.pointSettings).where(eq(s.pointSettings.action, "profile_complete"));
    await deletePointSetting(seeded.id, adminId);
    const setting = await createPointSetting({ action: "profile_complete", points: 3, description: null }, adminId);
    await expect(createPointSetting({ action: "profile_complete", points: 1, description: null }, adminId)).rejects.toThrow(
      'Já existe uma configuração para a ação "profile_complete".',
    );
    await expect(
      updatePointSetting(setting.id, { action: "sample_request", points: 3, description: null }, adminId),
    ).rejects.toBeInstanceOf(AdminError);
    expect(await updatePointSetting(setting.id, { action: "profile_complete", points: 7, description: "Assinar" }, adminId)).toMatchObject({
      points: 7,
      description: "Assinar",
    });
    await deletePointSetting(setting.id, adminId);
    expect(await t.db.select().from(s.pointSettings).where(eq(s.pointSettings.id, setting.id))).toHaveLength(0);
    await createPointSetting({ action: "profile_complete", points: seeded.points, description: seeded.description }, adminId);
  });
});

describe("privacy requests and contact messages", () => {
  it("are marked handled once, by whom and when", async () => {
    const [removal] = await t.db.insert(s.dataRemovalRequests).values({ protocol: "LGPD-9", email: "x@y.com", fullName: "X" }).returning();
    const [contact] = await t.db
      .insert(s.contactMessages)
      .values({ name: "Y", email: "y@y.com", subject: "Dúvida", message: "Oi" })
      .returning();
    expect((await listRemovalRequests()).pending).toBe(1);
    await markRemovalHandled(removal.id, adminId);
    await markContactHandled(contact.id, adminId);
    await expect(markContactHandled(contact.id, adminId)).rejects.toThrow("Mensagem não encontrada ou já atendida.");
    const [r] = (await listRemovalRequests()).rows;
    expect(r).toMatchObject({ status: "handled", handledBy: adminId });
    expect(r.handledAt).toBeInstanceOf(Date);
    expect((await listContactMessages()).pending).toBe(0);
  });
});

describe("dashboard and reports", () => {
  it("counts the last 30 days against the 30 before, and lists the recent activity", async () => {
    const now = new Date();
    for (const [i, days] of [5, 10, 40].entries())
      await person(`novo${i}@exemplo.com`, `Novo ${i}`, { createdAt: new Date(now.getTime() - days * DAY) });
    const stats = await dashboardStats(now);
    const users = stats.find((c) => c.key === "users")!;
    const [{ n: totalUsers }] = await t.db
      .select({ n: s.profiles.id })
      .from(s.profiles)
      .then((rows) => [{ n: rows.length }]);
    expect(users.value).toBe(totalUsers);
    expect(users.previous).toBe(1);
    expect(users.recent).toBe(totalUsers - 1);
    expect(users.change).toBe(Math.round(((users.recent - 1) / 1) * 100));
    const products = stats.find((c) => c.key === "products")!;
    expect(products.change).toBeNull();

    const activity = await recentActivity();
    expect(activity.length).toBeLessThanOrEqual(8);
    expect(activity.map((a) => a.createdAt.getTime())).toEqual([...activity].map((a) => a.createdAt.getTime()).sort((a, b) => b - a));
    expect(activity.some((a) => a.kind === "redemption")).toBe(true);
    expect(activity.some((a) => a.kind === "sample")).toBe(true);

    // The reports' default period: the 12 weeks ending with this one, day by day.
    const days = await dailySeries(presetRange("12s", now));
    expect(days.length).toBeGreaterThanOrEqual(78);
    const [{ count: samples }] = await t.db
      .select({ count: s.sampleRequests.id })
      .from(s.sampleRequests)
      .then((rows) => [{ count: rows.length }]);
    expect(days.reduce((sum, d) => sum + d.samples, 0)).toBe(samples);
    expect(days.at(-1)!.users).toBeGreaterThan(0);

    const audit = await listAudit({ pageSize: 5 });
    expect(audit.rows).toHaveLength(5);
    expect(audit.total).toBeGreaterThan(10);
    expect(audit.rows[0].actorName).toBe("Chefe");
    const [latest] = await t.db.select().from(s.auditLog).orderBy(desc(s.auditLog.id)).limit(1);
    expect(audit.rows[0].id).toBe(latest.id);
  });
});
