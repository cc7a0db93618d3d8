import { useActionData, useFetcher } from "react-router";

/**
 * A form posted with a fetcher that also works without JavaScript: its answer is the fetcher's, or the
 * page's action data when that answers this form's `intent` (after a plain POST).
 */
export function useFetcherAnswer<T extends { intent: string; ok: boolean }>(key: string, intent: T["intent"]) {
  const fetcher = useFetcher<T>({ key });
  const actionData = useActionData() as T | undefined;
  const result = (fetcher.data as T | undefined) ?? (actionData?.intent === intent ? actionData : undefined);
  const failed = result && !result.ok ? (result as Extract<T, { ok: false }>) : undefined;
  return { fetcher, result, failed, sending: fetcher.state !== "idle" };
}
