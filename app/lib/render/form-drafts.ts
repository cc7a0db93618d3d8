/**
 * What an admin form held when it was sent, kept in the tab's sessionStorage under the form's id until
 * the server answers. A form sent after the session ended gets no answer (the server sends the tab to
 * the sign-in page): its draft survives the sign-in and the form fills itself from it again
 * (components/admin/use-admin-form.ts). Files are never kept.
 */
const PREFIX = "rv-rascunho:";
/** A draft older than this is someone else's forgotten work: dropped, never restored. */
const MAX_AGE_MS = 12 * 60 * 60 * 1000;

export interface FormDraft {
  /** Field name and value, in the form's order (a name may repeat). */
  entries: [string, string][];
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(formId: string, data: FormData, now = Date.now()): void {
  const entries = [...data.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string");
  try {
    storage()?.setItem(PREFIX + formId, JSON.stringify({ entries, savedAt: now } satisfies FormDraft));
  } catch {
    // A full or refused storage only loses the safety net.
  }
}

export function readDraft(formId: string, now = Date.now()): FormDraft | null {
  const raw = storage()?.getItem(PREFIX + formId);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as FormDraft;
    if (Array.isArray(draft.entries) && typeof draft.savedAt === "number" && now - draft.savedAt < MAX_AGE_MS) return draft;
  } catch {
    // Not ours: dropped below.
  }
  clearDraft(formId);
  return null;
}

export function clearDraft(formId: string): void {
  storage()?.removeItem(PREFIX + formId);
}

/** Whether any form's draft waits in this tab (the sign-in page says it will come back). */
export function hasAnyDraft(now = Date.now()): boolean {
  const store = storage();
  if (!store) return false;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key) => key?.startsWith(PREFIX));
  return keys.some((key) => readDraft(key!.slice(PREFIX.length), now) !== null);
}
