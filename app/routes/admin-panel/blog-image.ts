import { data, redirect } from "react-router";
import type { Route } from "./+types/blog-image";
import { bodyImageMarkdown } from "~/lib/common/post-body-image";
import { saveSizedImageUpload, UploadError } from "~/lib/server/uploads.server";
import { requireAdmin } from "~/services/session.server";
import { firstErrors, parseSubmission } from "~/validation/submission";
import { postBodyImageSchema } from "~/validation/admin/post";
import { failure, readAdminAction, TOO_LARGE } from "./action-helpers.server";

/** What "Inserir imagem" gets back: the Markdown to put at the cursor. */
export type BodyImageResult = { ok: true; markdown: string };

const REFUSED = "Não foi possível inserir a imagem.";

/**
 * The post editor's "Inserir imagem": stores an image for the post's body through the one upload path
 * (lib/uploads.server.ts: type by content, 5 MB, re-encoded to WebP, smaller copies) and answers with
 * its Markdown (`![description](/uploads/<id>.webp#<w>x<h>)`). No row changes: the post's own save,
 * audited as ever, is what makes the image part of it.
 */
export async function action(args: Route.ActionArgs) {
  const { form } = await readAdminAction(args);
  if (!form) return failure(REFUSED, { errors: { imageFile: TOO_LARGE }, status: 413, description: TOO_LARGE });
  const submission = parseSubmission(form, postBodyImageSchema);
  if (submission.status !== "success") {
    const errors = firstErrors(submission.error);
    return failure(REFUSED, { errors, form, description: Object.values(errors)[0] });
  }
  try {
    const saved = await saveSizedImageUpload(submission.value.imageFile as File);
    return data<BodyImageResult>({ ok: true, markdown: bodyImageMarkdown({ ...saved, alt: submission.value.alt }) });
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return failure(REFUSED, { errors: { imageFile: error.message }, form, description: error.message });
  }
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  throw redirect("/admin-panel/blog");
}
