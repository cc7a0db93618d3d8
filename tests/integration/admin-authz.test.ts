/**
 * Every admin loader, action and guard refuses anonymous visitors and customers, whatever they send:
 * each call ends in a redirect and the database (and the mail and upload folders) stay as they were.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import { mailFileNames, settleMail } from "../helpers/mail";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { env } from "~/lib/server/env.server";
import { userContext, type SessionUser } from "~/services/session.server";
import { applyLedgerEntry, redeemReward } from "~/models/loyalty.server";
import * as adminIndex from "~/routes/admin/index";
import * as adminLayout from "~/routes/admin/layout";
import * as panelBlog from "~/routes/admin-panel/blog";
import * as panelBlogPreview from "~/routes/admin-panel/blog-preview";
import * as panelIndex from "~/routes/admin-panel/index";
import * as panelLayout from "~/routes/admin-panel/layout";
import * as panelNotFound from "~/routes/admin-panel/not-found";
import * as panelPrivacy from "~/routes/admin-panel/privacy";
import * as panelProducts from "~/routes/admin-panel/products";
import * as panelReports from "~/routes/admin-panel/reports";
import * as panelReportsCsv from "~/routes/admin-panel/reports-csv";
import * as panelReviews from "~/routes/admin-panel/reviews";
import * as panelRewards from "~/routes/admin-panel/rewards";
import * as panelSamples from "~/routes/admin-panel/samples";
import * as panelSamplesCsv from "~/routes/admin-panel/samples-csv";
import * as panelSettings from "~/routes/admin-panel/settings";
import * as panelUsers from "~/routes/admin-panel/users";
import * as panelUser from "~/routes/admin-panel/user";

const t = useTestDatabase();

type Handler = (args: { request: Request; context: RouterContextProvider; params: Record<string, string> }) => unknown;
interface RouteModule {
  loader?: unknown;
  action?: unknown;
  middleware?: unknown[];
}

/** Each module with the address it serves and where a signed-in customer is sent. */
const MODULES: [string, RouteModule, string, "/dashboard" | "/auth"][] = [
  ["admin-panel/layout", panelLayout, "/admin-panel", "/dashboard"],
  ["admin-panel/index", panelIndex, "/admin-panel", "/dashboard"],
  ["admin-panel/products", panelProducts, "/admin-panel/produtos", "/dashboard"],
  ["admin-panel/samples", panelSamples, "/admin-panel/amostras", "/dashboard"],
  ["admin-panel/samples-csv", panelSamplesCsv, "/admin-panel/amostras.csv", "/dashboard"],
  ["admin-panel/users", panelUsers, "/admin-panel/usuarios", "/dashboard"],
  ["admin-panel/user", panelUser, "/admin-panel/usuarios/00000000-0000-4000-8000-000000000000", "/dashboard"],
  ["admin-panel/reviews", panelReviews, "/admin-panel/avaliacoes", "/dashboard"],
  ["admin-panel/rewards", panelRewards, "/admin-panel/premios", "/dashboard"],
  ["admin-panel/blog", panelBlog, "/admin-panel/blog", "/dashboard"],
  ["admin-panel/blog-preview", panelBlogPreview, "/admin-panel/blog/previa", "/dashboard"],
  ["admin-panel/reports", panelReports, "/admin-panel/relatorios", "/dashboard"],
  ["admin-panel/reports-csv", panelReportsCsv, "/admin-panel/relatorios.csv", "/dashboard"],
  ["admin-panel/settings", panelSettings, "/admin-panel/configuracoes", "/dashboard"],
  ["admin-panel/privacy", panelPrivacy, "/admin-panel/privacidade", "/dashboard"],
  ["admin-panel/not-found", panelNotFound, "/admin-panel/qualquer", "/dashboard"],
  ["admin/layout", adminLayout, "/admin", "/auth"],
  ["admin/index", adminIndex, "/admin", "/auth"],
];

const TABLES = [
  "user",
  "session",
  "account",
  "verification",
  "profiles",
  "products",
  "product_categories",
  "sample_requests",
  "product_reviews",
  "point_settings",
  "points_ledger",
  "rewards",
  "reward_redemptions",
  "blog_categories",
  "blog_posts",
  "data_removal_requests",
  "contact_messages",
  "audit_log",
];

async function fingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const result = await t.db.execute(
      sql.raw(`select count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${table}" x`),
    );
    const row = (result as { rows: { n: number; h: string }[] }).rows[0];
    out[table] = `${row.n}:${row.h}`;
  }
  return out;
}

