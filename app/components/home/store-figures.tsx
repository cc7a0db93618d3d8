import { Star } from "~/components/icons";
import { SharedHtml } from "~/lib/render/shared-html";

export interface FigureData {
  value: string;
  label: string;
  star?: boolean;
}

/**
 * The store's figures under the hero, from the database (models/store-figures.server.ts): only those
 * worth showing, so there may be fewer than three, or none (then nothing is rendered).
 */
export function StoreFigures({ figures }: { figures: FigureData[] }) {
  if (!figures.length) return null;
  return (
    <SharedHtml as="section" id="home:figures" data={figures} aria-label="Números da marca" className="bg-cream-100">
      <dl className="mx-auto flex max-w-6xl gap-3 px-4 pb-12 md:-mt-6 md:pb-16">
        {figures.map((f) => (
          <div key={f.label} className="flex min-w-0 flex-1 flex-col rounded-2xl bg-white/80 p-3 shadow-sm sm:max-w-52 sm:p-4">
            <dt className="text-xs text-muted sm:text-sm">{f.label}</dt>
            <dd className="order-first inline-flex items-center gap-1 font-display text-2xl font-bold text-brand-700 sm:text-3xl">
              {f.value}
              {f.star ? <Star className="size-5 fill-amber-400 text-amber-500" aria-hidden /> : null}
            </dd>
          </div>
        ))}
      </dl>
    </SharedHtml>
  );
}
