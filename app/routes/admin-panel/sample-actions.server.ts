/** The sample writes as answered by both the panel and /admin: status, payment (and its undoing), refund, bulk. */
import { MSG } from "~/i18n/admin";
import type { SessionUser } from "~/services/session.server";
import { adminErrorMessage } from "~/models/admin/errors.server";
import {
  bulkUpdateSampleStatus,
  recordSampleRefund,
  setSamplePayment,
  undoSamplePayment,
  updateSampleStatus,
  type BulkResult,
} from "~/models/admin/samples.server";
import {
  sampleBulkSchema,
  samplePaymentSchema,
  samplePaymentUndoSchema,
  sampleRefundSchema,
  sampleStatusSchema,
} from "~/validation/admin/sample";
import { failure, parseForm, success } from "./action-helpers.server";

export async function handleSampleStatus(form: FormData, admin: SessionUser) {
  const parsed = parseForm(sampleStatusSchema, form);
  if ("errors" in parsed) return failure(MSG.statusError, { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
  try {
    const result = await updateSampleStatus(parsed.data, admin.id);
    if (!result.changed) return success(MSG.statusUpdated, "Nada mudou: o status já era este.");
    return success(MSG.statusUpdated, result.mailed ? "O cliente foi avisado por e-mail." : "O cliente não foi avisado por e-mail.");
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

/** Undoing "Marcar como pago" / "Isentar frete", with its reason. */
export async function handleSamplePaymentUndo(form: FormData, admin: SessionUser) {
  const parsed = parseForm(samplePaymentUndoSchema, form);
  if ("errors" in parsed) return failure(UNDO_ERROR, { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
  try {
    await undoSamplePayment(parsed.data.id, parsed.data.reason, admin.id);
    return success("Pagamento desfeito.", "O frete volta a aguardar pagamento.");
  } catch (error) {
    return failure(UNDO_ERROR, { description: adminErrorMessage(error) });
  }
}

const UNDO_ERROR = "Erro ao desfazer o pagamento.";

/** "Pix devolvido": the refund step of a paid request rejected or cancelled. */
export async function handleSampleRefund(form: FormData, admin: SessionUser) {
  const parsed = parseForm(sampleRefundSchema, form);
  if ("errors" in parsed) return failure(REFUND_ERROR, { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
  try {
    const result = await recordSampleRefund(parsed.data, admin.id);
    return success(
      "Devolução registrada!",
      result.mailed ? "O cliente foi avisado por e-mail." : "A conta foi excluída: ninguém a avisar.",
    );
  } catch (error) {
    return failure(REFUND_ERROR, { description: adminErrorMessage(error) });
  }
}

const REFUND_ERROR = "Erro ao registrar a devolução.";

/** "3 solicitações atualizadas, 1 não pôde mudar: AM-… (motivo). 3 clientes avisados por e-mail." */
export function bulkSummary(result: BulkResult, done: [string, string] = ["solicitação atualizada", "solicitações atualizadas"]): string {
  const parts = [`${result.changed} ${result.changed === 1 ? done[0] : done[1]}`];
  if (result.unchanged) parts.push(`${result.unchanged} já ${result.unchanged === 1 ? "estava" : "estavam"} com este status`);
  if (result.refused.length) {
    parts.push(
      `${result.refused.length} não ${result.refused.length === 1 ? "pôde" : "puderam"} mudar: ${result.refused.map((r) => `${r.orderNumber ?? "?"} (${r.reason})`).join("; ")}`,
    );
  }
  return `${parts.join(", ")}. ${result.mailed} ${result.mailed === 1 ? "cliente avisado" : "clientes avisados"} por e-mail.`;
}

/** One status for the selected requests; each customer gets their own e-mail (unless "Não avisar o cliente"). */
export async function handleSampleBulk(form: FormData, admin: SessionUser) {
  const parsed = sampleBulkSchema.safeParse({
    ids: form.getAll("ids"),
    status: form.get("status"),
    silent: form.get("silent") ?? undefined,
  });
  if (!parsed.success) return failure(MSG.statusError, { description: parsed.error.issues[0]?.message });
  try {
    const result = await bulkUpdateSampleStatus(parsed.data.ids, parsed.data.status, admin.id, { silent: parsed.data.silent });
    return success(MSG.statusUpdated, bulkSummary(result));
  } catch (error) {
    return failure(MSG.statusError, { description: adminErrorMessage(error) });
  }
}
