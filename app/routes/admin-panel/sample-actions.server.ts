/** The sample status change as answered by both the panel and /admin. */
import { MSG } from "~/i18n/admin";
import type { SessionUser } from "~/services/session.server";
import { adminErrorMessage } from "~/models/admin/errors.server";
import { bulkUpdateSampleStatus, setSamplePayment, updateSampleStatus } from "~/models/admin/samples.server";
import { sampleBulkSchema, samplePaymentSchema, sampleStatusSchema } from "~/validation/admin/sample";
import { failure, parseForm, success } from "./action-helpers.server";

export async function handleSampleStatus(form: FormData, admin: SessionUser) {
  const parsed = parseForm(sampleStatusSchema, form);
  if ("errors" in parsed) return failure(MSG.statusError, { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
  try {
    const result = await updateSampleStatus(parsed.data, admin.id);
    if (!result.changed) return success(MSG.statusUpdated, "Nada mudou: o status já era este.");
    return success(MSG.statusUpdated, "O cliente foi avisado por e-mail.");
  } catch (error) {
    return failure(MSG.statusError, { description: adminErrorMessage(error) });
  }
}

/** Marking the shipping fee received, or waiving it (the panel and /admin). */
export async function handleSamplePayment(form: FormData, admin: SessionUser) {
  const parsed = parseForm(samplePaymentSchema, form);
  if ("errors" in parsed) return failure(PAYMENT_ERROR, { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
  try {
    await setSamplePayment(parsed.data.id, parsed.data.decision, admin.id);
    const title = parsed.data.decision === "paid" ? "Pagamento registrado!" : "Frete isento!";
    return success(title, "O cliente é avisado por e-mail.");
  } catch (error) {
    return failure(PAYMENT_ERROR, { description: adminErrorMessage(error) });
  }
}

const PAYMENT_ERROR = "Erro ao registrar o pagamento.";

/** One status for the selected requests; each customer gets their own e-mail. */
export async function handleSampleBulk(form: FormData, admin: SessionUser) {
  const parsed = sampleBulkSchema.safeParse({ ids: form.getAll("ids"), status: form.get("status") });
  if (!parsed.success) return failure(MSG.statusError, { description: parsed.error.issues[0]?.message });
  try {
    const result = await bulkUpdateSampleStatus(parsed.data.ids, parsed.data.status, admin.id);
    const parts = [`${result.changed} ${result.changed === 1 ? "solicitação atualizada" : "solicitações atualizadas"}`];
    if (result.unchanged) parts.push(`${result.unchanged} já ${result.unchanged === 1 ? "estava" : "estavam"} com este status`);
    if (result.refused.length) {
      parts.push(
        `${result.refused.length} não ${result.refused.length === 1 ? "pôde" : "puderam"} mudar: ${result.refused.map((r) => `${r.orderNumber ?? "?"} (${r.reason})`).join("; ")}`,
      );
    }
    return success(
      MSG.statusUpdated,
      `${parts.join(", ")}. ${result.mailed} ${result.mailed === 1 ? "cliente avisado" : "clientes avisados"} por e-mail.`,
    );
  } catch (error) {
    return failure(MSG.statusError, { description: adminErrorMessage(error) });
  }
}
