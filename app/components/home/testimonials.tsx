import { Quote, Star } from "~/components/icons";
import { cn } from "~/lib/common/cn";
import { HomeSection, SectionHeading } from "./home-section";

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  /** 1 to 5 */
  rating: number;
}

/** Three static testimonials (specification: name, role, content, rating and avatar). */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: "Mariana Souza",
    role: "Professora, São Paulo – SP",
    content:
      "Pedi a amostra do Magnésio Dimalato sem muita expectativa e adorei poder experimentar antes de comprar. Chegou rápido, bem embalado, e o atendimento respondeu todas as minhas dúvidas.",
    rating: 5,
  },
  {
    name: "Ricardo Almeida",
    role: "Engenheiro de software, Belo Horizonte – MG",
    content:
      "Os artigos do blog me ajudaram a entender o que faz sentido suplementar na minha rotina. Gosto da transparência: a dose de cada ingrediente está no rótulo.",
    rating: 5,
  },
  {
    name: "Fernanda Lima",
    role: "Nutricionista, Curitiba – PR",
    content:
      "Indico a marca pela procedência clara dos ingredientes e pela postura responsável, sem promessas milagrosas. O programa de pontos é um bônus que meus pacientes gostam.",
    rating: 4,
  },
];

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join("");
}

export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn("inline-flex gap-0.5", className)} role="img" aria-label={`Nota ${rating} de 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className={cn("size-4", i < rating ? "fill-amber-400 text-amber-500" : "text-amber-500")} aria-hidden />
      ))}
    </span>
  );
}

export function Testimonials({ items = TESTIMONIALS }: { items?: Testimonial[] }) {
  return (
    <HomeSection island="home:testimonials" data={items} labelledBy="depoimentos" className="bg-brand-50 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="depoimentos" eyebrow="Depoimentos" title="O que dizem nossos clientes" />
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {items.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm">
                <Quote className="size-7 text-leaf-500" aria-hidden />
                <Stars rating={t.rating} className="mt-3" />
                <blockquote className="mt-3 flex-1 text-ink">“{t.content}”</blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                    aria-hidden
                  >
                    {initialsOf(t.name)}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold text-ink">{t.name}</span>
                    <span className="text-sm text-muted">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
