import type { useFetcher } from "react-router";
import { BRAND } from "~/lib/common/brand";
import { reviewReplySchema } from "~/validation/admin/review";
import type { ActionResult } from "./action-result";
import { TextAreaField } from "~/components/ui/field";
import type { ReviewView } from "./review-card";
import { DialogForm, DialogFormButtons } from "./form-dialog";
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
  const [form, fields] = useAdminForm(reviewReplySchema, fetcher.data, { intent, id: review.id });
  return (
    <DialogForm fetcher={fetcher} form={form} intent={intent} id={review.id}>
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
      <DialogFormButtons fetcher={fetcher} onCancel={onCancel} label="Publicar resposta" />
    </DialogForm>
  );
}
