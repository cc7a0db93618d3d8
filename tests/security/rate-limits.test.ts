/**
 * Issue #9, point 3: every abusable form is rate limited through its real action, with the counters
 * in the database (so they hold across processes), the client address taken only from a trusted
 * proxy, and repeated failed sign-ins locking the account whatever the address.
 */
import { eq, like, sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../helpers/db";
import { call, makeAccount, PASSWORD, sessionCookie, sessionUser, uniqueEmail } from "./support";
import * as s from "~/db/schema";
import { seedContent } from "~/db/seed";
import { AUTH_LIMITS } from "~/lib/auth-limits.server";
import { REVIEW_LIMIT, SAMPLE_LIMIT } from "~/lib/form-limits.server";
import { TOO_MANY, type Limit } from "~/lib/rate-limit.server";
import { CONTACT_LIMIT } from "~/models/help.server";
import { PRIVACY_REQUEST_LIMIT } from "~/models/privacy.server";
import { action as authAction } from "~/routes/auth/auth";
import { action as helpAction } from "~/routes/site/help";
import { action as newsletterAction, NEWSLETTER_LIMITS } from "~/routes/site/newsletter";
import { action as privacyAction } from "~/routes/site/privacy";
import { action as productAction } from "~/routes/site/product";

// TRUST_PROXY is read through env(); the tests switch it per case.
const proxy = vi.hoisted(() => ({ trusted: false }));
vi.mock("~/lib/env.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/lib/env.server")>();
  return { ...original, env: () => ({ ...original.env(), trustProxy: proxy.trusted }) };
});

