/**
 * The security tests' server: the built app (build/server/index.js) served by exactly what
 * server/index.ts serves (server/app.ts createApp: page cache, compression, security headers,
 * same-origin check, body limits, static files, admission queue, React Router), in this process, on
 * a free port, over this test file's own database (PGlite in memory, or a fresh
 * database on the PostgreSQL server when DATABASE_URL is set). Being in-process lets the tests compare
 * the database before and after every request on both kinds of database.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { hashPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { createApp, DEFAULT_PAGE_CACHE_SECONDS, type App } from "../../../server/app";
import { useTestDatabase, type TestDatabase } from "../../helpers/db";
import { mailFileNames, queueFailedMail, settleMail } from "../../helpers/mail";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { env } from "~/lib/server/env.server";
import { applyLedgerEntry, redeemReward } from "~/models/loyalty.server";
import { currentAcceptanceRows } from "~/models/terms.server";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const BUILD_ENTRY = path.join(ROOT, "build/server/index.js");
export const hasBuild = fs.existsSync(BUILD_ENTRY);

/** The site's own origin (BASE_URL of tests/helpers/setup-env.ts). */
export const SITE = "http://localhost:3000";
export const EVIL = "https://evil.example";

export type Role = "anonymous" | "customer" | "other" | "admin";
export const ROLES: Role[] = ["anonymous", "customer", "other", "admin"];

export interface Person {
  id: string;
  email: string;
  password: string;
  fullName: string;
  phone: string;
  role: "user" | "admin";
}

/** Three accounts with passwords, signed in through the real sign-in endpoint. */
export const PEOPLE: Record<Exclude<Role, "anonymous">, Omit<Person, "id">> = {
  customer: {
    email: "dona.ivone@exemplo.com",
    password: "Cliente@2026",
    fullName: "Ivone Quaresma",
    phone: "(81) 97777-1234",
    role: "user",
  },
  other: {
    email: "seu.baltazar@exemplo.org",
    password: "Outro@2026x",
    fullName: "Baltazar Nogueira",
    phone: "(51) 96666-4321",
    role: "user",
  },
  admin: {
    email: "admin@raizvital.com.br",
    password: "RaizVital@2026",
    fullName: "Ana Administradora",
    phone: "(11) 98888-7777",
    role: "admin",
  },
};

async function createPerson(db: TestDatabase["db"], p: Omit<Person, "id">): Promise<Person> {
  const id = crypto.randomUUID();
  const now = new Date();
  await db.insert(s.user).values({ id, name: p.fullName, email: p.email, emailVerified: true, createdAt: now, updatedAt: now });
  await db.insert(s.account).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(p.password),
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(s.profiles).values({ id, email: p.email, fullName: p.fullName, role: p.role, phone: p.phone });
  // People who accepted the terms in force (else every page would send them to /termos/aceitar first).
  await db.insert(s.termsAcceptances).values(currentAcceptanceRows(id, now));
  return { id, ...p };
}

export interface Fixture {
  people: Record<Exclude<Role, "anonymous">, Person>;
  ids: Record<string, string>;
  /** Text that only its owner (and the admin) may ever receive. */
  secrets: Record<"customer" | "other", string[]>;
  postSlug: string;
  productSlug: string;
}

export interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  body: string;
}

export interface SendInit {
  method?: string;
  form?: Record<string, string>;
  /** Sent as JSON instead of a urlencoded form (better-auth's endpoints). */
  json?: boolean;
  headers?: Record<string, string>;
}

export interface Harness {
  t: TestDatabase;
  /** The app being served (createApp of server/app.ts). */
  app: App;
  origin: string;
  fx: Fixture;
  cookies: Record<Role, string>;
  /** Sends a request as `role`; `form` makes it a urlencoded POST with the site's own Origin unless `headers` say otherwise. */
  send(role: Role, url: string, init?: SendInit): Promise<Answer>;
  signIn(role: Exclude<Role, "anonymous">): Promise<string>;
  snapshot(): Promise<Record<string, string>>;
  /** Clears the rate-limit windows (so the limits of earlier calls don't answer for later ones). */
  resetRateLimits(): Promise<void>;
}

/**
 * Tables left out of the before/after comparison:
 * - rate_limit: every request to a limited endpoint counts, refused or not (that is the point of a
 *   limit); a counter is not a change of anyone's data. Rate limits have their own tests (s9-auth).
 * Everything else — every other table in the public schema, found from the catalogue so a new table is
 * covered without editing this list — is compared row by row (count + md5 of all rows as text), and
 * so are the mail queue (pg-boss's jobs of the `mail` queue), the mail folder and the uploads folder.
 */
export const SNAPSHOT_EXCLUDED_TABLES = ["rate_limit"];

/**
 * One request with node:http, exactly these headers (fetch would add its own Sec-Fetch-*), and the
 * whole answer read as an Answer.
 */
