import { asc, desc, type AnyColumn, type SQL } from "drizzle-orm";
import type { SortState } from "~/lib/common/list-sort";

/** What a sort key orders by: one column or expression, or several in turn (UF, then city). */
export type SortExpression = AnyColumn | SQL | readonly (AnyColumn | SQL)[];

/**
 * ORDER BY for a list's whitelisted sort key: the key's column (or expressions) in the asked direction,
 * then `tiebreak` so pages never repeat or skip rows.
 */
export function orderFor<K extends string>(sort: SortState<K>, columns: Record<K, SortExpression>, tiebreak: AnyColumn): SQL[] {
  const dir = sort.dir === "asc" ? asc : desc;
  const key = columns[sort.key];
  const parts: readonly (AnyColumn | SQL)[] = Array.isArray(key) ? key : [key as AnyColumn | SQL];
  return [...parts.map((part) => dir(part)), dir(tiebreak)];
}
