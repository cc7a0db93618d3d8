import { BookOpen, Check } from "~/components/icons";
import { EBOOK } from "~/i18n/site";

/** The eBook call to action's fixed parts (components/home/ebook-cta.tsx), kept as the server's HTML on first load. */
const CONTENTS = [
  "Os 5 pilares da vitalidade, explicados sem jargão",
  "Um plano de 7 dias para começar com pequenos hábitos",
  "Como ler o rótulo de um suplemento",
  "Checklist para acompanhar sua rotina",
] as const;

export function EbookCover() {
  return (
    <div
      data-island="home:ebook-cover"
      className="mx-auto flex aspect-[3/4] w-40 -rotate-3 flex-col justify-between rounded-r-2xl rounded-l-md bg-brand-700 p-4 text-white shadow-xl ring-1 ring-brand-800 md:w-52"
      aria-hidden
    >
      <BookOpen className="size-7 text-leaf-300" />
      <p className="font-display text-lg leading-tight font-semibold md:text-xl">{EBOOK.title}</p>
      <p className="text-xs text-brand-100">eBook gratuito</p>
    </div>
  );
}

export function EbookIntro() {
  return (
    <div data-island="home:ebook-intro">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">eBook gratuito</p>
      <h2 id="ebook" className="mt-1 text-3xl font-semibold text-brand-900">
        Baixe o {EBOOK.title}
      </h2>
      <p className="mt-3 text-ink">
        Receba no seu e-mail o link para o guia completo, com dicas práticas para ter mais energia no dia a dia.
      </p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {CONTENTS.map((item) => (
          <li key={item} className="flex items-start gap-2 text-sm text-ink">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