export function rawRequest(options: http.RequestOptions, body?: string): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ ...options, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const out = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          if (Array.isArray(v)) for (const one of v) out.append(k, one);
          else if (v !== undefined) out.set(k, String(v));
        }
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location ?? null,
          headers: out,
          body: Buffer.concat(chunks).toString("utf8"),
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * The test data every security test reads (the seed, three people with passwords, a sample request of each
 * customer, a pending redemption, a review waiting for moderation, LGPD and contact requests, an empty blog
 * category, a failed mail), written to `db`. Also used by tests that serve the app from other processes.
 */
export async function buildFixture(t: TestDatabase): Promise<Fixture> {
  await seedContent(t.db);
  const people = {
    customer: await createPerson(t.db, PEOPLE.customer),
    other: await createPerson(t.db, PEOPLE.other),
    admin: await createPerson(t.db, PEOPLE.admin),
  };
  const [product] = await t.db.select().from(s.products).orderBy(s.products.slug).limit(1);
  const [post] = await t.db.select().from(s.blogPosts).orderBy(s.blogPosts.slug).limit(1);
  const ids: Record<string, string> = { product: product.id, post: post.id };
  const addresses = { customer: "Rua das Acácias Roxas 4417", other: "Travessa dos Ipês Brancos 9923" };
  const zips = { customer: "50123-987", other: "90876-123" };
  for (const who of ["customer", "other"] as const) {
    const p = people[who];
    const [sample] = await t.db
      .insert(s.sampleRequests)
      .values({
        userId: p.id,
        productId: product.id,
        fullName: p.fullName,
        email: p.email,
        phone: p.phone,
        address: addresses[who],
        city: "Recife",
        state: "PE",
        zipCode: zips[who],
      })
      .returning();
    ids[`${who}Sample`] = sample.id;
    await t.db.transaction((tx) => applyLedgerEntry(tx, { userId: p.id, kind: "adjustment", amount: 1000, reason: "teste" }));
  }
  // A digital reward: its redemption stays pending, for the panel's "complete" and "cancel" (a coupon's is completed at once).
  const [reward] = await t.db.select().from(s.rewards).where(eq(s.rewards.kind, "digital")).orderBy(s.rewards.pointsRequired).limit(1);
  ids.reward = reward.id;
  const redemption = await redeemReward(people.customer.id, reward.id);
  if (!redemption.redemptionId) throw new Error("fixture: redemption failed");
  ids.redemption = redemption.redemptionId;
  // A physical reward's redemption, pending: "Enviar" takes its tracking code (issue 37 point 15).
  const [item] = await t.db.select().from(s.rewards).where(eq(s.rewards.kind, "item")).orderBy(s.rewards.pointsRequired).limit(1);
  const physical = await redeemReward(people.customer.id, item.id, {
    address: {
      fullName: people.customer.fullName,
      zipCode: "50030-000",
      street: "Rua do Bom Jesus",
      number: "10",
      complement: "",
      district: "Recife",
      city: "Recife",
      state: "PE",
    },
  });
  if (!physical.redemptionId) throw new Error(`fixture: physical redemption failed (${physical.message})`);
  ids.physicalRedemption = physical.redemptionId;
  const [review] = await t.db
    .insert(s.productReviews)
    .values({ productId: product.id, userId: people.customer.id, rating: 4, content: "Gostei bastante do sabor." })
    .returning();
  ids.review = review.id;
  const [removal] = await t.db
    .insert(s.dataRemovalRequests)
    .values({ protocol: "LGPD-TESTE-1", email: people.customer.email, fullName: people.customer.fullName })
    .returning();
  ids.removal = removal.id;
  const [contact] = await t.db
    .insert(s.contactMessages)
    .values({ name: people.other.fullName, email: people.other.email, subject: "Dúvida", message: "Olá" })
    .returning();
  ids.contact = contact.id;
  const [category] = await t.db.insert(s.blogCategories).values({ name: "Vazia", slug: "vazia" }).returning();
  ids.category = category.id;
  // A product line no product uses, last in the catalogue: moved up, renamed, then removed.
  const [line] = await t.db
    .insert(s.productCategories)
    .values({ name: "Linha Sem Produtos", slug: "linha-sem-produtos", sortOrder: 100 })
    .returning();
  ids.line = line.id;
  const [setting] = await t.db.select().from(s.pointSettings).orderBy(s.pointSettings.action).limit(1);
  ids.setting = setting.id;
  const failedMail = { to: "destinatario@exemplo.net", subject: "Envio que falhou", html: "<p>Olá</p>", text: "Olá" };
  ids.failedMail = await queueFailedMail(failedMail);
  ids.otherFailedMail = await queueFailedMail(failedMail);
  return {
    people,
    ids,
    postSlug: post.slug,
    productSlug: product.slug,
    // The customer's name is left out of their secrets: their published review shows it on the product
    // page, by design. The other customer has written nothing public, so their name is a secret too.
    secrets: {
      customer: [people.customer.email, addresses.customer, zips.customer, people.customer.phone, ids.customerSample],
      other: [people.other.email, people.other.fullName, addresses.other, zips.other, people.other.phone, ids.otherSample],
    },
  };
}

