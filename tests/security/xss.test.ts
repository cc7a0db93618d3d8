/**
 * A catalogue of XSS payloads goes into every text a person or an admin can write (products, reviews,
 * profiles, samples, rewards, redemptions, blog posts and categories, contact messages, privacy
 * requests, point settings), then the real pages are rendered by the built app's request handler
 * (React SSR, the same code the server runs) as a visitor, a customer and an admin, and the HTML
 * e-mails that embed those texts are built. Parsed as a browser would, no page and no e-mail holds
 * executable markup: no script without the response's nonce, no on* attribute, no javascript:/data:
 * address, no iframe/object/embed/base, and every JSON-LD block still parses (a </script> in a
 * product name does not break out).
 */
import crypto from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { auth } from "~/services/auth.server";
import { callAuth, cookieHeaders } from "~/services/auth-call.server";
import { renderMarkdown } from "~/lib/server/markdown.server";
import { applyLedgerEntry, redeemReward } from "~/models/loyalty.server";
import { contactMail } from "~/models/help.server";
import { handledMail, privacyTeamMail, receiptMail } from "~/models/privacy.server";
import { samplePaymentMail, sampleStatusMail } from "~/models/admin/samples.server";
import { redemptionMail } from "~/models/admin/rewards.server";
import { reviewPublishedMail } from "~/models/admin/reviews.server";
import { sampleReceivedMail } from "~/models/samples.server";
import { blogFeedXml } from "~/models/seo.server";
import { executableMarkup } from "./support/html";
import { DomUtils, parseDocument } from "htmlparser2";
import { invalidateOnCommit } from "~/lib/server/cache.server";

const t = useTestDatabase();
const root = path.resolve(import.meta.dirname, "../..");

/** OWASP-style payloads; each carries the marker so a leak into a <style> is recognised. */
const MARKER = "xss";
export const PAYLOADS = [
  `<script>alert('xss')</script>`,
  `</script><script>alert('xss')</script>`,
  `"></script><img src=x onerror=alert('xss')>`,
  `<img src=x onerror="alert('xss')">`,
  `<IMG SRC="javascript:alert('xss');">`,
  `<svg onload=alert('xss')>`,
  `<svg><script>alert('xss')</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert('xss')>`,
  `<iframe src="javascript:alert('xss')"></iframe>`,
  `<object data="data:text/html,<script>alert('xss')</script>"></object>`,
  `<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzJyk8L3NjcmlwdD4=">`,
  `<a href="javascript:alert('xss')">clique</a>`,
  `<a href="  javascript:alert('xss')">clique</a>`,
  `<a href="java&#x09;script:alert('xss')">clique</a>`,
  `<a href="&#106;avascript:alert('xss')">xss</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzJyk8L3NjcmlwdD4=">xss</a>`,
  `[clique](javascript:alert('xss'))`,
  `[clique](  javascript:alert('xss'))`,
  `[clique](JaVaScRiPt:alert('xss'))`,
  `[clique](data:text/html,<script>alert('xss')</script>)`,
  `![xss](x" onerror="alert('xss'))`,
  `![xss](javascript:alert('xss'))`,
  `<details open ontoggle=alert('xss')>`,
  `<body onload=alert('xss')>`,
  `<style>@import 'https://evil.example/xss.css';</style>`,
  `<div style="background:url(javascript:alert('xss'))">xss</div>`,
  `<base href="https://evil.example/xss/">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert('xss')">`,
  `<form action="javascript:alert('xss')"><button>xss</button></form>`,
  `<input autofocus onfocus=alert('xss')>`,
  `" onmouseover="alert('xss')" x="`,
  `' onmouseover='alert(1)' x='xss`,
  `&lt;script&gt;alert('xss')&lt;/script&gt;`,
  `&#60;script&#62;alert('xss')&#60;/script&#62;`,
  `\u003cscript\u003ealert('xss')\u003c/script\u003e`,
  `＜script＞alert('xss')＜/script＞`,
  `<scr<script>ipt>alert('xss')</scr</script>ipt>`,
  `<!--<img src="--><img src=x onerror=alert('xss')//">`,
  `<![CDATA[<script>alert('xss')</script>]]>`,
  `]]><script>alert('xss')</script>`,
  `{{constructor.constructor('alert("xss")')()}}`,
  `\u2028\u2029</script><script>alert('xss')</script>`,
];

