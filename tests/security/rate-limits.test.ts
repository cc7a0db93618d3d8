/**
 * Every abusable form is rate limited through its real action, with the counters
 * in the database (so they hold across processes), the client address taken only from a trusted
 * proxy, and repeated failed sign-ins locking the account whatever the address.
 */
import { eq, like, sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../helpers/db";
import { waitForLocalMail, linkIn } from "../helpers/mail";
import { BASE, call, makeAccount, PASSWORD, sessionCookie, sessionUser, signedIn, uniqueEmail } from "./support";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { AUTH_LIMITS } from "~/lib/server/auth-limits.server";
import { REVIEW_LIMIT, SAMPLE_LIMIT } from "~/lib/server/form-limits.server";
import { TOO_MANY, type Limit } from "~/lib/server/rate-limit.server";
import { CONTACT_LIMIT } from "~/models/help.server";
import { PRIVACY_REQUEST_LIMIT } from "~/models/privacy.server";
import { auth } from "~/services/auth.server";
import { action as authAction } from "~/routes/auth/auth";
import { action as resetAction } from "~/routes/auth/reset-password";
import { action as helpAction } from "~/routes/site/help";
import { action as newsletterAction, NEWSLETTER_LIMITS } from "~/routes/site/newsletter";
import { action as privacyAction } from "~/routes/site/privacy";
import { action as productAction } from "~/routes/site/product";
import { action as dashboardAction } from "~/routes/dashboard/index";

// TRUST_PROXY is read through env(); the tests switch it per case.
const proxy = vi.hoisted(() => ({ trusted: false }));
vi.mock("~/lib/server/env.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/lib/server/env.server")>();
  return { ...original, env: () => ({ ...original.env(), trustProxy: proxy.trusted }) };
});

