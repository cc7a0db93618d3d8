import { useEffect, useRef } from "react";
import { notify } from "~/lib/render/notify";
import type { ActionResult } from "./action-result";

/** Shows the error toast a refused admin action sent back in its payload, once per answer. */
export function useFailureToast(fetcher: { state: string; data?: unknown }) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data as ActionResult | undefined;
    if (fetcher.state !== "idle" || !result || result.ok || !result.message || shown.current === result) return;
    shown.current = result;
    notify.error(result.message, { description: result.description });
  }, [fetcher.state, fetcher.data]);
}
