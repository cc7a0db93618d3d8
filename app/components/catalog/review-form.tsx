import { useEffect, useState, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { Star, Truck } from "~/components/icons";
import { ButtonWithReason } from "~/components/ui/disabled-reason";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldError } from "~/components/ui/input";
import { FormError } from "~/components/ui/form-parts";
import { fieldError, IntentFetcherForm, TextAreaField, TextField } from "~/components/ui/field";
import { useConformForm, type FormAnswer } from "~/components/ui/use-conform-form";
import { formatNumber, formatPoints } from "~/i18n/format";
import { RECEIVED_SAMPLE_BADGE } from "~/i18n/labels";
import { cn } from "~/lib/common/cn";
import { REVIEW_CONTENT_MAX, REVIEW_POINTS_MIN_CHARS, REVIEW_TITLE_MAX, reviewCommentLength } from "~/validation/limits";

const loadReviewSchema = () => import("~/validation/review").then((m) => m.reviewSchema);

/** What the product page's action answers to intent "review" (its toast comes by the flash cookie). */
export type ReviewActionData = { intent: "review" } & (
  | { ok: true; message: string }
  | {
      ok: false;
      /** conform's reply: the fields' errors and what was typed. */
      reply?: Extract<FormAnswer, { ok: false }>["reply"];
      /** Set when the review could not be saved (the fields were fine), or the visitor is not signed in. */
      formError?: string;
    }
);

const noSubscription = () => () => {};
/** False while server-rendered and hydrating: without JavaScript the form must stay usable. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const RATING_WORDS = ["", "Ruim", "Regular", "Bom", "Muito bom", "Excelente"];

/**
 * 1-5 stars as radio buttons in visual order, so the arrow keys move the way the stars read. Works
 * without JavaScript: the checked star and those before it fill through CSS `:has()`; unchosen
 * stars stay outlined. The chosen rating is announced (mirrored in state for the submit rule).
 */
function StarPicker({
  name,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  name: string;
  value: number;
  onChange: (value: number) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <fieldset aria-describedby={describedBy} data-invalid={invalid || undefined}>
      <legend className="text-sm font-medium text-ink">Sua nota</legend>
      <div className="mt-1 flex flex-wrap items-center gap-x-3">
        <div
          data-testid="star-picker"
          className={cn(
            "flex [&>label]:text-amber-600 [&_svg]:fill-transparent",
            "[&>label:has(:checked)_svg]:fill-amber-500 [&>label:has(~label_:checked)_svg]:fill-amber-500",
            "[&>label:hover_svg]:fill-amber-300 [&>label:has(~label:hover)_svg]:fill-amber-300",
          )}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-label={`${n} ${n === 1 ? "estrela" : "estrelas"}`}
                className="absolute inset-0 cursor-pointer appearance-none opacity-0"
              />
              <Star className="pointer-events-none size-8" strokeWidth={1.5} aria-hidden />
            </label>
          ))}
        </div>
        <span className="text-sm text-muted" aria-live="polite" data-testid="star-choice">
          {value ? `${value} de 5 ${value === 1 ? "estrela" : "estrelas"}: ${RATING_WORDS[value]}` : "Escolha de 1 a 5 estrelas"}
        </span>
      </div>
    </fieldset>
  );
}

/** Above the form while the customer's sample of the product has not been delivered. */
function SampleOnItsWayNote() {
  return (
    <p data-testid="sample-on-its-way" className="mb-4 flex items-start gap-2 rounded-xl bg-cream-50 p-3 text-sm text-ink">
      <Truck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
      <span>
        Sua amostra deste produto ainda não foi entregue. Você já pode avaliar, mas o selo “{RECEIVED_SAMPLE_BADGE}” só aparece na sua
        avaliação depois da entrega.
      </span>
    </p>
  );
}

/**
 * What the comment is worth, said as the customer types (and before, without JavaScript): the points
 * come from REVIEW_POINTS_MIN_CHARS characters on (models/reviews.server.ts reviewEarnsPoints).
 */
function PointsHint({ content, reviewPoints }: { content: string; reviewPoints: number }) {
  if (reviewPoints <= 0) return null;
  const earns = reviewCommentLength(content) >= REVIEW_POINTS_MIN_CHARS;
  return (
    <span data-testid="review-points-hint" className={cn(earns ? "font-medium text-brand-700" : "text-ink/80")}>
      {earns
        ? `Com este comentário, sua avaliação vale ${formatPoints(reviewPoints)}.`
        : `Escreva pelo menos ${REVIEW_POINTS_MIN_CHARS} caracteres para ganhar ${formatPoints(reviewPoints)}.`}
    </span>
  );
}

