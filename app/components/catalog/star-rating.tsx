import { Star } from "~/components/icons";
import { formatNumber, formatRating } from "~/i18n/format";
import { cn } from "~/lib/common/cn";

/** Five stars filled to `value` (0-5, fractions shown proportionally); read-only. */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn("inline-flex shrink-0 items-center", className)} aria-hidden>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span key={i} className="relative inline-block size-[1em]">
            <Star className="absolute inset-0 size-full text-amber-300" strokeWidth={1.5} />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className="size-[1em] fill-amber-500 text-amber-500" strokeWidth={1.5} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

export function reviewCountLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "avaliação" : "avaliações"}`;
}

/**
 * The real average of the approved reviews (one decimal, pt-BR) and their count,
 * or 'Sem avaliações ainda' when there are none.
 */
export function RatingSummary({
  average,
  count,
  className,
  size = "sm",
}: {
  average: number | null;
  count: number;
  className?: string;
  size?: "sm" | "lg";
}) {
  if (!count || average === null) {
    return <p className={cn("text-sm text-muted", className)}>Sem avaliações ainda</p>;
  }
  const label = `Nota média ${formatRating(average)} de 5, ${reviewCountLabel(count)}`;
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1", size === "lg" ? "text-base" : "text-sm", className)}>
      <span className="sr-only">{label}</span>
      <Stars value={average} className={size === "lg" ? "text-xl" : "text-base"} />
      <span aria-hidden className="font-semibold text-ink">
        {formatRating(average)}
      </span>
      <span aria-hidden className="text-muted">
        ({reviewCountLabel(count)})
      </span>
    </p>
  );
}
