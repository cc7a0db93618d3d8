import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { Star } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";
import { formatNumber, formatPoints } from "~/i18n/format";
import { cn } from "~/lib/common/cn";
import { firstErrors, submitChecked, useLazySchema } from "~/lib/render/use-lazy-schema";
import { REVIEW_CONTENT_MAX, REVIEW_TITLE_MAX } from "~/validation/limits";

const loadReviewSchema = () => import("~/validation/review").then((m) => m.reviewSchema);

/** What the product page's action answers to intent "review". */
export interface ReviewActionData {
  intent: "review";
  ok: boolean;
  message?: string;
  formError?: string;
  errors?: Partial<Record<"rating" | "title" | "content", string>>;
  values?: { rating?: string; title?: string; content?: string };
}

const noSubscription = () => () => {};
/** False while server-rendered and hydrating: without JavaScript the form must stay usable. */
function useHydrated() {
  return useSyncExternalStore(noSubscription, () => true, () => false);
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

/**
 * The review form: stars, optional title (100), text (1000) with a live counter. The button stays
 * disabled while sending, with no rating or with empty text; the action checks everything again.
 */
export function ReviewForm({
  productSlug,
  reviewPoints,
  fallback,
}: {
  productSlug: string;
  /** Points the settings give for a review, for the invitation. */
  reviewPoints: number;
  fallback?: ReviewActionData | null;
}) {
  const fetcher = useFetcher<ReviewActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = fallback && !fallback.ok ? (fallback.values ?? {}) : {};
  const [rating, setRating] = useState(Number(initial.rating) || 0);
  const [content, setContent] = useState(initial.content ?? "");
  const [title, setTitle] = useState(initial.title ?? "");
  const [errors, setErrors] = useState<ReviewActionData["errors"]>(fallback?.errors ?? {});
  const sending = fetcher.state !== "idle";
  const hydrated = useHydrated();
  const result = fetcher.data ?? fallback ?? null;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.errors) setErrors(fetcher.data.errors);
  }, [fetcher.data, fetcher.state]);

  const schema = useLazySchema(loadReviewSchema);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    submitChecked(event, schema.current() !== null, schema.ready, () => {
      const parsed = schema.current()!.safeParse({ rating, title, content });
      if (!parsed.success) setErrors(firstErrors(parsed.error));
      return parsed.success;
    });

  const remaining = REVIEW_CONTENT_MAX - content.length;
  const formError = result && !result.ok ? result.formError : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Avalie este produto</CardTitle>
        <CardDescription>
          Conte como foi sua experiência. Sua avaliação passa por moderação antes de ser publicada
          {reviewPoints > 0 ? ` e vale ${formatPoints(reviewPoints)}` : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form ref={formRef} method="post" action={`/produto/${productSlug}`} noValidate onFocus={schema.preload} onSubmit={onSubmit} className="grid gap-4">
          <input type="hidden" name="intent" value="review" />
          {formError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {formError}
            </p>
          ) : null}
          <div className="grid gap-1">
            <StarPicker
              name="rating"
              value={rating}
              onChange={(v) => {
                setRating(v);
                setErrors((e) => ({ ...e, rating: undefined }));
              }}
              invalid={Boolean(errors?.rating)}
              describedBy={errors?.rating ? "avaliacao-nota-erro" : undefined}
            />
            <FieldError id="avaliacao-nota-erro">{errors?.rating}</FieldError>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="avaliacao-titulo">
              Título <span className="font-normal text-muted">(opcional)</span>
            </Label>
            <Input
              id="avaliacao-titulo"
              name="title"
              value={title}
              maxLength={REVIEW_TITLE_MAX}
              onChange={(e) => {
                setTitle(e.currentTarget.value);
                if (errors?.title) setErrors((x) => ({ ...x, title: undefined }));
              }}
              aria-invalid={errors?.title ? true : undefined}
              aria-describedby={errors?.title ? "avaliacao-titulo-erro" : undefined}
              placeholder="Resuma sua opinião"
            />
            <FieldError id="avaliacao-titulo-erro">{errors?.title}</FieldError>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="avaliacao-texto">Comentário</Label>
            <Textarea
              id="avaliacao-texto"
              name="content"
              rows={5}
              value={content}
              maxLength={REVIEW_CONTENT_MAX}
              onChange={(e) => {
                setContent(e.currentTarget.value);
                if (errors?.content && e.currentTarget.value.trim()) setErrors((x) => ({ ...x, content: undefined }));
              }}
              aria-invalid={errors?.content ? true : undefined}
              aria-describedby={cn("avaliacao-contador", errors?.content && "avaliacao-texto-erro")}
              placeholder="O que você achou do produto? Como foi usar no dia a dia?"
              required
            />
            <div className="flex items-start justify-between gap-3">
              <FieldError id="avaliacao-texto-erro">{errors?.content}</FieldError>
              <p id="avaliacao-contador" className={cn("ml-auto text-xs tabular-nums", remaining < 50 ? "text-amber-800" : "text-muted")}>
                {formatNumber(content.length)}/{formatNumber(REVIEW_CONTENT_MAX)} caracteres
              </p>
            </div>
          </div>
          <div>
            <Button type="submit" disabled={hydrated && (sending || !rating || !content.trim())}>
              {sending ? "Enviando..." : "Enviar Avaliação"}
            </Button>
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