function build(): ServerBuild | Promise<ServerBuild> {
  const entry = path.join(root, "build/server/index.js");
  // CI builds before the unit tests (npm test); a checkout without a build gets one here.
  if (!fs.existsSync(entry)) execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { cwd: root, stdio: "ignore" });
  return import(entry) as Promise<ServerBuild>;
}

let handler: (request: Request) => Promise<Response>;
const cookies: Record<"customer" | "admin", string> = { customer: "", admin: "" };
const ids: Record<string, string> = {};

async function account(email: string, name: string, role: "user" | "admin"): Promise<{ id: string; cookie: string }> {
  const password = "Senha@Forte1";
  const headers = new Headers({ "x-rv-client-ip": `198.51.100.${role === "admin" ? 1 : 2}` });
  await auth().api.signUpEmail({ body: { name, email, password }, headers });
  await t.db.update(s.user).set({ emailVerified: true }).where(eq(s.user.email, email));
  const [row] = await t.db.select().from(s.user).where(eq(s.user.email, email));
  await t.db.update(s.profiles).set({ role }).where(eq(s.profiles.id, row.id));
  const signedIn = await callAuth(() => auth().api.signInEmail({ body: { email, password }, headers, returnHeaders: true }));
  if (!signedIn.ok) throw new Error(signedIn.message);
  return {
    id: row.id,
    cookie: cookieHeaders(signedIn.headers)
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedContent(t.db);
  const serverBuild = await build();
  handler = createRequestHandler(serverBuild, "production");
  const customer = await account("leitora.xss@exemplo.com.br", "Leitora", "user");
  const admin = await account("chefe.xss@raizvital.com.br", "Chefe", "admin");
  cookies.customer = customer.cookie;
  cookies.admin = admin.cookie;

  const [category] = await t.db.select().from(s.productCategories).limit(1);
  const [product] = await t.db
    .insert(s.products)
    .values({
      name: "Produto XSS",
      slug: "produto-xss",
      description: "x",
      status: "active",
      featured: true,
      categoryId: category.id,
      benefits: ["a"],
    })
    .returning();
  await t.db.insert(s.productReviews).values([
    { productId: product.id, userId: customer.id, rating: 5, title: "t", content: "c", approved: true },
    { productId: product.id, userId: admin.id, rating: 4, title: "t", content: "c", approved: false },
  ]);
  await t.db.insert(s.sampleRequests).values({
    userId: customer.id,
    productId: product.id,
    fullName: "f",
    email: "leitora.xss@exemplo.com.br",
    address: "a",
    city: "c",
    state: "SP",
    zipCode: "01310-100",
    notes: "n",
  });
  const [reward] = await t.db
    .insert(s.rewards)
    .values({ name: "Prêmio XSS", description: "d", pointsRequired: 10, active: true })
    .returning();
  await t.db.transaction((tx) => applyLedgerEntry(tx, { userId: customer.id, kind: "adjustment", amount: 100, reason: "teste" }));
  await redeemReward(customer.id, reward.id);
  const [blogCategory] = await t.db.insert(s.blogCategories).values({ name: "c", slug: "categoria-xss" }).returning();
  await t.db.insert(s.blogPosts).values({
    title: "t",
    slug: "post-xss",
    content: "c",
    excerpt: "e",
    status: "published",
    featured: true,
    publishedAt: new Date(),
    categoryId: blogCategory.id,
    authorId: admin.id,
  });
  await t.db.insert(s.contactMessages).values({ name: "n", email: "a@b.com", subject: "s", message: "m" });
  await t.db
    .insert(s.dataRemovalRequests)
    .values({ protocol: "LGPD-XSS-1", email: "leitora.xss@exemplo.com.br", fullName: "f", reason: "r", userId: customer.id });
  Object.assign(ids, { product: product.id, reward: reward.id, customer: customer.id });
}, 300_000);

