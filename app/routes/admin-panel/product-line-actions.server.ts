/** The Linhas tab of Produtos: create, rename, reorder and delete product lines. */
import { formText } from "~/lib/common/form-text";
import type { SessionUser } from "~/services/session.server";
import { createProductLine, deleteProductLine, moveProductLine, updateProductLine } from "~/models/admin/product-lines.server";
import { adminErrorMessage } from "~/models/admin/errors.server";
import { productLineMoveSchema, productLineSchema } from "~/validation/admin/product-line";
import { crud, failure, formVersion, isUuid, parseForm, success, unknownIntent } from "./action-helpers.server";

export const LINE_INTENTS = ["line-create", "line-update", "line-move", "line-delete"] as const;

export const LINE_MOVED = "Ordem das linhas atualizada.";
export const LINE_MOVE_ERROR = "Erro ao mudar a ordem das linhas.";

const fieldOf = (message: string) => (message.includes("slug") ? "slug" : message.includes("chamada") ? "name" : undefined);

export async function handleLineIntent(intent: string, form: FormData, admin: SessionUser) {
  const id = formText(form, "id");
  if (intent !== "line-create" && !isUuid(id)) return unknownIntent();
  switch (intent) {
    case "line-create":
      return crud("line", "create", { form, schema: productLineSchema, write: (input) => createProductLine(input, admin.id), fieldOf });
    case "line-update":
      return crud("line", "update", {
        form,
        schema: productLineSchema,
        write: (input) => updateProductLine(id, input, admin.id, formVersion(form)),
        fieldOf,
      });
    case "line-delete":
      return crud("line", "delete", { form, write: () => deleteProductLine(id, admin.id) });
    case "line-move": {
      const parsed = parseForm(productLineMoveSchema, form);
      if ("errors" in parsed) return failure(LINE_MOVE_ERROR, { description: Object.values(parsed.errors)[0] });
      try {
        await moveProductLine(id, parsed.data.direction, admin.id);
        return success(LINE_MOVED);
      } catch (error) {
        return failure(LINE_MOVE_ERROR, { description: adminErrorMessage(error) });
      }
    }
    default:
      return unknownIntent();
  }
}
