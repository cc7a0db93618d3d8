import { getFormProps } from "@conform-to/react";
import type { useFetcher } from "react-router";
import { BRAND } from "~/lib/common/brand";
import { reviewReplySchema } from "~/validation/admin/review";
import type { ActionResult } from "./action-result";
import { TextAreaField } from "~/components/ui/field";
import type { ReviewView } from "./review-card";
import { DialogFormButtons } from "./form-dialog";
import { useAdminForm } from "./use-admin-form";

/** The store's reply to a published review (intent "reply"). */
export function ReplyForm({
  fetcher,
  review,
  onCancel,
}: {
  fetcher: ReturnType<typeof useFetcher<ActionResult>>;
  review: ReviewView;
  onCancel: () => void;
}) {
  const intent = "reply";
  const [form, fields] = useAdminForm(reviewReplySchema, fetcher.data, { intent });
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={review.id} />
      <blockquote className="rounded-lg bg-cream-50 p-3 text-sm break-words whitespace-pre-line text-muted">
        {review.title ? <strong className="block text-ink">{review.title}</strong> : null}
        {review.content}
      </blockquote>
      <TextAreaField
        label="Resposta"
        meta={fields.reply}
        rows={5}
        maxLength={1000}
        required
        defaultValue={review.reply ?? ""}
        hint={`Aparece abaixo da avaliação, na página do produto, como "Resposta da ${BRAND.name}".`}
      />
      <DialogFormButtons onCancel={onCancel} busy={fetcher.state !== "idle"}>
        Publicar resposta
      </DialogFormButtons>
    </fetcher.Form>
  );
}