function filesIn(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

let ids: Record<string, string>;
let customer: SessionUser;
let admin: SessionUser;

async function person(email: string, role: "user" | "admin"): Promise<SessionUser> {
  const id = crypto.randomUUID();
  await t.db.insert(s.user).values({ id, name: email, email, emailVerified: true });
  const [profile] = await t.db
    .insert(s.profiles)
    .values({ id, email, fullName: email.split("@")[0], role })
    .returning();
  await t.db
    .insert(s.session)
    .values({ id: crypto.randomUUID(), token: crypto.randomUUID(), userId: id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { ...profile, sessionId: "s", emailVerified: true };
}

beforeAll(async () => {
  await seedContent(t.db);
  admin = await person("chefe@raizvital.com.br", "admin");
  customer = await person("curioso@exemplo.com", "user");
  const [product] = await t.db.select().from(s.products).limit(1);
  const [sample] = await t.db
    .insert(s.sampleRequests)
    .values({
      userId: customer.id,
      productId: product.id,
      fullName: "Cu Rioso",
      email: customer.email,
      address: "Rua 1",
      city: "Recife",
      state: "PE",
      zipCode: "50000-000",
    })
    .returning();
  const [review] = await t.db
    .insert(s.productReviews)
    .values({ productId: product.id, userId: customer.id, rating: 5, content: "Ótimo" })
    .returning();
  await t.db.transaction((tx) => applyLedgerEntry(tx, { userId: customer.id, kind: "adjustment", amount: 1000, reason: "teste" }));
  const [reward] = await t.db.select().from(s.rewards).limit(1);
  const redemption = await redeemReward(customer.id, reward.id);
  const [post] = await t.db.select().from(s.blogPosts).limit(1);
  const [category] = await t.db.insert(s.blogCategories).values({ name: "Vazia", slug: "vazia" }).returning();
  const [setting] = await t.db.select().from(s.pointSettings).limit(1);
  const [removal] = await t.db.insert(s.dataRemovalRequests).values({ protocol: "LGPD-1", email: "a@b.com", fullName: "A" }).returning();
  const [contact] = await t.db.insert(s.contactMessages).values({ name: "A", email: "a@b.com", subject: "Oi", message: "Olá" }).returning();
  ids = {
    product: product.id,
    sample: sample.id,
    review: review.id,
    reward: reward.id,
    redemption: redemption.redemptionId!,
    post: post.id,
    category: category.id,
    setting: setting.id,
    removal: removal.id,
    contact: contact.id,
  };
});

/** Every write any admin page knows how to ask for, aimed at real rows. */
function forms(): Record<string, string>[] {
  return [
    { intent: "product-create", name: "Intruso", description: "x", status: "active" },
    { intent: "product-update", id: ids.product, name: "Hackeado", description: "x", status: "inactive" },
    { intent: "product-delete", id: ids.product },
    { intent: "product-deactivate", id: ids.product },
    { intent: "sample-status", id: ids.sample, status: "shipped", trackingCode: "AB123456789BR" },
    { intent: "create", fullName: "Novo Admin", email: "novo@exemplo.com", role: "admin" },
    { intent: "role", id: customer.id, role: "admin" },
    { intent: "status", id: admin.id, status: "inactive" },
    { intent: "points", id: customer.id, amount: "5000", reason: "presente" },
    { intent: "approve", id: ids.review },
    { intent: "reject", id: ids.review },
    { intent: "approve-many", ids: ids.review },
    { intent: "reply", id: ids.review, reply: "Resposta intrusa" },
    { intent: "reply-delete", id: ids.review },
    { intent: "unpublish", id: ids.review },
    { intent: "delete", id: ids.review },
    { intent: "reward-create", name: "Grátis", pointsRequired: "1" },
    { intent: "reward-update", id: ids.reward, name: "Grátis", pointsRequired: "1" },
    { intent: "reward-delete", id: ids.reward },
    { intent: "redemption-complete", id: ids.redemption },
    { intent: "redemption-cancel", id: ids.redemption },
    { intent: "post-create", title: "Spam", content: "spam", status: "published" },
    { intent: "post-update", id: ids.post, title: "Spam", content: "spam", status: "published" },
    { intent: "post-delete", id: ids.post },
    { intent: "category-create", name: "Spam" },
    { intent: "category-update", id: ids.category, name: "Spam" },
    { intent: "category-delete", id: ids.category },
    { intent: "setting-create", action: "spam", points: "1000" },
    { intent: "setting-update", id: ids.setting, action: "sample_request", points: "1000" },
    { intent: "setting-delete", id: ids.setting },
    { intent: "removal-handle", id: ids.removal },
    { intent: "contact-handle", id: ids.contact },
    { content: "# prévia" },
  ];
}

function contextFor(user: SessionUser | null) {
  const context = new RouterContextProvider();
  context.set(userContext, user);
  return context;
}

function post(url: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return new Request(`http://localhost:3000${url}`, { method: "POST", body });
}

async function expectRedirect(call: () => unknown, to: string, label: string) {
  let thrown: unknown;
  try {
    await call();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `${label} não redirecionou`).toBeInstanceOf(Response);
  const response = thrown as Response;
  expect(response.status, label).toBe(302);
  expect(response.headers.get("Location"), label).toMatch(new RegExp(`^${to.replace("/", "\\/")}(\\?|$)`));
}

const IDENTITIES: [string, () => SessionUser | null][] = [
  ["anonymous visitor", () => null],
  ["signed-in customer", () => customer],
];

describe.each(IDENTITIES)("as %s", (who, identity) => {
  it("every loader, action and guard redirects and nothing changes", async () => {
    // The fixture's own mail (the redemption's, queued in beforeAll) is delivered first: not a change by these calls.
    await settleMail();
    const before = await fingerprint();
    const mailBefore = mailFileNames(env().dataDir);
    const uploadsBefore = filesIn(path.join(env().dataDir, "uploads"));
    const user = identity();
    let calls = 0;
    for (const [name, mod, url, customerTarget] of MODULES) {
      const target = user ? customerTarget : "/auth";
      if (mod.middleware?.length) {
        // The module's middleware run as the router runs them, in order: the chain redirects (the
        // guard comes first; the terms check after it has nothing to say to a visitor).
        type Middleware = (a: unknown, next: () => Promise<unknown>) => unknown;
        const chain = mod.middleware as unknown as Middleware[];
        calls += 1;
        await expectRedirect(
          () => {
            const args = { request: new Request(`http://localhost:3000${url}`), context: contextFor(user), params: {} };
            const run = (i: number): Promise<unknown> =>
              i < chain.length ? Promise.resolve(chain[i](args, () => run(i + 1))) : Promise.resolve(new Response("ok"));
            return run(0);
          },
          target,
          `${who}: middleware de ${name}`,
        );
      }
      if (typeof mod.loader === "function") {
        calls += 1;
        await expectRedirect(
          () => (mod.loader as Handler)({ request: new Request(`http://localhost:3000${url}`), context: contextFor(user), params: {} }),
          target,
          `${who}: loader de ${name}`,
        );
      }
      if (typeof mod.action === "function") {
        for (const fields of forms()) {
          calls += 1;
          await expectRedirect(
            () => (mod.action as Handler)({ request: post(url, fields), context: contextFor(user), params: {} }),
            target,
            `${who}: action de ${name} (${fields.intent ?? "prévia"})`,
          );
        }
      }
    }
    expect(calls).toBeGreaterThan(250);
    expect(await fingerprint()).toEqual(before);
    await settleMail();
    expect(mailFileNames(env().dataDir)).toEqual(mailBefore);
    expect(filesIn(path.join(env().dataDir, "uploads"))).toEqual(uploadsBefore);
  });
});

describe("as an admin (the same calls do work, so the test above can fail)", () => {
  it("loads the pages and deactivates the product (its open sample request keeps it from being deleted)", async () => {
    const context = contextFor(admin);
    const page = (await (panelProducts.loader as unknown as Handler)({
      request: new Request("http://localhost:3000/admin-panel/produtos"),
      context,
      params: {},
    })) as { list: { total: number } };
    expect(page.list.total).toBeGreaterThan(0);
    const before = await fingerprint();
    const refused = (await (panelProducts.action as unknown as Handler)({
      request: post("/admin-panel/produtos", { intent: "product-delete", id: ids.product }),
      context,
      params: {},
    })) as { data: { ok: boolean } };
    expect(refused.data.ok).toBe(false);
    const result = (await (panelProducts.action as unknown as Handler)({
      request: post("/admin-panel/produtos", { intent: "product-deactivate", id: ids.product }),
      context,
      params: {},
    })) as { data: { ok: boolean } };
    expect(result.data.ok).toBe(true);
    const [row] = await t.db.select().from(s.products).where(eq(s.products.id, ids.product));
    expect(row.status).toBe("inactive");
    expect(await fingerprint()).not.toEqual(before);
  });
});
