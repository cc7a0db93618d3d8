/** The manual points adjustment, answered the same from Usuários and from a customer's page. */
import type { SessionUser } from "~/services/session.server";
import { formatNumber } from "~/i18n/format";
import { adminErrorMessage } from "~/models/admin/errors.server";
import { adjustUserPoints } from "~/models/admin/users.server";
import { pointsAdjustmentSchema } from "~/validation/admin/user";
import { failure, parseForm, success } from "./action-helpers.server";

export async function handlePointsAdjustment(form: FormData, admin: Pick<SessionUser, "id">, userId: string) {
  const parsed = parseForm(pointsAdjustmentSchema, form);
  if ("errors" in parsed)
    return failure("Erro ao ajustar pontos.", { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
  try {
    const balance = await adjustUserPoints(admin.id, userId, parsed.data);
    return success("Pontos ajustados com sucesso!", `Novo saldo: ${formatNumber(balance)} pontos.`);
  } catch (error) {
    const message = adminErrorMessage(error);
    return failure(`Erro ao ajustar pontos: ${message}`, { errors: { amount: message }, form });
  }
}
