import { Link } from "react-router";
import { BadgeCheck, FlaskConical, Microscope, Scale } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/common/cn";
import { HomeSection, SectionHeading } from "./home-section";

const PILLARS = [
  {
    icon: Microscope,
    title: "Ingredientes estudados",
    text: "Escolhemos extratos e nutrientes com estudos clínicos publicados em humanos, não apenas tradição ou moda.",
  },
  {
    icon: Scale,
    title: "Doses informadas",
    text: "Cada rótulo mostra a quantidade por porção, próxima à usada nas pesquisas, para você saber exatamente o que consome.",
  },
  {
    icon: FlaskConical,
    title: "Qualidade por lote",
    text: "Extratos padronizados e laudos de pureza e de contaminantes, como metais pesados, em cada lote produzido.",
  },
  {
    icon: BadgeCheck,
    title: "Sem promessas milagrosas",
    text: "Suplementos complementam sono, alimentação e movimento. Falamos de benefícios com honestidade e sem exageros.",
  },
] as const;

/** How the brand uses science, with a way into the blog's science articles. */
export function ScienceSection() {
  return (
    <HomeSection island="home:science" labelledBy="ciencia" className="bg-brand-900 py-14 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-[1fr_2fr]">
        <div>
          <SectionHeading id="ciencia" eyebrow="Ciência" title="Ciência em cada fórmula" dark />
          <p className="mt-3 text-brand-100">
            Natural não significa improvisado. Nossas fórmulas partem do que as pesquisas mostram e explicamos tudo em linguagem simples.
          </p>
          <Link to="/blog?categoria=ciencia" className={cn(buttonVariants({ variant: "secondary", className: "mt-6" }))}>
            Artigos de ciência
          </Link>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {PILLARS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-brand-800 p-5">
              <Icon className="size-7 text-leaf-300" aria-hidden />
              <h3 className="mt-3 text-lg font-semibold text-white">{title}</h3>
              <p className="mt-1 text-sm text-brand-100">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