/**
 * One request to the app served at `origin` (http://127.0.0.1:port) as the site's own pages send it, with
 * `cookie` (empty for a visitor): what a browser sends for a page or a plain form post of the site
 * itself (node:http, so that no header is added or changed on the way: fetch would add its own
 * Sec-Fetch-* headers). `form` makes it a urlencoded POST with the site's own Origin unless `headers` say otherwise.
 */
export function requestAs(origin: string, cookie: string, url: string, init: SendInit = {}): Promise<Answer> {
  const headers: Record<string, string> = {
    host: new URL(SITE).host,
    "user-agent": "Mozilla/5.0 (X11; Linux x86_64) security-matrix",
    accept: "text/html,application/xhtml+xml",
    "sec-fetch-mode": "navigate",
    "sec-fetch-site": init.form ? "same-origin" : "none",
  };
  if (cookie) headers.cookie = cookie;
  let body: string | undefined;
  if (init.form) {
    headers["content-type"] = init.json ? "application/json" : "application/x-www-form-urlencoded";
    headers.origin = SITE;
    // The form was on the home page (routes that send the visitor back use the Referer).
    headers.referer = SITE + "/";
    body = init.json ? JSON.stringify(init.form) : new URLSearchParams(init.form).toString();
    headers["content-length"] = String(Buffer.byteLength(body));
  }
  for (const [k, v] of Object.entries(init.headers ?? {})) {
    if (v === "") delete headers[k.toLowerCase()];
    else headers[k.toLowerCase()] = v;
  }
  const target = new URL(origin);
  return rawRequest(
    { host: target.hostname, port: target.port, path: url, method: init.method ?? (init.form ? "POST" : "GET"), headers },
    body,
  );
}

/** Signs `role` in through the real sign-in endpoint of the app at `origin`; answers its cookie header. */
export async function signInAt(origin: string, role: Exclude<Role, "anonymous">): Promise<string> {
  const p = PEOPLE[role];
  const response = await requestAs(origin, "", "/api/auth/sign-in/email", { form: { email: p.email, password: p.password }, json: true });
  if (response.status !== 200) throw new Error(`sign-in of ${role} answered ${response.status}: ${response.body}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token=")) throw new Error(`sign-in of ${role} set no session cookie`);
  return cookie;
}

export function useSecurityHarness(): Harness {
  const t = useTestDatabase();
  const h = { t } as Harness;
  let server: http.Server | undefined;

  beforeAll(async () => {
    h.fx = await buildFixture(t);

    const build = (await import(/* @vite-ignore */ pathToFileURL(BUILD_ENTRY).href)) as ServerBuild;
    // What `npm start` serves, page cache and all (server/index.ts only adds the database and the port).
    h.app = createApp({ build, config: env(), root: ROOT, pageCacheSeconds: DEFAULT_PAGE_CACHE_SECONDS });
    server = http.createServer(h.app.handler);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    h.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    h.cookies = { anonymous: "", customer: "", other: "", admin: "" };
    for (const role of ["customer", "other", "admin"] as const) h.cookies[role] = await h.signIn(role);
  }, 120_000);

  afterAll(async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
  });

  h.send = (role, url, init = {}) => requestAs(h.origin, h.cookies?.[role] ?? "", url, init);
  h.signIn = (role) => signInAt(h.origin, role);

  let snapshotQuery: string | undefined;
  h.snapshot = async () => {
    if (!snapshotQuery) {
      const tables = await t.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      );
      snapshotQuery = (tables as { rows: { name: string }[] }).rows
        .filter(({ name }) => !SNAPSHOT_EXCLUDED_TABLES.includes(name))
        .map(
          ({ name }) =>
            `select '${name}' as t, count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${name}" x`,
        )
        .join(" union all ");
    }
    const out: Record<string, string> = {};
    const result = await t.db.execute(sql.raw(snapshotQuery));
    for (const row of (result as { rows: { t: string; n: number; h: string }[] }).rows) out[row.t] = `${row.n}:${row.h}`;
    // Mail caused by the last request may still be on its way: a marker sent now arrives after it.
    await settleMail();
    // Mail waiting in the queue (pg-boss's table, outside the public schema) counts as a change too;
    // the markers settleMail sends do not.
    const queued = await t.db.execute(
      sql`select count(*)::int as n, coalesce(md5(string_agg(id::text || data::text, '|' order by id)), '') as h from pgboss.job where name = 'mail' and data->>'to' not like 'marcador-%'`,
    );
    const q = (queued as { rows: { n: number; h: string }[] }).rows[0];
    out["(fila de e-mail)"] = `${q.n}:${q.h}`;
    out["(mail/)"] = mailFileNames(env().dataDir).join(",");
    const uploads = path.join(env().dataDir, "uploads");
    out["(uploads/)"] = fs.existsSync(uploads) ? fs.readdirSync(uploads).sort().join(",") : "";
    return out;
  };

  h.resetRateLimits = async () => {
    await t.db.execute(sql`delete from rate_limit`);
  };

  return h;
}