const t = useTestDatabase();
const SLUG = "bacopa-monnieri-500mg";
let ipCounter = 0;
const freshIp = () => `100.64.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const forged = () => `${Math.floor(Math.random() * 223) + 1}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.9`;

interface Case {
  name: string;
  /**
   * The promise, as docs/security.md writes it: written here as numbers, never read from the code's
   * constants (raising a limit in the code must fail this test).
   */
  max: number;
  windowSeconds: number;
  /** The limit that bites in this run (its name, to find its counters). */
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
    max: 30,
    windowSeconds: 15 * 60,
    limit: AUTH_LIMITS["/sign-in/email"].ip,
    send: (i, h) =>
      call(authAction, "/auth", { ...opts(h), fields: { intent: "sign-in", email: uniqueEmail(`in${i}`), password: "Errada@123" } }),
  },
  {
    name: "sign-up",
    max: 20,
    windowSeconds: 60 * 60,
    limit: AUTH_LIMITS["/sign-up/email"].ip,
    send: (i, h) =>
      call(authAction, "/auth", {
        ...opts(h),
        fields: { intent: "sign-up", fullName: "Ana Lima", email: uniqueEmail(`up${i}`), password: PASSWORD, confirmPassword: PASSWORD },
      }),
  },
  {
    name: "password reset",
    max: 20,
    windowSeconds: 60 * 60,
    limit: AUTH_LIMITS["/request-password-reset"].ip,
    send: (i, h) => call(authAction, "/auth?view=recuperar", { ...opts(h), fields: { intent: "forgot", email: uniqueEmail(`rs${i}`) } }),
  },
  {
    name: "e-mail resend",
    max: 20,
    windowSeconds: 60 * 60,
    limit: AUTH_LIMITS["/send-verification-email"].ip,
    send: (i, h) => call(authAction, "/auth", { ...opts(h), fields: { intent: "resend", from: "sign-in", email: uniqueEmail(`rv${i}`) } }),
  },
  {
    name: "contact",
    max: 5,
    windowSeconds: 15 * 60,
    limit: CONTACT_LIMIT,
    send: (i, h) =>
      call(helpAction, "/ajuda", {
        ...opts(h),
        fields: { name: "Ana Lima", email: uniqueEmail(`ct${i}`), subject: "Dúvida", message: "Olá, tudo bem?", website: "" },
      }),
  },
  {
    name: "newsletter",
    max: 20,
    windowSeconds: 60 * 60,
    limit: NEWSLETTER_LIMITS.footerPerIp,
    send: (i, h) =>
      call(newsletterAction, "/newsletter", {
        ...opts(h),
        headers: { ...opts(h).headers, accept: "*/*" },
        fields: { email: uniqueEmail(`nl${i}`) },
      }),
  },
  {
    name: "data removal",
    max: 5,
    windowSeconds: 60 * 60,
    limit: PRIVACY_REQUEST_LIMIT,
    send: (i, h) =>
      call(privacyAction, "/lgpd", { ...opts(h), user: null, fields: { fullName: "Ana Lima", email: uniqueEmail(`lg${i}`), reason: "" } }),
  },
  {
    name: "sample request",
    max: 10,
    windowSeconds: 60 * 60,
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
          intent: "sample",
          fullName: "Ana Lima",
          email: account.email,
          phone: "",
          address: "Av. Sete de Setembro, 100",
          city: "Salvador",
          state: "BA",
          zipCode: "40060001",
          notes: "",
        },
      });
    },
  },
  {
    name: "review",
    max: 10,
    windowSeconds: 60 * 60,
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
  return t.db
    .select()
    .from(s.rateLimit)
    .where(like(s.rateLimit.key, `app:${limit.name}:%`));
}

function expectLimited(answer: Awaited<ReturnType<typeof call>>, windowSeconds?: number) {
  expect(answer.status).toBe(429);
  expect(answer.text).toContain(TOO_MANY);
  const wait = Number(answer.headers.get("retry-after"));
  expect(wait).toBeGreaterThan(0);
  // The window is the promised one: the wait is at most the window, and most of it when just started.
  if (windowSeconds) {
    expect(wait).toBeGreaterThan(windowSeconds - 120);
    expect(wait).toBeLessThanOrEqual(windowSeconds);
  }
}

describe.each(CASES)("$name", (c) => {
  beforeAll(async () => {
    reviewer = (await makeAccount("avaliador")).id;
  });

  it("answers 429 with the Portuguese message and Retry-After once over the limit, forged X-Forwarded-For or not", async () => {
    proxy.trusted = false;
    const ip = freshIp();
    for (let i = 0; i < c.max; i++) {
      const answer = await c.send(i, { ip, xff: forged() });
      expect(answer.status, `request ${i + 1} of ${c.max}: ${answer.text}`).not.toBe(429);
    }
    expectLimited(await c.send(c.max, { ip, xff: forged() }), c.windowSeconds);

    // The counter lives in the database: another process sees it (on the server, through a pool of its
    // own), and nothing is kept in memory (emptying the row lets the next request through).
    const rows = (await counters(c.limit)).filter((r) => r.count > c.max);
    expect(rows).toHaveLength(1);
    if (t.url) {
      const other = new pg.Pool({ connectionString: t.url, max: 1 });
      try {
        const seen = await other.query("select count from rate_limit where key = $1", [rows[0].key]);
        expect(Number(seen.rows[0].count)).toBeGreaterThan(c.max);
      } finally {
        await other.end();
      }
    }
    await t.db.update(s.rateLimit).set({ count: 0 }).where(eq(s.rateLimit.key, rows[0].key));
    expect((await c.send(c.max + 1, { ip, xff: forged() })).status).not.toBe(429);
  }, 240_000);

  it.skipIf(c.perAccount)(
    "behind a trusted proxy, keys on the last X-Forwarded-For hop (earlier entries are the client's)",
    async () => {
      proxy.trusted = true;
      try {
        const proxyIp = "127.0.0.1";
        const client = freshIp();
        // The client has already used all but one of its hits (set in the table: the counting itself is
        // proven above); if the socket or a forged first hop were the key, this counter would not be hit.
        const id = `app:${c.limit.name}:${(c.ipKey ?? ((ip: string) => ip))(client)}`;
        await t.db.insert(s.rateLimit).values({ id, key: id, count: c.max - 1, lastRequest: Date.now() });
        expect((await c.send(0, { ip: proxyIp, xff: `${forged()}, ${client}` })).status).not.toBe(429);
        expectLimited(await c.send(c.max, { ip: proxyIp, xff: `${forged()}, ${forged()}, ${client}` }));
        // Another customer behind the same proxy is not held back.
        expect((await c.send(c.max + 1, { ip: proxyIp, xff: `${client}, ${freshIp()}` })).status).not.toBe(429);
      } finally {
        proxy.trusted = false;
      }
    },
    240_000,
  );
});

/**
 * The limits per e-mail address or per account that docs/security.md promises (the per-address ones
 * are above). Each request comes from a new address, so only the limit under test can bite; the
 * numbers and windows are literals, as promised, never the code's constants.
 */
interface KeyedCase {
  name: string;
  max: number;
  windowSeconds: number;
  /** The i-th request for one and the same e-mail or account, from `ip`. */
  send: (i: number, ip: string) => Promise<Awaited<ReturnType<typeof call>>>;
  /** Set up the e-mail or account the requests are about. */
  prepare?: () => Promise<void>;
}

const keyed = { email: "", cookie: "", userId: "", ip: "" };
const SAMPLE_SLUGS: string[] = [];

const KEYED_CASES: KeyedCase[] = [
  {
    name: "sign-up, per e-mail",
    max: 3,
    windowSeconds: 60 * 60,
    prepare: async () => void (keyed.email = uniqueEmail("cadastro-repetido")),
    send: (_i, ip) =>
      call(authAction, "/auth", {
        ip,
        fields: { intent: "sign-up", fullName: "Ana Lima", email: keyed.email, password: PASSWORD, confirmPassword: PASSWORD },
      }),
  },
  {
    name: "password reset request, per e-mail",
    max: 3,
    windowSeconds: 60 * 60,
    prepare: async () => void (keyed.email = (await makeAccount("recuperacao-repetida")).email),
    send: (_i, ip) => call(authAction, "/auth?view=recuperar", { ip, fields: { intent: "forgot", email: keyed.email } }),
  },
  {
    name: "confirmation resend, per e-mail",
    max: 3,
    windowSeconds: 15 * 60,
    prepare: async () => void (keyed.email = uniqueEmail("reenvio-repetido")),
    send: (_i, ip) => call(authAction, "/auth", { ip, fields: { intent: "resend", from: "sign-in", email: keyed.email } }),
  },
  {
    name: "contact, per e-mail",
    max: 5,
    windowSeconds: 15 * 60,
    prepare: async () => void (keyed.email = uniqueEmail("contato-repetido")),
    send: (_i, ip) =>
      call(helpAction, "/ajuda", {
        ip,
        fields: { name: "Ana Lima", email: keyed.email, subject: "Dúvida", message: "Olá, tudo bem?", website: "" },
      }),
  },
  {
    name: "data removal, per e-mail",
    max: 5,
    windowSeconds: 60 * 60,
    prepare: async () => void (keyed.email = uniqueEmail("remocao-repetida")),
    send: (_i, ip) => call(privacyAction, "/lgpd", { ip, user: null, fields: { fullName: "Ana Lima", email: keyed.email, reason: "" } }),
  },
  {
    name: "eBook, per address",
    max: 10,
    windowSeconds: 60 * 60,
    prepare: async () => void (keyed.ip = freshIp()),
    // Here the address is the key: one address, a new e-mail each time.
    send: (i) =>
      call(newsletterAction, "/newsletter", {
        ip: keyed.ip,
        headers: { accept: "*/*" },
        fields: { email: uniqueEmail(`guia${i}`), source: "ebook" },
      }),
  },
  {
    name: "eBook, per e-mail",
    max: 3,
    windowSeconds: 24 * 60 * 60,
    prepare: async () => void (keyed.email = uniqueEmail("guia-repetido")),
    send: (_i, ip) =>
      call(newsletterAction, "/newsletter", { ip, headers: { accept: "*/*" }, fields: { email: keyed.email, source: "ebook" } }),
  },
  {
    name: "sample request, per account",
    max: 10,
    windowSeconds: 60 * 60,
    prepare: async () => {
      const account = await makeAccount("amostras-repetidas");
      Object.assign(keyed, { email: account.email, userId: account.id });
      if (!SAMPLE_SLUGS.length) SAMPLE_SLUGS.push(...(await t.db.select({ slug: s.products.slug }).from(s.products)).map((p) => p.slug));
      expect(SAMPLE_SLUGS.length).toBeGreaterThan(11);
    },
    // A different product each time (one open request per product is a rule of its own).
    send: async (i, ip) =>
      call(productAction, `/produto/${SAMPLE_SLUGS[i]}`, {
        ip,
        user: await sessionUser(keyed.userId),
        params: { slug: SAMPLE_SLUGS[i] },
        fields: {
          intent: "sample",
          fullName: "Ana Lima",
          email: keyed.email,
          phone: "",
          address: "Av. Sete de Setembro, 100",
          city: "Salvador",
          state: "BA",
          zipCode: "40060001",
          notes: "",
        },
      }),
  },
  {
    name: "password checks, per account",
    max: 8,
    windowSeconds: 15 * 60,
    prepare: async () => {
      const account = await makeAccount("senha-atual");
      keyed.cookie = await signedIn(account.email, PASSWORD, freshIp());
    },
    send: (_i, ip) =>
      call(dashboardAction, "/dashboard", {
        ip,
        cookie: keyed.cookie,
        fields: { intent: "change-password", currentPassword: "Errada@123", password: "Nova@Senha2", confirmPassword: "Nova@Senha2" },
      }),
  },
];

describe.each(KEYED_CASES)("$name", (c) => {
  it(`answers 429 after the promised number of requests, from any address`, async () => {
    proxy.trusted = false;
    await c.prepare?.();
    for (let i = 0; i < c.max; i++) {
      const answer = await c.send(i, freshIp());
      expect(answer.status, `request ${i + 1} of ${c.max}: ${answer.text}`).toBeLessThan(429);
    }
    expectLimited(await c.send(c.max, freshIp()), c.windowSeconds);
  }, 240_000);
});

describe("account lockout (throttles guessing, never keeps the owner out)", () => {
  const WRONG = "E-mail ou senha incorretos. Verifique suas credenciais e tente novamente.";
  const signIn = (email: string, password: string, ip = freshIp()) =>
    call(authAction, "/auth", { ip, fields: { intent: "sign-in", email, password, redirectTo: "/" } });
  const expectIn = (answer: Awaited<ReturnType<typeof call>>) => {
    expect(answer.status, answer.text).toBe(302);
    expect(sessionCookie(answer.headers)).not.toBe("");
  };

  it("8 failures from one address in 15 minutes lock that address out of that account, and no other address", async () => {
    const { email } = await makeAccount("bloqueio");
    const attacker = freshIp();
    for (let i = 0; i < 8; i++) {
      const wrong = await signIn(email, "Errada@123", attacker);
      expect(wrong.status, `failure ${i + 1}`).toBe(200);
      expect(wrong.toast?.title).toBe(WRONG);
    }
    // From the attacker's address even the right password waits out the 15 minutes…
    for (let i = 0; i < 4; i++) {
      const locked = await signIn(email, PASSWORD, attacker);
      expectLimited(locked, 15 * 60);
      expect(sessionCookie(locked.headers)).toBe("");
    }
    // …while the owner, from any other address, signs in at once.
    expectIn(await signIn(email, PASSWORD));
    expectIn(await signIn(email, PASSWORD));

    // The window passes (moved back in the table rather than waited for): the address is let in again.
    await t.db.execute(
      sql`update rate_limit set last_request = ${Date.now() - 15 * 60 * 1000 - 1000} where key like ${`app:%:${email}|${attacker}`}`,
    );
    expectIn(await signIn(email, PASSWORD, attacker));
  }, 240_000);

  const setCount = (key: string, count: number) =>
    t.db
      .insert(s.rateLimit)
      .values({ id: key, key, count, lastRequest: Date.now() })
      .onConflictDoUpdate({ target: s.rateLimit.key, set: { count, lastRequest: Date.now() } });

  it("100 failures an hour from addresses that never signed in hold back new addresses, never a known one, and the e-mailed reset link lets the owner in", async () => {
    const { email } = await makeAccount("conta");
    const home = freshIp();
    expectIn(await signIn(email, PASSWORD, home));

    // 95 failures already counted this hour (set in the table: the counting itself is proven above),
    // then 5 more from 5 new addresses: still answered, the 100th included.
    const key = `app:auth-sign-in-account:${email}`;
    await setCount(key, 95);
    for (let i = 0; i < 5; i++) expect((await signIn(email, "Errada@123")).toast?.title, `failure ${96 + i}`).toBe(WRONG);
    // The 101st attempt from a new address waits out the hour…
    expectLimited(await signIn(email, PASSWORD), 60 * 60);
    // …but the owner's usual address is spared.
    expectIn(await signIn(email, PASSWORD, home));

    // The owner, on a new address, asks for the link and follows it: the reset works and so does sign-in.
    const travel = freshIp();
    expectLimited(await signIn(email, PASSWORD, travel), 60 * 60);
    const asked = await call(authAction, "/auth?view=recuperar", { ip: travel, fields: { intent: "forgot", email } });
    expect(asked.status).toBe(200);
    const mail = await waitForLocalMail(email, /Redefina sua senha/);
    const landing = await auth().handler(new Request(linkIn(mail, "/api/auth/reset-password/"), { headers: { "x-rv-client-ip": travel } }));
    const token = new URL(landing.headers.get("location")!, BASE).searchParams.get("token")!;
    expect(token).toBeTruthy();
    const reset = await call(resetAction, `/auth/nova-senha?token=${token}`, {
      ip: travel,
      fields: { token, password: "Nova@Senha2", confirmPassword: "Nova@Senha2" },
    });
    expect(reset.status).toBe(302);
    expectIn(await signIn(email, "Nova@Senha2", travel));

    // The attacker goes on from new addresses: the address that reset the password is known now.
    await setCount(key, 500);
    expectLimited(await signIn(email, "Nova@Senha2"), 60 * 60);
    expectIn(await signIn(email, "Nova@Senha2", travel));
  }, 240_000);

  it("a correct sign-in does not count towards either limit", async () => {
    const { email } = await makeAccount("acerto");
    const ip = freshIp();
    for (let i = 0; i < 8 + 3; i++) expectIn(await signIn(email, PASSWORD, ip));
    // 7 failures after all those successes still leave one more try before the lock.
    for (let i = 0; i < 7; i++) expect((await signIn(email, "Errada@123", ip)).status).toBe(200);
    expectIn(await signIn(email, PASSWORD, ip));
  }, 240_000);
});
