import type * as React from "react";

/** The cream header band of the help, policy and company pages. */
export function PageHero({
  eyebrow,
  title,
  description,
  children,
  island,
}: {
  eyebrow: string;
  title: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
  /** Marks the band as an island the browser keeps as HTML (lib/island.tsx). */
  island?: string;
}) {
  return (
    <section className="bg-cream-100" data-island={island}>
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-bold text-brand-900 md:text-4xl">{title}</h1>
        {description ? <p className="mt-3 max-w-2xl text-base text-muted md:text-lg">{description}</p> : null}
        {children}
      </div>
    </section>
  );
}
