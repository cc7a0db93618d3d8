/** The sample status change as answered by both the panel and /admin. */
import { MSG } from "~/i18n/admin";
import type { SessionUser } from "~/lib/session.server";
import { adminErrorMessage } from "~/models/admin/errors.server";
import { updateSampleStatus } from "~/models/admin/samples.server";
import { sampleStatusSchema } from "~/validation/admin/sample";
import { failure, parseForm, success } from "./action-helpers.server";

export async function handleSampleStatus(form: FormData, admin: SessionUser) {
  const parsed = parseForm(sampleStatusSchema, form);
  if ("errors" in parsed) return failure(MSG.statusError, { errors: parsed.errors, description: Object.values(parsed.errors)[0] });
  try {
    const result = await updateSampleStatus(parsed.data, admin.id);
    if (!result.changed) return success(MSG.statusUpdated, "Nada mudou: o status já era este.");
    return success(MSG.statusUpdated, "O cliente foi avisado por e-mail.");
  } catch (error) {
    return failure(MSG.statusError, { description: adminErrorMessage(error) });
  }
}
