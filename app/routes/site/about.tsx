import { Link } from "react-router";
import { Compass, FlaskConical, Gift, HeartHandshake, Leaf, Microscope, ScrollText, ShieldCheck, Sprout, Target } from "~/components/icons";
import type { Route } from "./+types/about";
import { PageHero } from "~/components/help/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/common/cn";
import { BRAND } from "~/lib/common/brand";
import { pageMeta } from "~/lib/render/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Sobre Nós",
    description: `Missão, visão e valores da ${BRAND.name}: suplementos naturais escolhidos com ciência, transparência e a chance de experimentar antes com amostras grátis.`,
    canonical: `${matches[0]?.loaderData?.baseUrl ?? ""}/sobre`,
  });

export { contentPageLoader as loader } from "~/services/content-page.server";
export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

const PILLARS = [
  {
    icon: Target,
    title: "Missão",
    text: "Ajudar cada pessoa a cuidar da própria vitalidade com suplementos naturais de qualidade, informação clara e baseada em evidências, e a chance de experimentar antes de decidir.",
  },
  {
    icon: Compass,
    title: "Visão",
    text: "Ser a marca de suplementos naturais em que os brasileiros mais confiam, lembrada pela transparência, pelo rigor científico e pelo cuidado com cada cliente.",
  },
  {
    icon: HeartHandshake,
    title: "Valores",
    text: "Ciência com honestidade, transparência em cada rótulo, cuidado com as pessoas e respeito à natureza.",
  },
];

const VALUES = [
  {
    icon: Microscope,
    title: "Ciência com honestidade",
    text: "Falamos do que os estudos mostram, e também do que ainda não mostram. Suplemento não é remédio: não prometemos cura, prometemos qualidade e informação.",
  },
  {
    icon: ScrollText,
    title: "Transparência",
    text: "Composição completa, dose e modo de uso claros em cada produto. Avaliações de clientes reais, moderadas, e não apenas as elogiosas.",
  },
  {
    icon: HeartHandshake,
    title: "Cuidado com as pessoas",
    text: "Atendimento feito por gente, com resposta em até 24 horas nos dias úteis, e políticas de troca que resolvem em vez de complicar.",
  },
  {
    icon: Sprout,
    title: "Respeito à natureza",
    text: "Ingredientes de origem rastreável e fornecedores que compartilham o nosso cuidado com o ambiente, do cultivo à embalagem.",
  },
];

const PROCESS = [
  {
    icon: FlaskConical,
    title: "Evidência primeiro",
    text: "Só entram no catálogo ingredientes com estudos publicados sobre o benefício que oferecem, na dose usada nesses estudos.",
  },
  {
    icon: ShieldCheck,
    title: "Qualidade comprovada",
    text: "Trabalhamos com fabricantes com boas práticas de fabricação e pedimos laudo de análise de cada lote.",
  },
  {
    icon: Leaf,
    title: "Dentro das regras",
    text: "Todos os produtos seguem as normas da Anvisa para suplementos alimentares, da composição ao rótulo.",
  },
  {
    icon: Gift,
    title: "Experimente antes",
    text: "Qualquer produto pode ser pedido como amostra grátis: você paga apenas o frete e decide com calma.",
  },
];

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="Sobre Nós"
        title="Natureza e ciência, com cuidado em cada detalhe"
        description={`A ${BRAND.name} nasceu para tornar a suplementação natural mais simples, honesta e acessível, para quem quer mais energia, foco, sono e bem-estar no dia a dia.`}
      />

      <section className="mx-auto max-w-6xl px-4 py-12">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center">
          <div className="prose-rv">
            <h2 className="mt-0!">Nossa história</h2>
            <p>
              Começamos com uma pergunta que muita gente se faz na frente da prateleira: qual suplemento realmente vale a pena? Entre
              promessas exageradas e rótulos difíceis de entender, faltava alguém que explicasse com calma o que a ciência sabe sobre cada
              ingrediente.
            </p>
            <p>
              Por isso a {BRAND.name} seleciona suplementos naturais e nootrópicos com base em estudos, explica tudo em português claro no
              nosso blog e deixa você experimentar antes: qualquer produto do catálogo pode ser pedido como amostra grátis, pagando só o
              frete.
            </p>
            <p>
              Quem participa também ganha: avaliar produtos, pedir amostras e completar o perfil rendem pontos, que viram prêmios. Assim, as
              opiniões sinceras de quem experimentou ajudam a próxima pessoa a escolher melhor.
            </p>
          </div>
          <div>
            <h2 className="sr-only">Missão, visão e valores</h2>
            <ul className="grid gap-4">
              {PILLARS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4 rounded-2xl border border-cream-200 bg-white p-5 shadow-sm">
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <div>
                    <h3 className="text-xl font-semibold text-brand-900">{title}</h3>
                    <p className="mt-1 text-muted">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="bg-cream-100">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 className="text-2xl font-semibold text-brand-900 md:text-3xl">Nossos valores</h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white p-5 shadow-sm">
                <Icon className="size-7 text-leaf-500" aria-hidden />
                <h3 className="mt-3 text-lg font-semibold text-brand-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12">
        <h2 className="text-2xl font-semibold text-brand-900 md:text-3xl">Como escolhemos cada produto</h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROCESS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="rounded-2xl border border-cream-200 p-5">
              <div className="flex items-center gap-3">
                <span className="font-display text-3xl font-bold text-brand-200" aria-hidden>
                  {i + 1}
                </span>
                <Icon className="size-6 text-brand-600" aria-hidden />
              </div>
              <h3 className="mt-3 text-lg font-semibold text-brand-900">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6 max-w-3xl text-sm text-muted">
          Suplementos alimentares não são medicamentos e não substituem uma alimentação equilibrada nem a orientação de um profissional de
          saúde. Gestantes, lactantes, crianças e pessoas que usam medicamentos devem consultar um médico ou nutricionista antes de usar.
        </p>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-4">
        <div className="flex flex-col gap-6 rounded-3xl bg-brand-800 p-6 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-semibold text-white md:text-3xl">Experimente antes de decidir</h2>
            <p className="mt-2 max-w-xl text-brand-100">Escolha um produto, peça sua amostra grátis e pague apenas o frete.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to="/produtos" className={buttonVariants({ size: "lg", variant: "secondary" })}>
              Ver produtos
            </Link>
            <Link
              to="/contato"
              className={cn(
                buttonVariants({ size: "lg", variant: "outline", className: "border-white bg-transparent text-white hover:bg-brand-700" }),
              )}
            >
              Fale conosco
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
