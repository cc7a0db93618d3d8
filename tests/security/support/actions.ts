/**
 * Calling a route action the way React Router does, and reading what it answered: the status, the
 * payload, the toast cookie and every message meant for a person.
 */
import fs from "node:fs";
import path from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "~/db/schema";
import { JOBS_SCHEMA } from "~/lib/server/jobs.server";
import { MAIL_QUEUE } from "~/lib/server/mail.server";
import { RouterContextProvider } from "react-router";
import type { Db } from "~/lib/server/db/client.server";
import { env } from "~/lib/server/env.server";
import { userContext, type SessionUser } from "~/services/session.server";
import { readToast, type Toast } from "~/lib/server/toast.server";

export type Action = (args: { request: Request; params: Record<string, string>; context: RouterContextProvider }) => unknown;

export interface Outcome {
  status: number;
  /** The thrown or returned Response, when there was one. */
  response: Response | null;
  payload: unknown;
  toast: Toast | null;
  /** A thrown value that is not a Response: the framework would answer 500. */
  crash?: unknown;
}

export function contextFor(user: SessionUser | null): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(userContext, user);
  return context;
}

/** A form as the browser sends it: an ordered list of name/value pairs (repeated names allowed). */
export type FormEntries = [string, string | File][];

export function formRequest(url: string, entries: FormEntries, headers: Record<string, string> = {}): Request {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return new Request(`http://localhost:3000${url}`, { method: "POST", body, headers });
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

async function toastOf(headers: Headers): Promise<Toast | null> {
  const cookies = headers.getSetCookie().map((c) => c.split(";")[0]);
  if (cookies.length === 0) return null;
  return (await readToast(new Request("http://localhost:3000/", { headers: { cookie: cookies.join("; ") } }))).toast;
}

/** Runs an action and records what the client would get. */
export async function run(action: Action, request: Request, params: Record<string, string>, user: SessionUser | null): Promise<Outcome> {
  let result: unknown;
  try {
    result = await action({ request, params, context: contextFor(user) });
  } catch (error) {
    // A thrown Response or data() is an answer (React Router sends its status); anything else is a 500.
    if (!(error instanceof Response) && !isDataWithInit(error))
      return { status: 500, response: null, payload: null, toast: null, crash: error };
    result = error;
  }
  if (result instanceof Response) {
    const type = result.headers.get("content-type") ?? "";
    const payload = type.includes("json")
      ? await result
          .clone()
          .json()
          .catch(() => null)
      : null;
    return { status: result.status, response: result, payload, toast: await toastOf(result.headers) };
  }
  if (isDataWithInit(result)) {
    return {
      status: result.init?.status ?? 200,
      response: null,
      payload: result.data,
      toast: await toastOf(new Headers(result.init?.headers)),
    };
  }
  return { status: 200, response: null, payload: result, toast: null };
}

const MESSAGE_KEYS = new Set(["message", "description", "formError", "errors", "error", "title"]);

/** Every text of an answer meant to be read by a person: messages, field errors, the toast. */
export function messagesOf(outcome: Outcome): string[] {
  const out: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  if (outcome.payload && typeof outcome.payload === "object") {
    for (const [key, value] of Object.entries(outcome.payload)) if (MESSAGE_KEYS.has(key)) collect(value);
  }
  if (outcome.toast) {
    out.push(outcome.toast.title);
    if (outcome.toast.description) out.push(outcome.toast.description);
  }
  return out;
}

/**
 * Words of library default messages (zod: "Invalid input: expected string, received undefined",
 * "Too big: expected string to have <=120 characters"; better-auth; JavaScript errors) that a
 * Portuguese text never contains.
 */
const ENGLISH =
  /\b(invalid|expected|required|must|received|too (big|small)|undefined|null|nan|infinity|error|failed|unexpected|string|number|object|cannot|please|the|is|not|of|to|and|too|password|email|user|found|short|long)\b|\[object /i;

/** True when a message reads as Portuguese written by us, not as a library's default. */
export function isPortuguese(message: string): boolean {
  if (message.trim() === "") return false;
  if (ENGLISH.test(message)) return false;
  // A Portuguese sentence has at least one word of letters.
  return /[a-zà-ú]{2,}/i.test(message);
}

/** Was the request turned down (and so must have changed nothing)? */
export function refused(outcome: Outcome): boolean {
  if (outcome.status >= 400) return true;
  if (outcome.toast?.type === "error") return true;
  const payload = outcome.payload as { ok?: unknown } | null;
  return Boolean(payload && typeof payload === "object" && payload.ok === false);
}

/**
 * Tables left out of the comparison: rate_limit, whose counters count refused requests too (that is
 * what a limit is for); a counter is not anyone's data, and the rate-limit tests cover it.
 */
export const EXCLUDED_TABLES = ["rate_limit"];

/** Every table of the Drizzle schema (~/db/schema), so that a new table is compared without editing a list. */
export const TABLES: string[] = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !EXCLUDED_TABLES.includes(name))
  .sort();

/**
 * Row count and hash of every table, in one query; and the mail waiting in the job queue (pg-boss's
 * jobs of the mail queue, outside the public schema): a refusal sends no mail either. The one write a
 * refusal makes on purpose is left out: the audit row of a refused attempt to take an administrator's
 * role or access away (`user.role_refused`, `user.status_refused`, models/admin/users.server.ts), the
 * security record of issue 34.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const parts = TABLES.map(
    (table) =>
      `select '${table}' as t, count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${table}" x${
        table === "audit_log" ? ` where x.action not like '%\\_refused'` : ""
      }`,
  );
  parts.push(
    `select '(fila de e-mail)' as t, count(*)::int as n, coalesce(md5(string_agg(id::text || data::text, '|' order by id)), '') as h from ${JOBS_SCHEMA}.job where name = '${MAIL_QUEUE}'`,
  );
  const result = await db.execute(sql.raw(parts.join(" union all ")));
  const out: Record<string, string> = {};
  for (const row of (result as { rows: { t: string; n: number; h: string }[] }).rows) out[row.t] = `${row.n}:${row.h}`;
  return out;
}

export async function resetRateLimits(db: Db) {
  await db.execute(sql`delete from rate_limit`);
}

export function uploadedFiles(): string[] {
  const dir = path.join(env().dataDir, "uploads");
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}
