import { Eye, HeartHandshake, Target } from "~/components/icons";
import { HomeSection, SectionHeading } from "./home-section";

/** The brand's mission, vision and values (also the substance of /sobre). */
export const MISSION = {
  mission:
    "Tornar a suplementação natural simples, acessível e confiável, com produtos de procedência clara e informação baseada em ciência para cada escolha.",
  vision:
    "Ser a marca brasileira de referência em bem-estar natural, reconhecida pela transparência, pela qualidade e pelo cuidado com cada pessoa.",
  values: [
    { name: "Transparência", text: "Dose por porção no rótulo e origem dos ingredientes informada." },
    { name: "Ciência", text: "Fórmulas baseadas em estudos, sem promessas milagrosas." },
    { name: "Cuidado", text: "Atendimento próximo e amostra grátis para você experimentar antes." },
    { name: "Sustentabilidade", text: "Fornecedores responsáveis e embalagens com menos plástico." },
  ],
} as const;

export function MissionValues() {
  return (
    <HomeSection island="home:mission-values" labelledBy="proposito" className="mx-auto max-w-6xl px-4 py-14">
      <SectionHeading id="proposito" eyebrow="Nosso propósito" title="Natureza e ciência a favor do seu bem-estar" />
      <div className="mt-8 grid gap-5 md:grid-cols-3">
        <article className="rounded-2xl border border-cream-200 bg-white p-6 shadow-sm">
          <Target className="size-8 text-brand-600" aria-hidden />
          <h3 className="mt-3 text-xl font-semibold text-brand-900">Missão</h3>
          <p className="mt-2 text-muted">{MISSION.mission}</p>
        </article>
        <article className="rounded-2xl border border-cream-200 bg-white p-6 shadow-sm">
          <Eye className="size-8 text-brand-600" aria-hidden />
          <h3 className="mt-3 text-xl font-semibold text-brand-900">Visão</h3>
          <p className="mt-2 text-muted">{MISSION.vision}</p>
        </article>
        <article className="rounded-2xl border border-cream-200 bg-white p-6 shadow-sm">
          <HeartHandshake className="size-8 text-brand-600" aria-hidden />
          <h3 className="mt-3 text-xl font-semibold text-brand-900">Valores</h3>
          <ul className="mt-2 space-y-2">
            {MISSION.values.map((v) => (
              <li key={v.name} className="text-muted">
                <strong className="font-semibold text-ink">{v.name}:</strong> {v.text}
              </li>
            ))}
          </ul>
        </article>
      </div>
    </HomeSection>
  );
}