/** Every text column a person or an admin writes, set to the payload. */
async function plant(payload: string) {
  const p = payload;
  await t.db
    .update(s.products)
    .set({ name: p, shortDescription: p, description: p, howToUse: p, benefits: [p, p] })
    .where(eq(s.products.slug, "produto-xss"));
  // A review title holds at most 100 characters (a database check): as many whole payloads as fit.
  const title = p
    .split("\n\n")
    .reduce((acc, piece) => (`${acc}${acc ? "\n\n" : ""}${piece}`.length <= 100 ? `${acc}${acc ? "\n\n" : ""}${piece}` : acc), "");
  await t.db.execute(sql`update product_reviews set title = ${title || p.slice(0, 100)}, content = ${p}`);
  await t.db.execute(sql`update profiles set full_name = ${p}, phone = ${p} where id = ${ids.customer}`);
  await t.db.execute(sql`update "user" set name = ${p} where id = ${ids.customer}`);
  await t.db.execute(sql`update sample_requests set full_name = ${p}, address = ${p}, city = ${p}, notes = ${p}`);
  await t.db.execute(sql`update rewards set name = ${p}, description = ${p} where id = ${ids.reward}`);
  await t.db.execute(sql`update reward_redemptions set reward_name = ${p}`);
  await t.db.execute(
    sql`update blog_posts set title = ${p}, excerpt = ${p}, content = ${p}, meta_title = ${p}, meta_description = ${p} where slug = 'post-xss'`,
  );
  await t.db.execute(sql`update blog_categories set name = ${p} where slug = 'categoria-xss'`);
  await t.db.execute(sql`update contact_messages set name = ${p}, subject = ${p}, message = ${p}, email = ${p}`);
  await t.db.execute(sql`update data_removal_requests set full_name = ${p}, reason = ${p}`);
  await t.db.execute(sql`update point_settings set description = ${p}`);
}

const PAGES: ["visitor" | "customer" | "admin", string][] = [
  ["visitor", "/"],
  ["visitor", "/produtos"],
  ["visitor", "/produto/produto-xss"],
  ["visitor", "/blog"],
  ["visitor", "/blog/post-xss"],
  ["visitor", "/pontos"],
  ["customer", "/produto/produto-xss"],
  ["customer", "/dashboard"],
  ["customer", "/dashboard?aba=amostras"],
  ["customer", "/dashboard?aba=premios"],
  ["customer", "/lgpd"],
  ["admin", "/admin"],
  ["admin", "/admin-panel"],
  ["admin", "/admin-panel/produtos"],
  ["admin", "/admin-panel/amostras"],
  ["admin", "/admin-panel/usuarios"],
  ["admin", "/admin-panel/avaliacoes"],
  ["admin", "/admin-panel/premios"],
  ["admin", "/admin-panel/blog"],
  ["admin", "/admin-panel/relatorios"],
  ["admin", "/admin-panel/configuracoes"],
  ["admin", "/admin-panel/privacidade"],
];

async function page(who: "visitor" | "customer" | "admin", url: string): Promise<{ html: string; csp: string }> {
  const headers = new Headers({ accept: "text/html", "user-agent": "Mozilla/5.0 Chrome/140.0", "x-rv-client-ip": "203.0.113.50" });
  if (who !== "visitor") headers.set("cookie", cookies[who]);
  const response = await handler(new Request(`http://localhost:3000${url}`, { headers }));
  expect(response.status, `${who} ${url}`).toBe(200);
  return { html: await response.text(), csp: response.headers.get("content-security-policy") ?? "" };
}

