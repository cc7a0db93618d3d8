/**
 * Demo accounts with the README's passwords exist only on a local try-out (a
 * loopback BASE_URL); any other install has no account with a known password, and a start that finds
 * the demo accounts of an earlier try-out disables them and says so in one log line.
 */
import { count, eq, inArray } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../helpers/db";
import * as s from "~/db/schema";
import { SEED_AUTHOR } from "~/seed/content/blog";
import { DEMO_ACCOUNTS, isLoopbackUrl, seedDemoAccounts, seedIfEmpty } from "~/seed";
import { auth } from "~/services/auth.server";
import { rootLogger } from "~/lib/server/logger.server";

const t = useTestDatabase();
const REAL = "https://www.raizvital.com.br";
const LOCAL = "http://localhost:3000";
const EMAILS = ["admin@raizvital.com.br", "cliente@raizvital.com.br"];
const PUBLISHED = { "admin@raizvital.com.br": "RaizVital@2026", "cliente@raizvital.com.br": "Cliente@2026" } as const;

let ipCounter = 0;
async function signIn(email: string, password: string): Promise<"in" | "wrong" | "inactive"> {
  try {
    await auth().api.signInEmail({ body: { email, password }, headers: new Headers({ "x-rv-client-ip": `100.80.0.${++ipCounter}` }) });
    return "in";
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "INVALID_EMAIL_OR_PASSWORD") return "wrong";
    if (isAPIError(error) && error.body?.code === "ACCOUNT_INACTIVE") return "inactive";
    throw error;
  }
}

async function demoUsers() {
  return t.db.select({ id: s.user.id, email: s.user.email }).from(s.user).where(inArray(s.user.email, EMAILS));
}

async function clear() {
  for (const table of [s.session, s.account, s.profiles, s.user]) await t.db.delete(table);
}

afterEach(() => vi.restoreAllMocks());

describe("loopback BASE_URL", () => {
  it.each([
    "http://localhost:3000",
    "http://LOCALHOST",
    "http://127.0.0.1:8080",
    "http://127.8.9.10",
    "http://127.1:3000",
    "http://[::1]:3000",
    "https://localhost",
  ])("%s is a local try-out", (url) => expect(isLoopbackUrl(url)).toBe(true));
  it.each([
    REAL,
    "https://loja.exemplo.com.br",
    "http://localhost.evil.example",
    "http://127.0.0.1.nip.io",
    "http://10.0.0.1:3000",
    "http://192.168.0.10",
    "http://0.0.0.0:3000",
    "http://[::2]",
    "http://128.0.0.1",
    "nonsense",
  ])("%s is a real install", (url) => expect(isLoopbackUrl(url)).toBe(false));
});

describe("seeding", () => {
  it("an install with an https BASE_URL gets the catalogue and no account anyone can sign in to", async () => {
    // The file's database is fresh: this is the first start of the install.
    expect(await seedIfEmpty(t.db, "pglite", REAL)).toBe(true);
    const [products] = await t.db.select({ n: count() }).from(s.products);
    expect(products.n).toBeGreaterThan(0);
    // Nor does the seed command add them by hand.
    await seedDemoAccounts(t.db, REAL);
    expect(await demoUsers()).toEqual([]);
    // Only the nutritionist who signs the seeded articles: a team member with no password.
    const users = await t.db.select({ email: s.user.email }).from(s.user);
    expect(users.map((u) => u.email)).toEqual([SEED_AUTHOR.email]);
    const [accounts] = await t.db.select({ n: count() }).from(s.account);
    expect(accounts.n).toBe(0);
    for (const email of EMAILS) expect(await signIn(email, PUBLISHED[email as keyof typeof PUBLISHED])).toBe("wrong");
  });

  it("a local try-out on the embedded database gets the README's demo accounts", async () => {
    await clear();
    await seedDemoAccounts(t.db, LOCAL);
    expect((await demoUsers()).map((u) => u.email).sort()).toEqual(EMAILS);
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(await signIn(account.email, account.password)).toBe("in");
  });
});

describe("a start with a non-loopback BASE_URL after a try-out", () => {
  it("disables the demo accounts that kept the published password, ends their sessions and says so in one line", async () => {
    await clear();
    await seedDemoAccounts(t.db, LOCAL);
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(await signIn(account.email, account.password)).toBe("in");
    const ids = (await demoUsers()).map((u) => u.id);
    expect((await t.db.select().from(s.session).where(inArray(s.session.userId, ids))).length).toBe(2);

    const warn = vi.spyOn(rootLogger(), "warn");
    const info = vi.spyOn(rootLogger(), "info");
    await seedIfEmpty(t.db, "pglite", REAL);
    const lines = [...warn.mock.calls, ...info.mock.calls].map((c) => c.join(" ")).filter((l) => /demonstra/i.test(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
    // Named by role: the log holds no e-mail address.
    expect(lines[0]).toContain("admin, customer");
    for (const email of EMAILS) expect(lines[0]).not.toContain(email);

    const profiles = await t.db.select({ status: s.profiles.status }).from(s.profiles).where(inArray(s.profiles.id, ids));
    expect(profiles.map((p) => p.status)).toEqual(["inactive", "inactive"]);
    expect(await t.db.select().from(s.session).where(inArray(s.session.userId, ids))).toEqual([]);
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(await signIn(account.email, account.password)).toBe("inactive");
  });

  it("leaves alone a demo account whose password was changed, and says nothing when none is left", async () => {
    await clear();
    await seedDemoAccounts(t.db, LOCAL);
    const customer = (await demoUsers()).find((u) => u.email === DEMO_ACCOUNTS.customer.email)!;
    const admin = (await demoUsers()).find((u) => u.email === DEMO_ACCOUNTS.admin.email)!;
    const hash = await (await auth().$context).password.hash("Outra@Senha99");
    await t.db.update(s.account).set({ password: hash }).where(eq(s.account.userId, customer.id));
    await t.db.update(s.account).set({ password: hash }).where(eq(s.account.userId, admin.id));

    const warn = vi.spyOn(rootLogger(), "warn");
    await seedIfEmpty(t.db, "pglite", REAL);
    expect(warn.mock.calls.filter((c) => /demonstra/i.test(c.join(" ")))).toEqual([]);
    const statuses = await t.db
      .select({ status: s.profiles.status })
      .from(s.profiles)
      .where(inArray(s.profiles.id, [customer.id, admin.id]));
    expect(statuses.map((p) => p.status)).toEqual(["active", "active"]);
    expect(await signIn(DEMO_ACCOUNTS.customer.email, "Outra@Senha99")).toBe("in");
  });

  it("a local start leaves the try-out's accounts as they are", async () => {
    await clear();
    await seedDemoAccounts(t.db, LOCAL);
    await seedIfEmpty(t.db, "pglite", LOCAL);
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(await signIn(account.email, account.password)).toBe("in");
  });
});
