import type * as React from "react";
import { ChevronDown } from "~/components/icons";
import { cn } from "~/lib/common/cn";

export interface TocEntry {
  id: string;
  label: string;
  /** Indented under the previous entry. */
  sub?: boolean;
}

function TocList({ entries }: { entries: TocEntry[] }) {
  return (
    <ol className="space-y-0.5 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className={entry.sub ? "pl-4" : undefined}>
          <a
            href={`#${entry.id}`}
            className={cn(
              "flex min-h-9 items-center rounded-lg px-2 hover:bg-cream-100 hover:text-brand-800",
              entry.sub ? "text-muted" : "font-medium text-ink",
            )}
          >
            {entry.label}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * A long policy text's table of contents: a sticky column on wide screens, a foldable "Nesta página"
 * box on phones (a <details>, so it works without JavaScript).
 */
export function PolicyToc({ entries }: { entries: TocEntry[] }) {
  return (
    <nav aria-label="Nesta página" className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
      <details className="group rounded-2xl border border-cream-200 bg-white p-2 lg:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-2 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
          Nesta página
          <ChevronDown className="size-5 text-brand-600 transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        <div className="pt-1 pb-2">
          <TocList entries={entries} />
        </div>
      </details>
      <div className="hidden lg:block">
        <p className="mb-2 px-2 text-xs font-bold tracking-wide text-muted uppercase">Nesta página</p>
        <TocList entries={entries} />
      </div>
    </nav>
  );
}

/** A long policy text beside its table of contents (`nav`: a <PolicyToc>). */
export function PolicyLayout({ nav, children }: { nav: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:py-10 lg:grid-cols-[240px_minmax(0,1fr)]">
      {nav}
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** One titled part of a policy, reachable by its anchor. */
export function PolicySection({
  id,
  title,
  children,
  className,
  level = 2,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className={cn("scroll-mt-24 border-t border-cream-200 pt-8 first:border-t-0 first:pt-0", className)}
    >
      <Heading id={`${id}-titulo`} className={cn("font-semibold text-brand-900", level === 2 ? "text-2xl" : "text-xl md:text-2xl")}>
        {title}
      </Heading>
      <div className="prose-rv mt-3 [&>:first-child]:mt-0">{children}</div>
    </section>
  );
}

/** A figure that matters (a deadline, a time) shown large with what it means. */
export function KeyFigure({ value, unit, label }: { value: string; unit: string; label: string }) {
  return (
    <div className="rounded-2xl border border-cream-200 bg-white p-4 shadow-sm">
      <p className="font-display text-brand-700">
        <span className="text-3xl font-bold md:text-4xl">{value}</span> <span className="text-lg font-semibold">{unit}</span>
      </p>
      <p className="mt-1 text-sm text-muted">{label}</p>
    </div>
  );
}