/** The catalogue in groups: each round writes a group (one payload a paragraph) into every text. */
const GROUP = 7;
const ROUNDS = Array.from({ length: Math.ceil(PAYLOADS.length / GROUP) }, (_, i) =>
  PAYLOADS.slice(i * GROUP, (i + 1) * GROUP).join("\n\n"),
);
/** Payloads aimed at raw script blocks (JSON-LD), each tried alone on the pages that have one. */
const BREAKOUTS = PAYLOADS.filter((p) => /<\/script|<!--|\u2028|]]>/i.test(p));

describe("pages with the payloads in every user and admin text", () => {
  it("render without executable markup, as visitor, customer and admin", async () => {
    const failures: string[] = [];
    let shown = 0;
    let rendered = 0;
    const check = async (payload: string, pages: typeof PAGES) => {
      await plant(payload);
      for (const [who, url] of pages) {
        const { html, csp } = await page(who, url);
        rendered += 1;
        // The planted text does reach the page (shown escaped, or in the hydration data), so the check is not vacuous.
        if (html.includes("alert(")) shown += 1;
        for (const finding of executableMarkup(html, { marker: MARKER, csp }))
          failures.push(`${who} ${url} ← ${JSON.stringify(payload)}: ${finding}`);
      }
    };
    for (const payload of ROUNDS) await check(payload, PAGES);
    for (const payload of BREAKOUTS)
      await check(
        payload,
        PAGES.filter(([who, url]) => who === "visitor" && /produto\/|blog\//.test(url)),
      );
    expect(failures).toEqual([]);
    expect(shown).toBe(rendered);
  }, 600_000);

  it("the checker itself sees the executable markup it is meant to find", () => {
    expect(executableMarkup(`<p><img src=x onerror=alert(1)></p>`)).not.toEqual([]);
    expect(executableMarkup(`<script>alert(1)</script>`, { scriptsAllowed: true })).not.toEqual([]);
    expect(executableMarkup(`<script nonce="abc">ok()</script>`, { scriptsAllowed: true })).toEqual([]);
    // A page's own CSP: its nonce, or (a shared page) the hash of each of its inline scripts.
    expect(executableMarkup(`<script nonce="abc">ok()</script>`, { csp: "script-src 'self' 'nonce-abc' 'strict-dynamic'" })).toEqual([]);
    expect(executableMarkup(`<script nonce="xyz">ok()</script>`, { csp: "script-src 'self' 'nonce-abc' 'strict-dynamic'" })).not.toEqual(
      [],
    );
    const okHash = crypto.createHash("sha256").update("ok()").digest("base64");
    expect(
      executableMarkup(`<script>ok()</script><script src="/assets/a.js"></script>`, { csp: `script-src 'self' 'sha256-${okHash}'` }),
    ).toEqual([]);
    expect(executableMarkup(`<script>alert(1)</script>`, { csp: `script-src 'self' 'sha256-${okHash}'` })).not.toEqual([]);
    expect(executableMarkup(`<script src="//evil.example/a.js"></script>`, { csp: `script-src 'self' 'sha256-${okHash}'` })).not.toEqual(
      [],
    );
    expect(executableMarkup(`<a href=" java\tscript:alert(1)">x</a>`)).not.toEqual([]);
    expect(executableMarkup(`<script type="application/ld+json">{"name":"</script><b>"}</script>`)).not.toEqual([]);
    expect(executableMarkup(`<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>`)).toEqual([]);
  });
});

describe("blog Markdown", () => {
  it("keeps no executable markup for any payload", () => {
    for (const payload of PAYLOADS) {
      for (const source of [payload, `# Título\n\n${payload}\n\n- item ${payload}`, `> ${payload}`, `| a |\n|---|\n| ${payload} |`]) {
        expect(executableMarkup(renderMarkdown(source)), source).toEqual([]);
      }
    }
  });

  it("keeps the RSS feed well formed: a ]]> in a post cannot close its CDATA", async () => {
    await plant(`]]><script>alert('xss')</script><![CDATA[ ${MARKER}-feed`);
    await t.db.transaction((tx) => invalidateOnCommit(tx, "blog"));
    const xml = await blogFeedXml("http://localhost:3000");
    // Read as a feed reader does (XML, CDATA sections recognised): a ]]> that closed the section early
    // would leave a <script> element, or markup outside a CDATA section, in the feed itself.
    const feed = parseDocument(xml, { xmlMode: true, recognizeCDATA: true });
    expect(DomUtils.getElementsByTagName("script", feed), "a <script> element in the feed's XML").toEqual([]);
    const items = DomUtils.getElementsByTagName("item", feed);
    const planted = items.filter((item) => DomUtils.textContent(DomUtils.getElementsByTagName("link", item)).endsWith("/blog/post-xss"));
    expect(planted, "the planted post is in the feed").toHaveLength(1);
    for (const item of items) {
      const encoded = DomUtils.getElementsByTagName("content:encoded", item);
      expect(encoded, "one content:encoded per item").toHaveLength(1);
      expect(
        encoded[0].children.map((c) => c.type),
        "content:encoded holds only CDATA",
      ).toEqual(encoded[0].children.map(() => "cdata"));
      expect(executableMarkup(DomUtils.textContent(encoded[0]))).toEqual([]);
    }
    // The planted text itself reached the feed (the check above saw it), as inert text.
    const html = DomUtils.textContent(DomUtils.getElementsByTagName("content:encoded", planted[0]));
    expect(html).toContain(`${MARKER}-feed`);
    expect(html).toContain("]]&gt;");
    expect(xml).not.toContain("<script>alert");
  });
});

describe("HTML e-mails that embed what people typed", () => {
  it("escape every payload", () => {
    const when = new Date("2026-03-10T12:00:00Z");
    for (const p of PAYLOADS) {
      const request = { protocol: "LGPD-2026-000001", fullName: p, email: "a@b.com", reason: p, createdAt: when };
      const mails = [
        contactMail({ name: p, email: "a@b.com", subject: p, message: p }, { to: "suporte@raizvital.com.br", receivedAt: when, id: "1" }),
        receiptMail(request),
        privacyTeamMail(request),
        handledMail(request),
        sampleStatusMail(
          {
            fullName: p,
            email: "a@b.com",
            status: "shipped",
            trackingCode: "AB123456789BR",
            productName: p,
            productSlug: "x",
            orderNumber: "AM-2026-000001",
          },
          { inviteReview: true, reviewPoints: 5, baseUrl: "http://localhost:3000" },
        ),
        samplePaymentMail({ fullName: p, email: "a@b.com", orderNumber: "AM-2026-000001", productName: p, shippingFeeCents: 1290 }, "paid"),
        sampleReceivedMail(
          {
            id: "1",
            productId: "p1",
            orderNumber: "AM-2026-000001",
            productName: p,
            productSlug: "x",
            status: "pending",
            paymentStatus: "awaiting",
            feeCents: 1290,
            trackingCode: null,
            createdAt: when,
            pix: { code: p },
          },
          { fullName: p, email: "a@b.com", address: p, city: p, state: "SP", zipCode: "01310-100" },
          { minDays: 3, maxDays: 5 },
          "http://localhost:3000",
        ),
        redemptionMail({ rewardName: p, pointsSpent: 30 }, { fullName: p, email: "a@b.com" }, "cancelled", "http://localhost:3000"),
        redemptionMail({ rewardName: p, pointsSpent: 30 }, { fullName: p, email: "a@b.com" }, "completed", "http://localhost:3000"),
        reviewPublishedMail({ title: p, productName: p, productSlug: p }, { fullName: p, email: "a@b.com" }, "http://localhost:3000"),
      ];
      for (const mail of mails) expect(executableMarkup(mail.html, { marker: MARKER }), `${mail.subject} ← ${p}`).toEqual([]);
    }
  });
});
