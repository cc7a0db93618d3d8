/** Product create / update / delete as answered by both the panel and /admin. */
import { formText } from "~/lib/common/form-text";
import { MSG } from "~/i18n/admin";
import type { SessionUser } from "~/services/session.server";
import { UploadError, withUploadedImage } from "~/lib/server/uploads.server";
import { createProduct, deactivateProduct, deleteProduct, updateProduct } from "~/models/admin/products.server";
import { adminErrorMessage, AdminError } from "~/models/admin/errors.server";
import { productSchema } from "~/validation/admin/product";
import { failure, formVersion, isUuid, parseForm, success } from "./action-helpers.server";

export const PRODUCT_INTENTS = ["product-create", "product-update", "product-delete", "product-deactivate"] as const;

export async function handleProductIntent(intent: string, form: FormData, admin: SessionUser) {
  if (intent === "product-delete") return removeProduct(form, deleteProduct, MSG.productDeleted, MSG.productDeleteError, admin);
  if (intent === "product-deactivate")
    return removeProduct(form, deactivateProduct, MSG.productDeactivated, MSG.productDeactivateError, admin);

  const id = formText(form, "id");
  if (intent === "product-update" && !isUuid(id)) return failure(MSG.productSaveError, { description: "Produto não encontrado." });
  const parsed = parseForm(productSchema, form);
  if ("errors" in parsed) {
    return failure(MSG.productSaveError, { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
  }
  const input = parsed.data;
  try {
    // The image is saved only with a valid form, and removed again when the write fails.
    return await withUploadedImage(form, async (uploaded) => {
      if (uploaded) input.imageUrl = uploaded;
      if (intent === "product-create") {
        await createProduct(input, admin.id);
        return success(MSG.productCreated);
      }
      await updateProduct(id, input, admin.id, formVersion(form));
      return success(MSG.productUpdated);
    });
  } catch (error) {
    if (error instanceof UploadError)
      return failure(MSG.productSaveError, { errors: { imageFile: error.message }, description: error.message, form });
    const message = adminErrorMessage(error);
    const errors = error instanceof AdminError && message.includes("slug") ? { slug: message } : undefined;
    return failure(MSG.productSaveError, { errors, description: message, form, cause: error });
  }
}

/** Delete, or deactivate (what a product customers wait for allows): the row's id, the write, its two toasts. */
async function removeProduct(
  form: FormData,
  write: (id: string, adminId: string) => Promise<unknown>,
  done: string,
  refused: string,
  admin: SessionUser,
) {
  const id = formText(form, "id");
  if (!isUuid(id)) return failure(refused, { description: "Produto não encontrado." });
  try {
    await write(id, admin.id);
    return success(done);
  } catch (error) {
    return failure(refused, { description: adminErrorMessage(error) });
  }
}
