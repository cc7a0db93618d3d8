/** The filter of the back office's searchable lists: the search box and the choices, read from the address and turned into SQL. */
import { and, eq, ilike, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { foldText } from "~/db/schema/sql-helpers";
import { containsPattern } from "./errors.server";

/** The list's WHERE: `q` anywhere in the folded `searchText` (case and accents ignored), and `status` unless "all"; undefined for none. */
export function searchAndStatus(searchText: PgColumn, status: PgColumn, filters: { q?: string; status?: string }): SQL | undefined {
  const where: SQL[] = [];
  const q = filters.q?.trim();
  if (q) where.push(ilike(searchText, containsPattern(foldText(q))));
  if (filters.status && filters.status !== "all") where.push(eq(status, filters.status));
  return where.length ? and(...where) : undefined;
}

/** The search box (?q=), trimmed and cut at 100 characters. */
export function searchParam(params: URLSearchParams): string {
  return params.get("q")?.trim().slice(0, 100) ?? "";
}

/** A filter's choice from the address: one of `values`, anything else (or nothing) read as "all". */
export function choiceParam<V extends string>(params: URLSearchParams, name: string, values: readonly V[]): V | "all" {
  const value = params.get(name) ?? "all";
  return (values as readonly string[]).includes(value) ? (value as V) : "all";
}
