/**
 * What a visitor typed towards a sample (the CEP of "Calcular frete", the address of the form) kept on
 * the device, so that signing up, confirming the e-mail or resetting the password on the way brings
 * them back to a form already filled. Never the CPF or a coupon; emptied when the request is sent.
 */
const KEY = "rv:amostra-rascunho";

export const DRAFT_FIELDS = ["zipCode", "street", "number", "complement", "district", "city", "state", "phone"] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type SampleDraft = Partial<Record<DraftField, string>>;

export function readSampleDraft(): SampleDraft {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "{}");
    if (!stored || typeof stored !== "object") return {};
    const entries = DRAFT_FIELDS.map((k) => [k, (stored as Record<string, unknown>)[k]] as const);
    return Object.fromEntries(entries.filter(([, v]) => typeof v === "string" && v.length <= 200));
  } catch {
    return {};
  }
}

/** Merges `values` into the draft (an empty value removes the field). */
export function saveSampleDraft(values: SampleDraft): void {
  try {
    const next: SampleDraft = { ...readSampleDraft() };
    for (const k of DRAFT_FIELDS) {
      if (values[k] === undefined) continue;
      if (values[k]) next[k] = values[k];
      else delete next[k];
    }
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode or storage full: the form simply starts empty next time.
  }
}

export function clearSampleDraft(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
