import type { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { BRAND } from "~/lib/brand";
import { reviewReplySchema } from "~/validation/admin/review";
import type { ActionResult } from "./action-result";
import { TextAreaField } from "./fields";
import type { ReviewView } from "./review-card";
import { useValidatedForm } from "./use-validated-form";

/** The store's reply to a published review (intent "reply"). */
export function ReplyForm({ fetcher, review, onCancel }: { fetcher: ReturnType<typeof useFetcher<ActionResult>>; review: ReviewView; onCancel: () => void }) {
  const serverErrors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? null) : null;
  const { errors, formProps } = useValidatedForm(reviewReplySchema, serverErrors);
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4" {...formProps}>
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="id" value={review.id} />
      <blockquote className="rounded-lg bg-cream-50 p-3 text-sm break-words whitespace-pre-line text-muted">
        {review.title ? <strong className="block text-ink">{review.title}</strong> : null}
        {review.content}
      </blockquote>
      <TextAreaField
        label="Resposta"
        name="reply"
        rows={5}
        maxLength={1000}
        required
        defaultValue={review.reply ?? ""}
        error={errors.reply}
        hint={`Aparece abaixo da avaliação, na página do produto, como "Resposta da ${BRAND.name}".`}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Salvando..." : "Publicar resposta"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
