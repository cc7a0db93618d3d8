/**
 * What needs attention in the sidebar, reports over a chosen period, the
 * audit log's filters and subjects, and the blog's authors, image descriptions and scheduled posts.
 * Every write here is read back through the model or the loader that shows it.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { SEED_AUTHOR } from "~/seed/content/blog";
import { seedContent } from "~/seed";
import { configureCaches, currentSeq, isFresh, sharedData, Tags } from "~/lib/server/cache.server";
import { userContext, type SessionUser } from "~/services/session.server";
import { toLocalDateTimeInput } from "~/i18n/local-date-time";
import { applyLedgerEntry, redeemReward } from "~/models/loyalty.server";
import { attentionCounts } from "~/models/admin/attention.server";
import { AUDIT_NO_ACTOR, listAudit } from "~/models/admin/audit.server";
import { createPost, listPosts, updatePost } from "~/models/admin/blog.server";
import { dayRange, RANGE_MESSAGES } from "~/models/admin/date-range.server";
import { AdminError } from "~/models/admin/errors.server";
import { markContactHandled } from "~/models/admin/privacy.server";
import { createProduct } from "~/models/admin/products.server";
import { dailyCsv, dailySeries } from "~/models/admin/reports.server";
import { approveReview } from "~/models/admin/reviews.server";
import { moveRedemption } from "~/models/admin/rewards.server";
import {
  getLikeState,
  getPublishedPost,
  listBlog,
  listFeedPosts,
  listLatestPosts,
  listPublishedPostDates,
  sharedBlogData,
} from "~/models/blog.server";
import * as panelLayout from "~/routes/admin-panel/layout";
import * as panelReports from "~/routes/admin-panel/reports";
import * as panelReportsCsv from "~/routes/admin-panel/reports-csv";
import { postSchema, POST_MESSAGES } from "~/validation/admin/post";
import { productSchema } from "~/validation/admin/product";

const t = useTestDatabase();

type Loader = (args: { request: Request; context: RouterContextProvider; params: Record<string, string> }) => unknown;

let chefe: SessionUser;
let outraAdmin: SessionUser;
let maria: SessionUser;
let productId: string;

async function person(email: string, fullName: string, role: "user" | "admin" = "user"): Promise<SessionUser> {
  const id = crypto.randomUUID();
  await t.db.insert(s.user).values({ id, name: fullName, email, emailVerified: true });
  const [profile] = await t.db.insert(s.profiles).values({ id, email, fullName, role }).returning();
  return { ...profile, sessionId: "s", emailVerified: true };
}

function contextFor(user: SessionUser) {
  const context = new RouterContextProvider();
  context.set(userContext, user);
  return context;
}

async function load<T>(mod: { loader?: unknown }, url: string, user: SessionUser = chefe): Promise<T> {
  return (await (mod.loader as Loader)({
    request: new Request(`http://localhost:3000${url}`),
    context: contextFor(user),
    params: {},
  })) as T;
}

beforeAll(async () => {
  await seedContent(t.db);
  chefe = await person("chefe@raizvital.com.br", "Chefe Geral", "admin");
  outraAdmin = await person("beatriz@raizvital.com.br", "Beatriz Editora", "admin");
  maria = await person("maria@exemplo.com", "Maria Souza");
  [{ id: productId }] = await t.db.select({ id: s.products.id }).from(s.products).limit(1);
});

afterEach(() => {
  vi.useRealTimers();
  configureCaches({ enabled: false });
});

describe("11 · what needs attention", () => {
  it("counts open samples, pending reviews, privacy requests and contact messages in one statement, and follows each change", async () => {
    const before = await attentionCounts();
    const [sample] = await t.db
      .insert(s.sampleRequests)
      .values({
        userId: maria.id,
        productId,
        fullName: maria.fullName,
        email: maria.email,
        address: "Rua 1",
        city: "Recife",
        state: "PE",
        zipCode: "50000-000",
      })
      .returning();
    const [review] = await t.db
      .insert(s.productReviews)
      .values({ productId, userId: maria.id, rating: 5, content: "Ótimo produto" })
      .returning();
    // Only a request its address's owner confirmed waits for the team; an unconfirmed one is not counted.
    await t.db.insert(s.dataRemovalRequests).values({ protocol: "LGPD-ATT-0", email: "ninguem@exemplo.com.br", fullName: "Ninguém" });
    await t.db
      .insert(s.dataRemovalRequests)
      .values({ protocol: "LGPD-ATT-1", email: maria.email, fullName: maria.fullName, confirmedAt: new Date() });
    const [message] = await t.db
      .insert(s.contactMessages)
      .values({ name: maria.fullName, email: maria.email, subject: "Entrega", message: "Olá" })
      .returning();
    expect(await attentionCounts()).toEqual({
      samples: before.samples + 1,
      reviews: before.reviews + 1,
      privacy: before.privacy + 1,
      contact: before.contact + 1,
    });

    // An approved sample still waits (for shipping); a shipped one does not.
    await t.db.update(s.sampleRequests).set({ status: "approved" }).where(eq(s.sampleRequests.id, sample.id));
    expect((await attentionCounts()).samples).toBe(before.samples + 1);
    await t.db.update(s.sampleRequests).set({ status: "shipped" }).where(eq(s.sampleRequests.id, sample.id));
    await approveReview(review.id, chefe.id);
    await markContactHandled(message.id, chefe.id);
    expect(await attentionCounts()).toEqual({
      samples: before.samples,
      reviews: before.reviews,
      privacy: before.privacy + 1,
      contact: before.contact,
    });

    // The panel's layout sends them with every page.
    const layout = await load<{ attention: Awaited<ReturnType<typeof attentionCounts>> }>(panelLayout, "/admin-panel");
    expect(layout.attention).toEqual(await attentionCounts());
  });

  it("reads the counts again after an action, not on a plain navigation", () => {
    const args = (formMethod: string | undefined, defaultShouldRevalidate = true) =>
      ({ formMethod, defaultShouldRevalidate }) as Parameters<typeof panelLayout.shouldRevalidate>[0];
    expect(panelLayout.shouldRevalidate(args("POST"))).toBe(true);
    expect(panelLayout.shouldRevalidate(args("post"))).toBe(true);
    // A refused action (4xx) changed nothing: the router says so.
    expect(panelLayout.shouldRevalidate(args("POST", false))).toBe(false);
    expect(panelLayout.shouldRevalidate(args(undefined))).toBe(false);
    expect(panelLayout.shouldRevalidate(args("GET"))).toBe(false);
  });
});

describe("12 · reports over a period", () => {
  it("counts each São Paulo day of the period, and the CSV has one row per day of it", async () => {
    // 9 Nov 2026 at 23:59 in São Paulo is 10 Nov 02:59 UTC; 10 Nov 00:00 there is 03:00 UTC.
    const at = (iso: string) => new Date(iso);
    const rows = [at("2026-11-10T02:59:00Z"), at("2026-11-10T03:00:00Z"), at("2026-11-10T20:00:00Z"), at("2026-11-12T12:00:00Z")];
    for (const createdAt of rows) {
      await t.db.insert(s.sampleRequests).values({
        userId: maria.id,
        productId,
        status: "completed",
        fullName: maria.fullName,
        email: maria.email,
        address: "Rua 1",
        city: "Recife",
        state: "PE",
        zipCode: "50000-000",
        createdAt,
      });
    }
    const days = await dailySeries(dayRange("2026-11-09", "2026-11-12"));
    expect(days.map((d) => [d.date, d.samples])).toEqual([
      ["2026-11-09", 1],
      ["2026-11-10", 2],
      ["2026-11-11", 0],
      ["2026-11-12", 1],
    ]);

    const csv = (await dailyCsv(dayRange("2026-11-09", "2026-11-12"))).trim().split("\r\n");
    expect(csv[0]).toBe('"Data";"Amostras solicitadas";"Avaliações recebidas";"Prêmios resgatados";"Novos usuários"');
    expect(csv.slice(1)).toEqual([
      '"2026-11-09";"1";"0";"0";"0"',
      '"2026-11-10";"2";"0";"0";"0"',
      '"2026-11-11";"0";"0";"0";"0"',
      '"2026-11-12";"1";"0";"0";"0"',
    ]);
  });

  it("the page and its CSV follow the period in the address; a bad one shows its message and the default period", async () => {
    type Page = {
      range: { from: string; to: string; days: number };
      chart: { start: string; samples: number }[];
      rangeForm: { error: string | null; from: string; to: string };
    };
    const page = await load<Page>(panelReports, "/admin-panel/relatorios?de=2026-11-09&ate=2026-11-12");
    expect(page.range).toEqual({ from: "2026-11-09", to: "2026-11-12", days: 4, daily: true });
    expect(page.chart.map((p) => p.samples)).toEqual([1, 2, 0, 1]);
    expect(page.rangeForm.error).toBeNull();

    const week = await load<Page>(panelReports, "/admin-panel/relatorios?periodo=7d");
    expect(week.range.days).toBe(7);
    expect(week.chart).toHaveLength(7);

    // Longer than a month: one bar per week.
    const long = await load<Page>(panelReports, "/admin-panel/relatorios?de=2026-08-01&ate=2026-11-12");
    expect(long.chart.length).toBeLessThan(20);
    expect(long.chart.reduce((sum, p) => sum + p.samples, 0)).toBe(4);

    const bad = await load<Page>(panelReports, "/admin-panel/relatorios?de=2026-11-12&ate=2026-11-09");
    expect(bad.rangeForm).toEqual({ preset: "", from: "2026-11-12", to: "2026-11-09", error: RANGE_MESSAGES.order });
    expect(bad.range.days).toBeGreaterThanOrEqual(78); // the default 12 weeks

    const csv = await load<Response>(panelReportsCsv, "/admin-panel/relatorios.csv?de=2026-11-09&ate=2026-11-12");
    expect(csv.headers.get("Content-Disposition")).toContain("relatorio-2026-11-09-a-2026-11-12.csv");
    expect((await csv.text()).trim().split("\r\n")).toHaveLength(5);
    const refused = await load<Response>(panelReportsCsv, "/admin-panel/relatorios.csv?de=2026-13-01&ate=2026-11-09");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe(RANGE_MESSAGES.invalidDate);
  });
});

describe("13 · the audit log", () => {
  it("names each entry's subject and filters by who, what and when", async () => {
    const product = await createProduct(productSchema.parse({ name: "Guaraná Auditado", description: "Energia." }), chefe.id);
    await t.db.transaction((tx) => applyLedgerEntry(tx, { userId: maria.id, kind: "adjustment", amount: 5000, reason: "teste" }));
    // A digital reward: its redemption waits for the admin (a coupon is done at once, an item needs an address).
    const [reward] = await t.db.select().from(s.rewards).where(eq(s.rewards.kind, "digital")).limit(1);
    const redemption = await redeemReward(maria.id, reward.id);
    await moveRedemption(redemption.redemptionId!, "cancelled", outraAdmin.id);

    const all = await listAudit({ pageSize: 50 });
    const cancel = all.rows.find((r) => r.action === "redemption.cancel")!;
    expect(`${cancel.actionLabel} ${cancel.subject}`).toBe(`Cancelou resgate de Maria Souza (${reward.name})`);
    expect(cancel.actorName).toBe("Beatriz Editora");
    const created = all.rows.find((r) => r.action === "product.create" && r.entityId === product.id)!;
    expect(`${created.actionLabel} ${created.subject}`).toBe("Criou produto “Guaraná Auditado”");

    // Read when shown: a customer's new name is what the log says.
    await t.db.update(s.profiles).set({ fullName: "Maria Souza Lima" }).where(eq(s.profiles.id, maria.id));
    expect((await listAudit({ pageSize: 50 })).rows.find((r) => r.id === cancel.id)!.subject).toBe(`de Maria Souza Lima (${reward.name})`);

    const byWho = await listAudit({ actor: outraAdmin.id, pageSize: 50 });
    expect(byWho.rows.length).toBeGreaterThan(0);
    expect(byWho.rows.every((r) => r.actorName === "Beatriz Editora")).toBe(true);
    expect(byWho.total).toBe(byWho.rows.length);
    expect((await listAudit({ actor: AUDIT_NO_ACTOR, pageSize: 50 })).rows.every((r) => r.actorName === null)).toBe(true);

    const rewards = await listAudit({ area: "premios", pageSize: 50 });
    expect(rewards.rows.map((r) => r.id)).toContain(cancel.id);
    expect(rewards.rows.every((r) => r.entity === "reward" || r.entity === "redemption")).toBe(true);

    const today = toLocalDateTimeInput(new Date()).slice(0, 10);
    expect((await listAudit({ range: dayRange(today, today), pageSize: 50 })).rows.map((r) => r.id)).toContain(cancel.id);
    expect((await listAudit({ range: dayRange("2026-01-01", "2026-01-02"), pageSize: 50 })).total).toBe(0);

    // The page reads the same filters from the address.
    type Page = { audit: { rows: { id: number }[]; total: number }; auditForm: { actor: string; area: string; error: string | null } };
    const page = await load<Page>(panelReports, `/admin-panel/relatorios?quem=${outraAdmin.id}&oque=premios&registro_de=${today}`);
    expect(page.audit.rows.map((r) => r.id)).toEqual([cancel.id]);
    expect(page.auditForm).toMatchObject({ actor: outraAdmin.id, area: "premios", error: null });
    const bad = await load<Page>(panelReports, "/admin-panel/relatorios?registro_de=2026-11-31");
    expect(bad.auditForm.error).toBe(RANGE_MESSAGES.invalidDate);
    expect(bad.audit.total).toBe((await listAudit()).total);
  });
});

describe("14 · blog: authors, image descriptions, scheduled posts", () => {
  const input = (over: Record<string, string>) =>
    postSchema.parse({ title: "Post de teste", content: "Texto do post.", status: "published", ...over });

  it("the seeded articles are signed by the team's nutritionist, with their images described", async () => {
    const post = (await getPublishedPost("5-pilares-vitalidade-natural"))!;
    expect(post.authorName).toBe(SEED_AUTHOR.fullName);
    expect(post.authorCredentials).toBe("Nutricionista · CRN-3 48215");
    expect(post.imageAlt).toMatch(/^Ilustração de um sol/);
    const [author] = await t.db.select().from(s.profiles).where(eq(s.profiles.email, SEED_AUTHOR.email));
    expect(author).toMatchObject({ role: "admin", credentials: SEED_AUTHOR.credentials });
    // No password: nobody signs in as her.
    expect(await t.db.select().from(s.account).where(eq(s.account.userId, author.id))).toHaveLength(0);
  });

  it("a new post is signed by whoever writes it unless someone of the team is chosen; nobody else can sign", async () => {
    const mine = await createPost(input({ title: "Meu post", slug: "meu-post" }), chefe.id);
    expect(mine.authorId).toBe(chefe.id);
    expect((await getPublishedPost("meu-post"))!.authorName).toBe("Chefe Geral");

    const hers = await createPost(input({ title: "Post dela", slug: "post-dela", authorId: outraAdmin.id }), chefe.id);
    expect((await getPublishedPost("post-dela"))!.authorName).toBe("Beatriz Editora");
    await expect(createPost(input({ title: "Da cliente", slug: "da-cliente", authorId: maria.id }), chefe.id)).rejects.toThrow(
      POST_MESSAGES.author,
    );
    await expect(
      updatePost(hers.id, input({ title: "Post dela", slug: "post-dela", authorId: maria.id }), chefe.id),
    ).rejects.toBeInstanceOf(AdminError);

    await updatePost(hers.id, input({ title: "Post dela", slug: "post-dela", authorId: chefe.id }), outraAdmin.id);
    expect((await getPublishedPost("post-dela"))!.authorName).toBe("Chefe Geral");
    expect((await listPosts({ q: "Post dela" })).rows[0]).toMatchObject({ authorId: chefe.id, authorName: "Chefe Geral" });
  });

  it("an image needs its description, which the post page and the cards use", async () => {
    const withUrl = postSchema.safeParse({ title: "Com imagem", content: "x", imageUrl: "/images/blog/hidratacao-energia-foco.webp" });
    expect(withUrl.success).toBe(false);
    expect(withUrl.error!.issues.map((i) => [i.path[0], i.message])).toEqual([["imageAlt", POST_MESSAGES.imageAlt]]);
    // A chosen file counts as an image (validation/submission.ts gives its name).
    expect(postSchema.safeParse({ title: "Com arquivo", content: "x", imageFile: "capa.webp" }).success).toBe(false);
    expect(postSchema.safeParse({ title: "Sem imagem", content: "x" }).success).toBe(true);

    await createPost(
      input({
        title: "Com capa",
        slug: "com-capa",
        imageUrl: "/images/blog/hidratacao-energia-foco.webp",
        imageAlt: "Copo d'água sobre a mesa",
      }),
      chefe.id,
    );
    expect((await getPublishedPost("com-capa"))!.imageAlt).toBe("Copo d'água sobre a mesa");
    expect((await listLatestPosts(20)).find((p) => p.slug === "com-capa")!.imageAlt).toBe("Copo d'água sobre a mesa");
  });

  it("a post with a future date is not public until then: list, page, likes, sitemap and feed", async () => {
    const start = new Date();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const inOneHour = toLocalDateTimeInput(new Date(start.getTime() + 3_600_000));
    const scheduled = await createPost(input({ title: "Agendado", slug: "agendado", publishedAt: inOneHour }), chefe.id);
    expect(scheduled.publishedAt!.getTime()).toBeGreaterThan(start.getTime());
    expect((await listPosts({ q: "Agendado" })).rows[0].scheduled).toBe(true);

    const visible = async () => ({
      list:
        (await listBlog({ pageSize: 100 })).latest.some((p) => p.slug === "agendado") ||
        (await listBlog({ pageSize: 100 })).featured.some((p) => p.slug === "agendado"),
      page: (await getPublishedPost("agendado")) !== null,
      likes: (await getLikeState("agendado")) !== null,
      sitemap: (await listPublishedPostDates()).some((p) => p.slug === "agendado"),
      feed: (await listFeedPosts(100)).some((p) => p.slug === "agendado"),
    });
    expect(await visible()).toEqual({ list: false, page: false, likes: false, sitemap: false, feed: false });
    vi.setSystemTime(start.getTime() + 3_600_000 + 60_000);
    expect(await visible()).toEqual({ list: true, page: true, likes: true, sitemap: true, feed: true });
    // Gone, so that the next test's clock meets only its own scheduled post.
    await t.db.delete(s.blogPosts).where(eq(s.blogPosts.slug, "agendado"));
  });

  it("cached blog data and pages are loaded again when a scheduled post comes due, with nobody writing", async () => {
    configureCaches({ enabled: true, ttlMs: 24 * 3_600_000 });
    const start = new Date();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const created = await createPost(
      input({ title: "Amanhã cedo", slug: "amanha-cedo", publishedAt: toLocalDateTimeInput(new Date(start.getTime() + 2 * 3_600_000)) }),
      chefe.id,
    );
    // The form's minutes: due up to a minute before start + 2 h.
    const due = created.publishedAt!.getTime();

    const slugs = async (key: string, tag: string) => (await sharedData(key, [tag], () => listLatestPosts(50))).map((p) => p.slug);
    const viaBlog = (key: string) => sharedBlogData(key, () => listLatestPosts(50)).then((posts) => posts.map((p) => p.slug));
    expect(await viaBlog("teste:agendados")).not.toContain("amanha-cedo");
    expect(await slugs("teste:outra-tag", "teste-controle")).not.toContain("amanha-cedo");
    expect(await slugs("teste:mesma-tag", Tags.blog)).not.toContain("amanha-cedo");
    // A page kept now, under the blog tag (server/page-cache.ts checks it the same way).
    const pageSince = currentSeq();
    expect(isFresh([Tags.blog], pageSince)).toBe(true);

    vi.setSystemTime(due - 1_000);
    expect(await viaBlog("teste:agendados")).not.toContain("amanha-cedo");
    expect(isFresh([Tags.blog], pageSince)).toBe(true);

    vi.setSystemTime(due);
    expect(isFresh([Tags.blog], pageSince)).toBe(false);
    expect(await viaBlog("teste:agendados")).toContain("amanha-cedo");
    // The expiry is the tag's: every blog value is loaded again; a value under another tag is still the
    // one cached before (so without the expiry the blog's would be too: what this test guards against).
    expect(await slugs("teste:mesma-tag", Tags.blog)).toContain("amanha-cedo");
    expect(await slugs("teste:outra-tag", "teste-controle")).not.toContain("amanha-cedo");
  });
});
