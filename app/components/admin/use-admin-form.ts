import { useForm } from "@conform-to/react";
import { useEffect, useMemo, useRef } from "react";
import { useActionData } from "react-router";
import type { z } from "zod";
import { useQuietLeaveToSubmit } from "~/components/ui/use-conform-form";
import { clearDraft, readDraft, saveDraft, type FormDraft } from "~/lib/render/form-drafts";
import { notify } from "~/lib/render/notify";
import { parseSubmission } from "~/validation/submission";
import type { ActionResult, FormReply } from "./action-result";
import { setFormChanged, useLeaveGuard } from "./leave-guard";

const SUCCESS: FormReply = { status: "success", error: {} };

/** The fields a draft never puts back: what says which form and row it is. */
const NOT_RESTORED = new Set(["intent", "id"]);

/** An admin form's id: its intent and row ("admin-product-update-<uuid>"), the same on every visit (its draft is kept under it). */
export function adminFormId(intent: string, rowId?: string | null): string {
  return rowId ? `admin-${intent}-${rowId}` : `admin-${intent}`;
}

/**
 * conform's useForm for an admin form, with the form's own zod schema (the action parses with the
 * same one): checked on submit (an invalid form is not sent; the first bad field gets the focus),
 * then each field on blur (not when the blur is a press on the submit button) and again on input. The action's reply (`result`, from the form's
 * fetcher) brings the errors only the server knows. Without JavaScript the page is rendered from the
 * action's answer: the reply whose hidden fields (`match`: the intent, the row id) are this form's is
 * then read from useActionData.
 *
 * Safe editing, the same for every admin form: the form's id comes from `match` (adminFormId); leaving
 * the page with changes not saved asks first (leave-guard.tsx); and what is sent is kept in the tab's
 * sessionStorage until the server answers (lib/render/form-drafts.ts). A send that gets no answer (the
 * session had ended: the tab went to the sign-in page) leaves it there, and the form fills itself from
 * it when it is shown again after signing in.
 */
export function useAdminForm<S extends z.ZodType>(
  schema: S,
  result: ActionResult | undefined,
  match: { intent: string; id?: string | null },
) {
  const actionData = useActionData<ActionResult>();
  const reply = actionData && !actionData.ok ? actionData.reply : undefined;
  const sent = reply?.initialValue;
  const documentReply = sent && Object.entries(match).every(([name, value]) => value == null || sent[name] === value) ? reply : undefined;
  const lastResult = useMemo(() => (result ? (result.ok ? SUCCESS : result.reply) : documentReply), [result, documentReply]);
  const formId = adminFormId(match.intent, match.id);
  const conform = useForm<z.input<S> & Record<string, unknown>, z.output<S>>({
    id: formId,
    lastResult,
    onValidate: ({ formData }) => parseSubmission(formData, schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onSubmit: (_event, { formData }) => {
      saveDraft(formId, formData);
      // Kept in the draft from here: leaving while it is sent (the sign-in page) loses nothing.
      setFormChanged(formId, false);
    },
  });
  useQuietLeaveToSubmit(formId);
  useLeaveGuard(formId);
  useRestoredDraft(formId);
  // The server answered: the draft has done its work. A refusal keeps what was typed on the page.
  useEffect(() => {
    if (!result) return;
    clearDraft(formId);
    if (!result.ok) setFormChanged(formId, true);
  }, [result, formId]);
  return conform;
}

/** Once mounted, the form takes back a draft kept under its id (then forgotten), and says so. */
function useRestoredDraft(formId: string) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const draft = readDraft(formId);
    const element = document.getElementById(formId);
    if (!draft || !(element instanceof HTMLFormElement)) return;
    clearDraft(formId);
    fillForm(element, draft);
    notify("O que você tinha preenchido foi restaurado.", { description: "Confira e salve de novo." });
  }, [formId]);
}

/**
 * Puts a draft's values back into the form's fields, through the elements' own value setters and an
 * input event, so React's controlled fields and conform see them as typed.
 */
export function fillForm(form: HTMLFormElement, draft: FormDraft) {
  const values = new Map<string, string[]>();
  for (const [name, value] of draft.entries) values.set(name, [...(values.get(name) ?? []), value]);
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    const name = element.name;
    if (!name || NOT_RESTORED.has(name) || (element instanceof HTMLInputElement && element.type === "file")) continue;
    const kept = values.get(name);
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      const checked = Boolean(kept?.includes(element.value));
      if (element.checked !== checked) element.click();
      continue;
    }
    if (!kept || (element instanceof HTMLInputElement && element.type === "hidden" && name !== "version")) continue;
    const value = kept.length > 1 ? kept.shift()! : kept[0];
    // The prototype's setter: React's own on the element would take the value as already known and skip onChange.
    const prototype = Object.getPrototypeOf(element) as object;
    if (!Reflect.set(prototype, "value", value, element)) element.value = value;
    element.dispatchEvent(new Event("input", { bubbles: true }));
    element.dispatchEvent(new Event("change", { bubbles: true }));
  }
}
