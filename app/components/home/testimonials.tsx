import { Link } from "react-router";
import { Quote, Star } from "~/components/icons";
import { cn } from "~/lib/common/cn";
import { SharedHtml } from "~/lib/render/shared-html";
import { SectionHeading } from "./home-section";
import type { Testimonial } from "~/models/store-figures.server";

export type TestimonialData = Testimonial;

function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn("inline-flex gap-0.5", className)} role="img" aria-label={`Nota ${rating} de 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className={cn("size-4", i < rating ? "fill-amber-400 text-amber-500" : "text-amber-500")} aria-hidden />
      ))}
    </span>
  );
}

/** The best approved reviews (models/store-figures.server.ts), or an invitation to write the first one. */
export function Testimonials({ items }: { items: TestimonialData[] }) {
  return (
    <SharedHtml as="section" id="home:testimonials" data={items} aria-labelledby="depoimentos" className="bg-brand-50 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="depoimentos" eyebrow="Depoimentos" title="O que dizem nossos clientes" />
        {items.length ? (
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {items.map((t) => (
              <li key={t.id}>
                <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm">
                  <Quote className="size-7 text-leaf-500" aria-hidden />
                  <Stars rating={t.rating} className="mt-3" />
                  <blockquote className="mt-3 flex-1 break-words text-ink">“{t.content}”</blockquote>
                  <figcaption className="mt-5 flex items-center gap-3">
                    <span
                      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                      aria-hidden
                    >
                      {t.initials}
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate font-semibold text-ink">{t.name}</span>
                      <span className="text-sm text-muted">{t.place ? `${t.place} · ${t.productName}` : t.productName}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
            <p className="text-lg font-semibold text-brand-900">Seja o primeiro a avaliar</p>
            <p className="mt-1 text-muted">Peça uma amostra grátis, experimente e conte aqui o que achou.</p>
            <Link
              to="/produtos"
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              Ver produtos
            </Link>
          </div>
        )}
      </div>
    </SharedHtml>
  );
}