const t = useTestDatabase();
const SLUG = "bacopa-monnieri-500mg";
let ipCounter = 0;
const freshIp = () => `100.64.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const forged = () => `${Math.floor(Math.random() * 223) + 1}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.9`;

interface Case {
  name: string;
  /** The limit that bites in this run. */
  limit: Limit;
  /** The i-th request of one client (fresh e-mail / account where the limit is per IP). */
  send: (i: number, headers: { ip: string; xff: string }) => Promise<Awaited<ReturnType<typeof call>>>;
  /** The limit is keyed by the account, not the address: forged headers are beside the point. */
  perAccount?: boolean;
  /** How the action names an address in its counter key. */
  ipKey?: (ip: string) => string;
}

let reviewer = "";

const CASES: Case[] = [
  {
    name: "sign-in",
    limit: AUTH_LIMITS["/sign-in/email"]!.ip,
    send: (i, h) => call(authAction, "/auth", { ...opts(h), fields: { intent: "sign-in", email: uniqueEmail(`in${i}`), password: "Errada@123" } }),
  },
  {
    name: "sign-up",
    limit: AUTH_LIMITS["/sign-up/email"]!.ip,
    send: (i, h) =>
      call(authAction, "/auth", {
        ...opts(h),
        fields: { intent: "sign-up", fullName: "Ana Lima", email: uniqueEmail(`up${i}`), password: PASSWORD, confirmPassword: PASSWORD },
      }),
  },
  {
    name: "password reset",
    limit: AUTH_LIMITS["/request-password-reset"]!.ip,
    send: (i, h) => call(authAction, "/auth?view=recuperar", { ...opts(h), fields: { intent: "forgot", email: uniqueEmail(`rs${i}`) } }),
  },
  {
    name: "e-mail resend",
    limit: AUTH_LIMITS["/send-verification-email"]!.ip,
    send: (i, h) => call(authAction, "/auth", { ...opts(h), fields: { intent: "resend", from: "sign-in", email: uniqueEmail(`rv${i}`) } }),
  },
  {
    name: "contact",
    limit: CONTACT_LIMIT,
    send: (i, h) =>
      call(helpAction, "/ajuda", {
        ...opts(h),
        fields: { name: "Ana Lima", email: uniqueEmail(`ct${i}`), subject: "Dúvida", message: "Olá, tudo bem?", website: "" },
      }),
  },
  {
    name: "newsletter",
    limit: NEWSLETTER_LIMITS.footerPerIp,
    send: (i, h) => call(newsletterAction, "/newsletter", { ...opts(h), headers: { ...opts(h).headers, accept: "*/*" }, fields: { email: uniqueEmail(`nl${i}`) } }),
  },
  {
    name: "data removal",
    limit: PRIVACY_REQUEST_LIMIT,
    send: (i, h) => call(privacyAction, "/lgpd", { ...opts(h), user: null, fields: { fullName: "Ana Lima", email: uniqueEmail(`lg${i}`), reason: "" } }),
  },
  {
    name: "sample request",
    limit: SAMPLE_LIMIT,
    ipKey: (ip) => `ip:${ip}`,
    // A new account each time: the per-IP limit is the one under test.
    send: async (i, h) => {
      const account = await makeAccount(`amostra${i}`);
      return call(productAction, `/produto/${SLUG}`, {
        ...opts(h),
        user: await sessionUser(account.id),
        params: { slug: SLUG },
        fields: {
          intent: "sample", fullName: "Ana Lima", email: account.email, phone: "", address: "Av. Sete de Setembro, 100",
          city: "Salvador", state: "BA", zipCode: "40060001", notes: "",
        },
      });
    },
  },
  {
    name: "review",
    limit: REVIEW_LIMIT,
    perAccount: true,
    send: async (_i, h) =>
      call(productAction, `/produto/${SLUG}`, {
        ...opts(h),
        user: await sessionUser(reviewer),
        params: { slug: SLUG },
        fields: { intent: "review", rating: "5", title: "Gostei", content: "Tomo todos os dias e me sinto bem." },
      }),
  },
];

function opts(h: { ip: string; xff: string }) {
  return { ip: h.ip, headers: { "x-forwarded-for": h.xff } as Record<string, string>, user: null as never };
}

beforeAll(async () => {
  await seedContent(t.db);
});

async function counters(limit: Limit) {
  return t.db.select().from(s.rateLimit).where(like(s.rateLimit.key, `app:${limit.name}:%`));
}

function expectLimited(answer: Awaited<ReturnType<typeof call>>) {
  expect(answer.status).toBe(429);
  expect(answer.text).toContain(TOO_MANY);
  expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe.each(CASES)("$name", (c) => {
  beforeAll(async () => {
    reviewer = (await makeAccount("avaliador")).id;
  });

  it("answers 429 with the Portuguese message and Retry-After once over the limit, forged X-Forwarded-For or not", async () => {
    proxy.trusted = false;
    const ip = freshIp();
    for (let i = 0; i < c.limit.max; i++) {
      const answer = await c.send(i, { ip, xff: forged() });
      expect(answer.status, `request ${i + 1} of ${c.limit.max}: ${answer.text}`).not.toBe(429);
    }
    expectLimited(await c.send(c.limit.max, { ip, xff: forged() }));

    // The counter lives in the database: another process sees it (on the server, through a pool of its
    // own), and nothing is kept in memory (emptying the row lets the next request through).
    const rows = (await counters(c.limit)).filter((r) => r.count > c.limit.max);
    expect(rows).toHaveLength(1);
    if (t.url) {
      const other = new pg.Pool({ connectionString: t.url, max: 1 });
      try {
        const seen = await other.query("select count from rate_limit where key = $1", [rows[0]!.key]);
        expect(Number(seen.rows[0].count)).toBeGreaterThan(c.limit.max);
      } finally {
        await other.end();
      }
    }
    await t.db.update(s.rateLimit).set({ count: 0 }).where(eq(s.rateLimit.key, rows[0]!.key));
    expect((await c.send(c.limit.max + 1, { ip, xff: forged() })).status).not.toBe(429);
  }, 240_000);

  it.skipIf(c.perAccount)("behind a trusted proxy, keys on the last X-Forwarded-For hop (earlier entries are the client's)", async () => {
    proxy.trusted = true;
    try {
      const proxyIp = "127.0.0.1";
      const client = freshIp();
      // The client has already used all but one of its hits (set in the table: the counting itself is
      // proven above); if the socket or a forged first hop were the key, this counter would not be hit.
      const id = `app:${c.limit.name}:${(c.ipKey ?? ((ip: string) => ip))(client)}`;
      await t.db.insert(s.rateLimit).values({ id, key: id, count: c.limit.max - 1, lastRequest: Date.now() });
      expect((await c.send(0, { ip: proxyIp, xff: `${forged()}, ${client}` })).status).not.toBe(429);
      expectLimited(await c.send(c.limit.max, { ip: proxyIp, xff: `${forged()}, ${forged()}, ${client}` }));
      // Another customer behind the same proxy is not held back.
      expect((await c.send(c.limit.max + 1, { ip: proxyIp, xff: `${client}, ${freshIp()}` })).status).not.toBe(429);
    } finally {
      proxy.trusted = false;
    }
  }, 240_000);
});

describe("account lockout", () => {
  it("locks an account after repeated failures from many addresses, refuses even the right password, and unlocks after the window", async () => {
    const { email } = await makeAccount("bloqueio");
    const max = AUTH_LIMITS["/sign-in/email"]!.account!.max;
    const signIn = (password: string) =>
      call(authAction, "/auth", { ip: freshIp(), fields: { intent: "sign-in", email, password, redirectTo: "/" } });

    for (let i = 0; i < max; i++) {
      const wrong = await signIn("Errada@123");
      expect(wrong.status).toBe(200);
      expect(wrong.toast?.title).toBe("E-mail ou senha incorretos. Verifique suas credenciais e tente novamente.");
    }
    const locked = await signIn(PASSWORD);
    expectLimited(locked);
    expect(sessionCookie(locked.headers)).toBe("");

    // The window passes (moved back in the table rather than waited for).
    const key = `app:auth-sign-in-account:${email}`;
    const windowMs = AUTH_LIMITS["/sign-in/email"]!.account!.windowSeconds * 1000;
    await t.db.execute(sql`update rate_limit set last_request = ${Date.now() - windowMs - 1000} where key = ${key}`);
    const open = await signIn(PASSWORD);
    expect(open.status).toBe(302);
    expect(sessionCookie(open.headers)).not.toBe("");
  }, 240_000);

  it("a correct sign-in does not count towards the lockout", async () => {
    const { email } = await makeAccount("acerto");
    const max = AUTH_LIMITS["/sign-in/email"]!.account!.max;
    for (let i = 0; i < max + 3; i++) {
      const ok = await call(authAction, "/auth", { ip: freshIp(), fields: { intent: "sign-in", email, password: PASSWORD } });
      expect(ok.status).toBe(302);
    }
  }, 240_000);
});
