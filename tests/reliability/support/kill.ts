/**
 * What tests/reliability/kill-app.test.ts needs beyond starting processes (support/processes.ts):
 * a database of its own on the PostgreSQL server, signed-in customers with points, and requests
 * that remember when they started and ended, so a failure can be set against the moment of a kill.
 */
import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { openDatabase, setDatabase, type Db } from "~/lib/server/db/client.server";
import { migrateDatabase } from "~/lib/server/db/migrate.server";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { resetAuth } from "~/services/auth.server";
import { applyLedgerEntry } from "~/models/loyalty.server";
import { currentAcceptanceRows } from "~/models/terms.server";
import { onServer } from "../../helpers/pg-admin";

export interface Customer {
  id: string;
  email: string;
  /** Each customer comes from an address of their own (the rate limits count per address too). */
  ip: string;
  cookie: string;
}

/** A fresh, migrated and seeded database on the server of `serverUrl`, open in this process. */
export async function freshDatabase(serverUrl: string, prefix: string): Promise<{ url: string; db: Db; close: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(5).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const handle = await openDatabase({ databaseUrl: url, poolSize: 5 });
  setDatabase(handle);
  resetAuth();
  await migrateDatabase();
  await seedContent(handle.db);
  return {
    url,
    db: handle.db,
    close: async () => {
      await handle.close();
      setDatabase(undefined);
      resetAuth();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Customers with confirmed e-mails, the terms in force accepted and `points` written as a ledger entry. */
export async function createCustomers(db: Db, count: number, points: number, password: string): Promise<Customer[]> {
  const hash = await hashPassword(password);
  const customers: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    const email = `queda-${i}@teste.raizvital.com.br`;
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx.insert(s.user).values({ id, name: `Cliente ${i}`, email, emailVerified: true, createdAt: now, updatedAt: now });
      await tx.insert(s.account).values({
        id: crypto.randomUUID(),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: hash,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(s.profiles).values({ id, email, fullName: `Cliente ${i}` });
      await tx.insert(s.termsAcceptances).values(currentAcceptanceRows(id, now));
      await applyLedgerEntry(tx, { userId: id, kind: "adjustment", amount: points, reason: "Saldo inicial" });
    });
    customers.push({ id, email, ip: `10.78.0.${i + 1}`, cookie: "" });
  }
  return customers;
}

/** Signs `customer` in through `base` and keeps the session cookie. */
export async function signIn(base: string, customer: Customer, password: string): Promise<void> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "x-forwarded-for": customer.ip },
    body: JSON.stringify({ email: customer.email, password }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("rv.session_token="));
  if (response.status !== 200 || !cookie) throw new Error(`sign-in of ${customer.email}: ${response.status} ${await response.text()}`);
  customer.cookie = cookie.split(";")[0]!;
}

/** One request's outcome, with when it was sent and answered (Date.now()). */
export interface Outcome {
  label: string;
  method: "GET" | "POST";
  status: number;
  /** The network error when there was no answer, or the answer was cut short. */
  error?: string;
  body: string;
  start: number;
  end: number;
}

/** A request as `customer` (anonymous without one); never throws: a failure is an outcome. */
export async function send(
  base: string,
  pathname: string,
  options: { customer?: Customer; form?: Record<string, string>; label?: string },
): Promise<Outcome> {
  const method = options.form ? "POST" : "GET";
  const start = Date.now();
  const headers: Record<string, string> = { origin: base };
  if (options.customer) Object.assign(headers, { cookie: options.customer.cookie, "x-forwarded-for": options.customer.ip });
  if (options.form) headers["content-type"] = "application/x-www-form-urlencoded";
  const label = options.label ?? `${method} ${pathname}`;
  let status = 0;
  try {
    const response = await fetch(`${base}${pathname}`, {
      method,
      redirect: "manual",
      headers,
      body: options.form ? new URLSearchParams(options.form) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    const body = await response.text();
    return { label, method, status, body, start, end: Date.now() };
  } catch (error) {
    // No answer (status 0), or an answer cut short after its status line (status kept).
    return { label, method, status, error: String((error as Error).cause ?? error), body: "", start, end: Date.now() };
  }
}

/** True when an action's answer (a React Router `.data` turbo-stream) says the write was done. */
export function acknowledged(outcome: Outcome): boolean {
  return outcome.status === 200 && !outcome.error && /"ok",true/.test(outcome.body);
}
