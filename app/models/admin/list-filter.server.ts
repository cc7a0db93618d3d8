/** The filter of the back office's searchable lists (posts, products): the search box and the status. */
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