/**
 * The review form: stars, optional title (100), text (1000) with a live counter and what it is worth in
 * points. The button stays disabled while sending, with no rating or with empty text; the action checks
 * everything again.
 */
export function ReviewForm({
  productSlug,
  reviewPoints,
  fallback,
  sampleOnItsWay = false,
}: {
  productSlug: string;
  /** The customer asked for a sample of this product and has not received one yet. */
  sampleOnItsWay?: boolean;
  /** Points the settings give for a review, for the invitation. */
  reviewPoints: number;
  fallback?: ReviewActionData | null;
}) {
  const fetcher = useFetcher<ReviewActionData>();
  const result = fetcher.data ?? fallback ?? undefined;
  const { form, fields, onFocus } = useConformForm(loadReviewSchema, result, { id: "avaliacao" });
  const typed = (value: unknown) => (typeof value === "string" ? value : "");
  // The stars and the text are mirrored in state: the counter, and the button's rule (a rating and some text).
  const [rating, setRating] = useState(Number(typed(fields.rating.initialValue)) || 0);
  const [content, setContent] = useState(typed(fields.content.initialValue));
  // A sent review empties the form (conform resets the fields; the mirrors follow).
  useEffect(() => {
    if (result?.ok) {
      setRating(0);
      setContent("");
    }
  }, [result]);
  const sending = fetcher.state !== "idle";
  const hydrated = useHydrated();
  const ratingError = fieldError(fields.rating);
  const remaining = REVIEW_CONTENT_MAX - content.length;
  const formError = result && !result.ok && !sending ? result.formError : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Avalie este produto</CardTitle>
        <CardDescription>Conte como foi sua experiência. Sua avaliação passa por moderação antes de ser publicada.</CardDescription>
      </CardHeader>
      <CardContent>
        {sampleOnItsWay ? <SampleOnItsWayNote /> : null}
        <IntentFetcherForm fetcher={fetcher} form={form} intent="review" action={`/produto/${productSlug}`} onFocus={onFocus}>
          <FormError message={formError} />
          <div className="grid gap-1">
            <StarPicker
              key={fields.rating.key}
              name={fields.rating.name}
              value={rating}
              onChange={setRating}
              invalid={Boolean(ratingError)}
              describedBy={ratingError ? fields.rating.errorId : undefined}
            />
            <FieldError id={fields.rating.errorId}>{ratingError}</FieldError>
          </div>
          <TextField meta={fields.title} label="Título" optional maxLength={REVIEW_TITLE_MAX} placeholder="Resuma sua opinião" />
          <div className="grid gap-1.5">
            <TextAreaField
              meta={fields.content}
              label="Comentário"
              rows={5}
              maxLength={REVIEW_CONTENT_MAX}
              hint={
                <span className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                  <PointsHint content={content} reviewPoints={reviewPoints} />
                  <span className={cn("ml-auto tabular-nums", remaining < 50 ? "text-amber-800" : undefined)}>
                    {formatNumber(content.length)}/{formatNumber(REVIEW_CONTENT_MAX)} caracteres
                  </span>
                </span>
              }
              onInput={(e) => setContent(e.currentTarget.value)}
              placeholder="O que você achou do produto? Como foi usar no dia a dia?"
              aria-required
            />
          </div>
          <div>
            <ButtonWithReason
              type="submit"
              disabled={hydrated && (sending || !rating || !content.trim())}
              disabledReason={hydrated && !sending ? reviewBlocker(rating, content) : undefined}
            >
              {sending ? "Enviando..." : "Enviar Avaliação"}
            </ButtonWithReason>
          </div>
        </IntentFetcherForm>
      </CardContent>
    </Card>
  );
}

/** Why "Enviar Avaliação" cannot be pressed yet, shown under it; null when it can. */
function reviewBlocker(rating: number | null | undefined, content: string): string | undefined {
  if (!rating && !content.trim()) return "Escolha uma nota e escreva seu comentário para enviar.";
  if (!rating) return "Escolha uma nota de 1 a 5 estrelas para enviar.";
  if (!content.trim()) return "Escreva seu comentário para enviar.";
  return undefined;
}
