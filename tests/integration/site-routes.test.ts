/**
 * The public site's actions and loaders called as React Router calls them: likes, newsletter and
 * eBook, post views. No HTTP server; the request, params and context are built here.
 */
import fs from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/db";
import { settleMail } from "../helpers/mail";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { userContext, type SessionUser } from "~/services/session.server";
import { LIKE_MESSAGES, NEWSLETTER_MESSAGES } from "~/i18n/site";
import { TOO_MANY } from "~/lib/server/rate-limit.server";
import { action as likeAction } from "~/routes/site/like";
import { action as newsletterAction } from "~/routes/site/newsletter";
import { confirmSubscription } from "~/models/newsletter.server";
import { NEWSLETTER_TEXTS } from "~/i18n/newsletter";
import { loader as postLoader } from "~/routes/site/post";
import { action as viewAction } from "~/routes/site/post-view";
import { loader as blogLoader } from "~/routes/site/blog";
import { HtmlOnceContext, OnceHtml } from "~/lib/render/html-once";

const t = useTestDatabase();
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
let ipCounter = 0;

// Seeding is slow on a busy machine.
beforeAll(() => seedContent(t.db), 120_000);

async function newUser(): Promise<SessionUser> {
  const id = crypto.randomUUID();
  const email = `${id}@exemplo.com.br`;
  await t.db.insert(s.user).values({ id, name: "Leitor", email, emailVerified: true });
  const [profile] = await t.db.insert(s.profiles).values({ id, email, fullName: "Leitor" }).returning();
  return { ...profile, sessionId: "s", emailVerified: true };
}

function context(user: SessionUser | null = null) {
  const ctx = new RouterContextProvider();
  ctx.set(userContext, user);
  return ctx;
}

/** A POST as a fetcher sends it, or as a plain HTML form when `document`. */
function post(url: string, fields: Record<string, string>, { document = false, ip = `10.0.0.${++ipCounter}` } = {}) {
  const headers = new Headers({ "x-rv-client-ip": ip, "user-agent": BROWSER });
  if (document) {
    headers.set("sec-fetch-mode", "navigate");
    headers.set("accept", "text/html");
    headers.set("referer", "http://localhost:3000/blog?q=omega");
  } else {
    headers.set("sec-fetch-mode", "cors");
    headers.set("accept", "*/*");
  }
  return new Request(`http://localhost:3000${url}`, { method: "POST", body: new URLSearchParams(fields), headers });
}

type DataResult = { type?: string; data: Record<string, unknown>; init?: ResponseInit | null };

/** The payload and status of an action's answer (data() or a Response). */
function read(result: unknown): { status: number; body: Record<string, unknown>; headers: Headers } {
  if (result instanceof Response) return { status: result.status, body: {}, headers: result.headers };
  const r = result as DataResult;
  return { status: r.init?.status ?? 200, body: r.data, headers: new Headers(r.init?.headers) };
}

function callLike(slug: string, fields: Record<string, string>, user: SessionUser | null, options?: { document?: boolean }) {
  return likeAction({ request: post(`/blog/${slug}/curtir`, fields, options), params: { slug }, context: context(user) } as never);
}

