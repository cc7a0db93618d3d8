/** A list's order kept in the address (`?ordem=nome`, `?ordem=-pontos` for descending), read by loaders and written by headers. */

export type SortDir = "asc" | "desc";

export interface SortState<K extends string = string> {
  key: K;
  dir: SortDir;
}

/** The keys a list may be ordered by (a whitelist) and its order when none or a bad one is asked for. */
export interface SortSpec<K extends string> {
  keys: readonly K[];
  fallback: SortState<K>;
}

/** What a loader hands to the table: the order in force and the default (whose link drops `?ordem=`). */
export interface SortView<K extends string = string> extends SortState<K> {
  fallback: SortState<K>;
}

export const SORT_PARAM = "ordem";

export function sortSpec<K extends string>(keys: readonly K[], fallback: SortState<K>): SortSpec<K> {
  return { keys, fallback };
}

/** The order asked for in `value`; anything not on the whitelist falls back to the default, never an error. */
export function parseSort<K extends string>(value: string | null | undefined, spec: SortSpec<K>): SortView<K> {
  const fallback = spec.fallback;
  if (!value || value.length > 40) return { ...fallback, fallback };
  const dir: SortDir = value.startsWith("-") ? "desc" : "asc";
  const key = dir === "desc" ? value.slice(1) : value;
  return (spec.keys as readonly string[]).includes(key) ? { key: key as K, dir, fallback } : { ...fallback, fallback };
}

export function readSort<K extends string>(params: URLSearchParams, spec: SortSpec<K>, param = SORT_PARAM): SortView<K> {
  return parseSort(params.get(param), spec);
}

export function sortValue(sort: SortState): string {
  return sort.dir === "desc" ? `-${sort.key}` : sort.key;
}

/** Writes the order into `params`; the default order is no parameter at all. */
export function putSort(params: URLSearchParams, sort: SortView, param = SORT_PARAM): void {
  if (sort.key === sort.fallback.key && sort.dir === sort.fallback.dir) params.delete(param);
  else params.set(param, sortValue(sort));
}

/**
 * The address a header links to: the first click orders by `first`, the next flips it. Other filters stay;
 * the page (`pageParam`) goes back to 1; the default order drops the parameter.
 */
export function sortHref(
  search: string,
  key: string,
  first: SortDir,
  current: SortView,
  pageParam: string | null = "pagina",
  param = SORT_PARAM,
): string {
  const params = new URLSearchParams(search);
  const dir: SortDir = current.key === key ? (current.dir === "asc" ? "desc" : "asc") : first;
  putSort(params, { key, dir, fallback: current.fallback }, param);
  if (pageParam) params.delete(pageParam);
  const query = params.toString();
  return query ? `?${query}` : "?";
}
