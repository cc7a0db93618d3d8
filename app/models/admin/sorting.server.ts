import { asc, desc, type AnyColumn, type SQL } from "drizzle-orm";
import type { SortState } from "~/lib/common/list-sort";

/**
 * ORDER BY for a list's whitelisted sort key: the key's column (or expression) in the asked direction,
 * then `tiebreak` so pages never repeat or skip rows.
 */
export function orderFor<K extends string>(sort: SortState<K>, columns: Record<K, AnyColumn | SQL>, tiebreak: AnyColumn): SQL[] {
  const dir = sort.dir === "asc" ? asc : desc;
  return [dir(columns[sort.key]), dir(tiebreak)];
}
