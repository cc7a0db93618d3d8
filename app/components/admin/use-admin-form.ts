import { useForm } from "@conform-to/react";
import { useMemo } from "react";
import { useActionData } from "react-router";
import type { z } from "zod";
import { useQuietLeaveToSubmit } from "~/components/ui/use-conform-form";
import { parseSubmission } from "~/validation/submission";
import type { ActionResult, FormReply } from "./action-result";

const SUCCESS: FormReply = { status: "success", error: {} };

/**
 * conform's useForm for an admin form, with the form's own zod schema (the action parses with the
 * same one): checked on submit (an invalid form is not sent; the first bad field gets the focus),
 * then each field on blur (not when the blur is a press on the submit button) and again on input. The action's reply (`result`, from the form's
 * fetcher) brings the errors only the server knows. Without JavaScript the page is rendered from the
 * action's answer: the reply whose hidden fields (`match`: the intent, the row id) are this form's is
 * then read from useActionData.
 */
export function useAdminForm<S extends z.ZodType>(schema: S, result: ActionResult | undefined, match: Record<string, string>) {
  const actionData = useActionData<ActionResult>();
  const reply = actionData && !actionData.ok ? actionData.reply : undefined;
  const sent = reply?.initialValue;
  const documentReply = sent && Object.entries(match).every(([name, value]) => sent[name] === value) ? reply : undefined;
  const lastResult = useMemo(() => (result ? (result.ok ? SUCCESS : result.reply) : documentReply), [result, documentReply]);
  const conform = useForm<z.input<S> & Record<string, unknown>, z.output<S>>({
    lastResult,
    onValidate: ({ formData }) => parseSubmission(formData, schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useQuietLeaveToSubmit(conform[0].id);
  return conform;
}
