/**
 * The set-up of the tests that run the application behind nginx on PostgreSQL
 * (concurrency-nginx.test.ts, kill-app.test.ts): a database of their own on the server, and signed-in
 * customers with confirmed e-mails, the terms in force accepted and a starting balance.
 */
import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { openDatabase, setDatabase, type Db } from "~/lib/server/db/client.server";
import { migrateDatabase } from "~/lib/server/db/migrate.server";
import * as s from "~/db/schema";
import { seedContent } from "~/seed";
import { applyLedgerEntry } from "~/models/loyalty.server";
import { currentAcceptanceRows } from "~/models/terms.server";
import { onServer } from "../../helpers/pg-admin";

export interface Customer {
  id: string;
  email: string;
  /** Each customer comes from an address of their own (the rate limits count per address too). */
  ip: string;
  /** The session cookie (`name=value`), once signed in. */
  cookie: string;
  /** The starting balance. */
  points: number;
}

/** A fresh, migrated and seeded database on the server of `serverUrl`, open in this process. */
export async function freshDatabase(
  serverUrl: string,
  prefix: string,
  poolSize = 5,
): Promise<{ url: string; db: Db; close: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(5).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const handle = await openDatabase({ databaseUrl: url, poolSize });
  setDatabase(handle);
  await migrateDatabase();
  await seedContent(handle.db);
  return {
    url,
    db: handle.db,
    close: async () => {
      await handle.close();
      setDatabase(undefined);
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface CustomerOptions {
  count: number;
  /** Customer i is `<prefix>-<i>@teste.raizvital.com.br`, named "Cliente <i>". */
  prefix: string;
  /** The first two numbers of their addresses ("10.77"): customer i comes from `<network>.<i / 200>.<i % 200 + 1>`. */
  network: string;
  /** Customer i's starting balance, written as a ledger entry. */
  points: (i: number) => number;
  password: string;
}

/** The customers, written in one transaction (signed out: see `signIn`). */
export async function createCustomers(db: Db, options: CustomerOptions): Promise<Customer[]> {
  const hash = await hashPassword(options.password);
  const now = new Date();
  const customers = Array.from({ length: options.count }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `${options.prefix}-${i}@teste.raizvital.com.br`,
    name: `Cliente ${i}`,
    ip: `${options.network}.${Math.floor(i / 200)}.${(i % 200) + 1}`,
    cookie: "",
    points: options.points(i),
  }));
  await db.transaction(async (tx) => {
    await tx
      .insert(s.user)
      .values(customers.map(({ id, name, email }) => ({ id, name, email, emailVerified: true, createdAt: now, updatedAt: now })));
    await tx.insert(s.account).values(
      customers.map(({ id }) => ({
        id: crypto.randomUUID(),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: hash,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await tx.insert(s.profiles).values(customers.map(({ id, email, name }) => ({ id, email, fullName: name })));
    // The terms in force accepted: their posts reach the actions, not /termos/aceitar.
    await tx.insert(s.termsAcceptances).values(customers.flatMap(({ id }) => currentAcceptanceRows(id, now)));
    for (const { id, points } of customers) {
      if (points) await applyLedgerEntry(tx, { userId: id, kind: "adjustment", amount: points, reason: "Saldo inicial" });
    }
  });
  return customers.map(({ name: _name, ...customer }) => customer);
}

/** Signs `customer` in through `base` (nginx) from their address, and keeps the session cookie. */
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

/** Signs every customer in, `parallel` at a time (each sign-in is a password hash: CPU on the servers). */
export async function signInAll(base: string, customers: Customer[], password: string, parallel = 4): Promise<void> {
  const queue = [...customers];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let customer = queue.shift(); customer; customer = queue.shift()) await signIn(base, customer, password);
    }),
  );
}