describe("like action", () => {
  const slug = "beneficios-omega-3-cerebro";

  it("refuses anonymous visitors with the specification's message and the real count", async () => {
    const { status, body } = read(await callLike(slug, { intent: "like" }, null));
    expect(status).toBe(401);
    expect(body).toMatchObject({ ok: false, message: LIKE_MESSAGES.signInRequired, liked: false, count: 0 });
    expect((await t.db.select().from(s.blogPostLikes)).length).toBe(0);
  });

  it("sends a plain form post from an anonymous visitor back with the message as a toast", async () => {
    const result = await callLike(slug, { intent: "like", redirectTo: "/blog?q=omega" }, null, { document: true });
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/blog?q=omega");
    expect(response.headers.get("set-cookie")).toContain("rv_toast=");
  });

  it("likes and unlikes for the signed-in user, answering the real state", async () => {
    const user = await newUser();
    expect(read(await callLike(slug, { intent: "like" }, user)).body).toEqual({ ok: true, liked: true, count: 1 });
    expect(read(await callLike(slug, { intent: "like" }, user)).body).toEqual({ ok: true, liked: true, count: 1 });
    const other = await newUser();
    expect(read(await callLike(slug, { intent: "like" }, other)).body).toEqual({ ok: true, liked: true, count: 2 });
    expect(read(await callLike(slug, { intent: "unlike" }, user)).body).toEqual({ ok: true, liked: false, count: 1 });
    await callLike(slug, { intent: "unlike" }, other);
  });

  it("sends a plain form post back to its page once done", async () => {
    const user = await newUser();
    const response = (await callLike(slug, { intent: "like", redirectTo: "/blog/beneficios-omega-3-cerebro" }, user, {
      document: true,
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/blog/beneficios-omega-3-cerebro");
    expect(read(await callLike(slug, { intent: "unlike" }, user)).body).toMatchObject({ liked: false });
  });

  it("never redirects a plain form post off the site", async () => {
    const user = await newUser();
    const response = (await callLike(slug, { intent: "like", redirectTo: "//evil.example/x" }, user, { document: true })) as Response;
    expect(response.headers.get("location")).toBe(`/blog/${slug}`);
    await callLike(slug, { intent: "unlike" }, user);
  });

  it("answers 'Erro ao processar curtida' for a bad intent or a post that cannot be liked, changing nothing", async () => {
    const user = await newUser();
    const bad = read(await callLike(slug, { intent: "toggle" }, user));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ok: false, message: LIKE_MESSAGES.failed, liked: false });
    const missing = read(await callLike("nao-existe", { intent: "like" }, user));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ ok: false, message: LIKE_MESSAGES.failed });
    expect((await t.db.select().from(s.blogPostLikes).where(eq(s.blogPostLikes.userId, user.id))).length).toBe(0);
  });

  it("limits how fast one user can send likes", async () => {
    const user = await newUser();
    const answers = [];
    for (let i = 0; i < 62; i++) answers.push(read(await callLike(slug, { intent: i % 2 ? "unlike" : "like" }, user)).status);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

function callNewsletter(fields: Record<string, string>, options?: { document?: boolean; ip?: string }) {
  return newsletterAction({ request: post("/newsletter", fields, options), params: {}, context: context() } as never);
}

async function subscriptions(email: string) {
  return t.db.select().from(s.newsletterSubscriptions).where(eq(s.newsletterSubscriptions.email, email));
}

/** The mails to `address`, once every mail sent so far has arrived (tests/helpers/mail.ts settleMail). */
async function mailsTo(address: string) {
  await settleMail();
  const dir = path.join(process.env.DATA_DIR!, "mail");
  if (!fs.existsSync(dir)) return [];
  return Promise.all(fs.readdirSync(dir).map((f) => PostalMime.parse(fs.readFileSync(path.join(dir, f))))).then((mails) =>
    mails.filter((m) => m.to?.some((to) => to.address === address)),
  );
}

describe("newsletter action", () => {
  it("stores a new e-mail once and e-mails the confirmation link (double opt-in); a confirmed one gets the same answer and is told so by e-mail", async () => {
    const first = read(await callNewsletter({ email: "  Nova@Exemplo.com.BR " }));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ok: true, message: NEWSLETTER_TEXTS.confirmSent });
    expect(first.headers.get("set-cookie")).toContain("rv_toast=");
    const again = read(await callNewsletter({ email: "nova@exemplo.com.br" }));
    expect(again.body).toMatchObject({ ok: true, message: NEWSLETTER_TEXTS.confirmSent });
    const rows = await subscriptions("nova@exemplo.com.br");
    expect(rows).toHaveLength(1);
    expect(rows[0].source).toBe("footer");
    expect(rows[0].confirmedAt).toBeNull();
    const mails = await mailsTo("nova@exemplo.com.br");
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain(`http://localhost:3000/newsletter/confirmar?token=${rows[0].token}`);
    expect(await confirmSubscription(rows[0].token)).toBe(true);
    const confirmed = read(await callNewsletter({ email: "nova@exemplo.com.br" }));
    expect(confirmed.body).toEqual(first.body);
    // The confirmation brought the welcome newsletter (with its unsubscribe link); asking again brought "already subscribed".
    const after = await mailsTo("nova@exemplo.com.br");
    expect(after).toHaveLength(4);
    expect(after[2].text).toContain(`http://localhost:3000/newsletter/cancelar?token=${rows[0].token}`);
    expect(after[3].subject).toMatch(/já está inscrito/);
    expect(after[3].text).toContain(`http://localhost:3000/newsletter/cancelar?token=${rows[0].token}`);
  });

  it.each([
    ["", "Informe seu e-mail."],
    ["sem-arroba", "Digite um e-mail válido"],
    ["com espaço@exemplo.com", "Digite um e-mail válido"],
    ["nome@dominio", "Digite um e-mail válido"],
  ])("refuses %j with '%s' and stores nothing", async (email, message) => {
    const before = (await t.db.select().from(s.newsletterSubscriptions)).length;
    const answer = read(await callNewsletter({ email }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, message, error: message });
    expect((await t.db.select().from(s.newsletterSubscriptions)).length).toBe(before);
  });

  it("answers a plain form post with a redirect back and a toast", async () => {
    const response = (await callNewsletter({ email: "semjs@exemplo.com.br" }, { document: true })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/blog?q=omega");
    expect(response.headers.get("set-cookie")).toContain("rv_toast=");
    expect(await subscriptions("semjs@exemplo.com.br")).toHaveLength(1);
  });

  it("limits subscriptions per IP", async () => {
    const ip = "203.0.113.7";
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push(read(await callNewsletter({ email: `ip${i}@exemplo.com.br` }, { ip })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = read(await callNewsletter({ email: "mais-um@exemplo.com.br" }, { ip }));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ ok: false, message: TOO_MANY });
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await subscriptions("mais-um@exemplo.com.br")).toHaveLength(0);
  });
});

describe("eBook call to action", () => {
  it("stores the e-mail with source 'ebook' and e-mails the guide's link, escaping the address", async () => {
    const email = "leitora+guia@exemplo.com.br";
    const answer = read(await callNewsletter({ email, source: "ebook" }));
    expect(answer.body).toMatchObject({ ok: true, message: NEWSLETTER_MESSAGES.ebookSent });
    expect((await subscriptions(email))[0].source).toBe("ebook");
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe("Seu Guia Prático da Vitalidade Natural");
    expect(mail.text).toContain("http://localhost:3000/guia-vitalidade");
    expect(mail.html).toContain('href="http://localhost:3000/guia-vitalidade"');
  });

  it("sends the guide again to an address already subscribed from the footer, keeping its source", async () => {
    const email = "rodape@exemplo.com.br";
    await callNewsletter({ email });
    read(await callNewsletter({ email, source: "ebook" }));
    expect((await subscriptions(email))[0].source).toBe("footer");
    const subjects = (await mailsTo(email)).map((m) => m.subject);
    expect(subjects.filter((subject) => subject === "Seu Guia Prático da Vitalidade Natural")).toHaveLength(1);
  });

  it("sends the guide at most 3 times a day to one address", async () => {
    const email = "repetida@exemplo.com.br";
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(read(await callNewsletter({ email, source: "ebook" })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailsTo(email)).toHaveLength(3);
  });
});

function getRequest(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Request(`http://localhost:3000${url}`, { method, headers: { "user-agent": BROWSER, ...headers } });
}

async function views(slug: string) {
  const [row] = await t.db.select({ views: s.blogPosts.views }).from(s.blogPosts).where(eq(s.blogPosts.slug, slug));
  return row.views;
}

function openPost(slug: string, headers?: Record<string, string>, method?: string) {
  return postLoader({ request: getRequest(`/blog/${slug}`, headers, method), params: { slug }, context: context() } as never);
}

describe("post page loader and view beacon", () => {
  const slug = "micronutrientes-energia-fadiga";

  function sendView(headers: Record<string, string> = {}, ip = `10.1.0.${++ipCounter}`) {
    const request = new Request(`http://localhost:3000/blog/${slug}/visualizar`, {
      method: "POST",
      headers: { "user-agent": BROWSER, "x-rv-client-ip": ip, accept: "application/json", ...headers },
    });
    return viewAction({ request, params: { slug }, context: context() } as never);
  }

  it("opening the page changes nothing and may be shared by a cache", async () => {
    const before = await views(slug);
    const result = read(await openPost(slug));
    expect((result.body.post as { views: number }).views).toBe(before);
    expect(await views(slug)).toBe(before);
    expect(result.headers.get("cache-control")).toMatch(/^public, /);
    expect(result.headers.get("vary")).toBe("Cookie");
    const signedIn = read(
      await postLoader({ request: getRequest(`/blog/${slug}`), params: { slug }, context: context(await newUser()) } as never),
    );
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  });

  it("counts one view per beacon and answers the new count", async () => {
    const before = await views(slug);
    const result = read(await sendView());
    expect(result.body.views).toBe(before + 1);
    expect(read(await sendView()).body.views).toBe(before + 2);
    expect(await views(slug)).toBe(before + 2);
  });

  it("does not count prefetches or crawlers, and limits one address on one post", async () => {
    const before = await views(slug);
    await sendView({ purpose: "prefetch" });
    await sendView({ "sec-purpose": "prefetch;prerender" });
    await sendView({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    expect(await views(slug)).toBe(before);
    for (let i = 0; i < 25; i++) await sendView({}, "10.2.0.1");
    expect(await views(slug)).toBe(before + 20);
  });

  it("answers 404 for an unknown post and counts nothing", async () => {
    await expect(
      viewAction({
        request: new Request("http://localhost:3000/blog/nao-existe/visualizar", { method: "POST" }),
        params: { slug: "nao-existe" },
        context: context(),
      } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("renders the Markdown to safe HTML (kept out of the document's hydration data) and deferred related posts", async () => {
    // The document: the article goes to the render beside the loader data, not in it (lib/html-once.tsx).
    const ctx = context();
    const { body } = read(await postLoader({ request: getRequest(`/blog/${slug}`), params: { slug }, context: ctx } as never));
    expect(body.html).toBeNull();
    const rendered = renderToString(
      createElement(HtmlOnceContext.Provider, { value: ctx }, createElement(OnceHtml, { id: "post-body", html: null })),
    );
    expect(rendered).toMatch(/^<div data-html-once="post-body"><p>[^]*<h2>/);
    // A client-side navigation's data request carries it.
    const data = read(await postLoader({ request: getRequest(`/blog/${slug}.data`), params: { slug }, context: context() } as never));
    expect(data.body.html).toMatch(/<h2>/);
    expect(rendered).toContain(data.body.html as string);
    expect(body.canonical).toBe(`http://localhost:3000/blog/${slug}`);
    const related = await (body.related as Promise<{ slug: string }[]>);
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.slug)).not.toContain(slug);
  });

  it("throws a 404 for unpublished and unknown posts", async () => {
    await t.db.insert(s.blogPosts).values({ title: "Rascunho", slug: "rascunho", content: "x", status: "draft" });
    for (const missing of ["rascunho", "nao-existe"]) {
      await expect(openPost(missing)).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});

describe("blog list loader", () => {
  function openBlog(query: string, user: SessionUser | null = null) {
    return blogLoader({ request: getRequest(`/blog${query}`), params: {}, context: context(user) } as never);
  }

  it("reads the filters from the address and ignores an unknown category", async () => {
    const { body } = read(await openBlog("?q=%C3%94MEGA&categoria=nutricao"));
    expect(body).toMatchObject({ q: "ÔMEGA", category: "nutricao" });
    expect((body.latest as { slug: string }[]).map((p) => p.slug)).toEqual(["beneficios-omega-3-cerebro"]);
    expect(read(await openBlog("?categoria=inexistente")).body.category).toBeNull();
  });

  it("marks the signed-in reader's likes and keeps the page private", async () => {
    const user = await newUser();
    await callLike("colageno-mitos-verdades-cientificas", { intent: "like" }, user);
    const signedIn = read(await openBlog("", user));
    const posts = [...(signedIn.body.featured as never[]), ...(signedIn.body.latest as never[])] as { slug: string; likedByMe: boolean }[];
    expect(posts.filter((p) => p.likedByMe).map((p) => p.slug)).toEqual(["colageno-mitos-verdades-cientificas"]);
    expect(read(await openBlog("")).headers.get("cache-control")).toContain("public");
  });
});
