import { Link } from "react-router";
import { ArrowRight } from "~/components/icons";
import { PRODUCT_CATEGORIES } from "~/lib/common/categories";
import { CategoryIcon } from "./category-icon";
import { HomeSection, SectionHeading } from "./home-section";

/** The six product lines, each leading to its category page, in its own colour and icon. */
export function ProductLines() {
  return (
    <HomeSection island="home:product-lines" labelledBy="linhas" className="bg-cream-50 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="linhas" eyebrow="Linhas de produtos" title="Encontre o cuidado certo para você" />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PRODUCT_CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Link
                to={`/produtos/${c.slug}`}
                className="group flex h-full items-start gap-4 rounded-2xl border border-transparent bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:border-brand-600"
              >
                <span
                  className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl"
                  style={{ background: c.tint, color: c.color }}
                >
                  <CategoryIcon name={c.icon} className="size-6" />
                </span>
                <span className="flex flex-col">
                  <span className="font-display text-lg font-semibold" style={{ color: c.color }}>
                    {c.name}
                  </span>
                  <span className="mt-1 text-sm text-muted">{c.description}</span>
                  <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                    Ver produtos <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
