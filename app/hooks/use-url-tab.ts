import { useCallback, useState } from "react";
import { useLocation, useSearchParams } from "react-router";

export const TAB_PARAM = "aba";

/** The tab named in the address, or `fallback` when it is missing or unknown. */
export function parseTab<T extends string>(value: string | null | undefined, tabs: readonly T[], fallback: T): T {
  return value && (tabs as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * The open tab kept in `?aba=` (the default tab leaves the address clean), so a reload, a shared link and
 * the back button show the same tab. A click shows the tab at once, before the navigation settles.
 */
export function useUrlTab<T extends string>(tabs: readonly T[], fallback: T, param = TAB_PARAM): [T, (next: string) => void] {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [picked, setPicked] = useState<{ key: string; tab: T } | null>(null);
  const tab = picked?.key === location.key ? picked.tab : parseTab(params.get(param), tabs, fallback);
  const setTab = useCallback(
    (value: string) => {
      const next = parseTab(value, tabs, fallback);
      setPicked({ key: location.key, tab: next });
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback) updated.delete(param);
          else updated.set(param, next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [fallback, location.key, param, setParams, tabs],
  );
  return [tab, setTab];
}
