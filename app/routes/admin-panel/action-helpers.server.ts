/** The plumbing every admin action shares: reading the form, parsing it, answering with a toast. */
import type { z } from "zod";
import { crudError, crudSuccess } from "~/i18n/admin";
import { dataWithToast } from "~/lib/server/toast.server";
import { adminErrorMessage } from "~/models/admin/errors.server";
import { readForm, UploadError, withUploadedImage } from "~/lib/server/uploads.server";
import { z as zod } from "zod";
import { UUID_PATTERN } from "~/validation/common";
import { firstErrors, parseSubmission } from "~/validation/submission";
import type { FormReply } from "~/components/admin/action-result";
import { formText } from "~/lib/common/form-text";
import { requireAdmin } from "~/services/session.server";
import { parseVersion, StaleEditError, type EditVersion } from "~/models/admin/edit-version.server";

/** The form, or null when the body is larger than an upload may be. */
export async function readAdminForm(request: Request): Promise<FormData | null> {
  try {
    return await readForm(request);
  } catch (error) {
    if (error instanceof UploadError) return null;
    throw error;
  }
}

/**
 * How every panel action starts: the administrator (others are sent away), the posted form (null when
 * larger than an upload may be), and its `intent` and row `id` fields.
 */
export async function readAdminAction({ request, context }: { request: Request; context: Parameters<typeof requireAdmin>[0] }) {
  const admin = requireAdmin(context, request, "/dashboard");
  const form = await readAdminForm(request);
  return { admin, form, intent: form ? formText(form, "intent") : "", id: form ? formText(form, "id") : "" };
}

/** The version of the item the form was loaded with (its hidden `version` field), for the model's check. */
export function formVersion(form: FormData): EditVersion {
  return parseVersion(formText(form, "version"));
}

/** The form checked by its schema with conform (`parseWithZod`), as the browser checked it. */
export function parseForm<S extends z.ZodType>(schema: S, form: FormData): { data: z.output<S> } | { errors: Record<string, string> } {
  const submission = parseSubmission(form, schema);
  return submission.status === "success" ? { data: submission.value } : { errors: firstErrors(submission.error) };
}

/**
 * Conform's answer for the form: its errors by field (the schema's and the ones only the server knows,
 * a taken slug, a refused image) and what was typed, so the page shows the errors beside the fields,
 * with or without JavaScript. Files are never sent back.
 */
export function formReply(errors: Record<string, string>, form?: FormData | null): FormReply {
  const fieldErrors = Object.fromEntries(Object.entries(errors).map(([name, message]) => [name === "form" ? "" : name, [message]]));
  if (!form) return { status: "error", error: fieldErrors };
  const submission = parseSubmission(form, zod.any());
  // conform's reply leaves emptied fields out of what was typed; a page rendered from this answer
  // (without JavaScript) must show them empty, not refilled with the saved value.
  const typed = Object.fromEntries(
    Object.entries(submission.payload).filter(([, value]) => !isFile(value) && !(Array.isArray(value) && value.some(isFile))),
  );
  return { ...submission.reply({ fieldErrors }), initialValue: typed as FormReply["initialValue"] };
}

function isFile(value: unknown): boolean {
  return typeof File !== "undefined" && value instanceof File;
}

export function success(title: string, description?: string) {
  return dataWithToast({ ok: true as const, message: title }, { type: "success", title, description });
}

/**
 * A refused write: the error toast goes on the one flash path (the root revalidates after a 4xx and
 * shows it; without JavaScript the page of the same request shows it), and the payload keeps what the
 * page itself needs: conform's reply (errors by field, what was typed) for the form.
 */
export function failure(
  title: string,
  options: { errors?: Record<string, string>; status?: number; description?: string; form?: FormData | null; cause?: unknown } = {},
) {
  const reply = options.errors ? formReply(options.errors, options.form) : undefined;
  // A save based on an older version: the form says so and offers to reload (409, nothing written).
  const stale = options.cause instanceof StaleEditError ? { message: options.cause.message } : undefined;
  return dataWithToast(
    { ok: false as const, errors: options.errors, reply, stale },
    { type: "error", title, description: options.description },
    { status: stale ? 409 : (options.status ?? 400) },
  );
}

/** An intent nobody sends from the page. */
export function unknownIntent() {
  return failure("Ação desconhecida.");
}

/**
 * Runs `write` with `input` carrying the form's uploaded image (or the URL it already had): the image
 * is saved only with a valid form, and removed again when the write fails.
 */
export function withFormImage<I extends { imageUrl?: string | null }, T>(form: FormData, input: I, write: (input: I) => Promise<T>) {
  return withUploadedImage(form, (imageUrl) => write({ ...input, imageUrl: imageUrl ?? input.imageUrl }));
}

export const TOO_LARGE = "A imagem deve ter no máximo 5 MB.";

/** A route parameter or field that must be a row id. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

type Noun = Parameters<typeof crudSuccess>[0];
type Operation = Parameters<typeof crudSuccess>[1];

/**
 * The create / update / delete of a reward, post, category or setting: parses with `schema` (when
 * given), runs `write`, and answers with the specification's toast, the server's message after
 * 'Erro ao … : ' on failure, and field errors for the dialog.
 */
export async function crud<S extends z.ZodType>(
  noun: Noun,
  op: Operation,
  options: {
    form: FormData;
    schema?: S;
    write: (input: z.output<S>) => Promise<unknown>;
    fieldOf?: (message: string) => string | undefined;
    /** The success toast when it is not the specification's (a save that changed nothing). */
    done?: (result: unknown) => { type: "success" | "info"; title: string } | undefined;
  },
) {
  let input = undefined as z.output<S>;
  if (options.schema) {
    const parsed = parseForm(options.schema, options.form);
    if ("errors" in parsed) {
      const first = Object.values(parsed.errors)[0] ?? "Verifique os campos destacados.";
      return failure(crudError(noun, op, first), { errors: parsed.errors, form: options.form });
    }
    input = parsed.data;
  }
  try {
    const result = await options.write(input);
    const done = options.done?.(result);
    if (done?.type === "info") return dataWithToast({ ok: true as const, message: done.title }, done);
    return success(done?.title ?? crudSuccess(noun, op));
  } catch (error) {
    const message = error instanceof UploadError ? error.message : adminErrorMessage(error);
    const field = error instanceof UploadError ? "imageFile" : options.fieldOf?.(message);
    return failure(crudError(noun, op, message), {
      errors: field ? { [field]: message } : undefined,
      form: options.form,
      cause: error,
    });
  }
}
