import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { Gift, MessageSquareText, Package, RotateCcw, Star, UserRoundCheck } from "~/components/icons";
import type { Route } from "./+types/points";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/common/cn";
import { formatNumber, formatPoints } from "~/i18n/format";
import { BRAND } from "~/lib/common/brand";
import { env } from "~/lib/server/env.server";
import { pageMeta } from "~/lib/render/meta";
import { getUser } from "~/services/session.server";
import { listActiveRewards, listPointSettings } from "~/models/loyalty.server";
import { sharedData, Tags } from "~/lib/server/cache.server";

/** How each action is earned, and how often (the once-only rules). */
const EARN: Record<string, { title: string; text: string; once: string; icon: typeof Package }> = {
  sample_request: {
    title: "Peça uma amostra grátis",
    text: "Escolha um produto do catálogo e peça sua amostra: você paga apenas o frete.",
    once: "Uma vez por produto",
    icon: Package,
  },
  product_review: {
    title: "Avalie um produto",
    text: "Conte como foi sua experiência. A avaliação é publicada depois de analisada pela nossa equipe.",
    once: "Uma vez por produto",
    icon: MessageSquareText,
  },
  profile_complete: {
    title: "Complete seu perfil",
    text: "Informe seu nome completo e telefone no seu painel para facilitar o envio das amostras e prêmios.",
    once: "Uma única vez",
    icon: UserRoundCheck,
  },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const [settings, rewards] = await Promise.all([
    sharedData("points:settings", [Tags.settings], listPointSettings),
    sharedData("points:rewards", [Tags.settings], listActiveRewards),
  ]);
  const signedIn = Boolean(getUser(context));
  // Shared caches may keep the page only for visitors without cookies (no session, no pending toast).
  const cacheable = !signedIn && !request.headers.get("cookie");
  return data(
    { settings, rewards, signedIn, canonical: `${env().baseUrl}/pontos` },
    {
      headers: {
        "Cache-Control": cacheable ? "public, max-age=60, stale-while-revalidate=600" : "private, no-cache",
        Vary: "Cookie",
      },
    },
  );
}

export { loaderHeaders as headers } from "~/lib/server/http-cache.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Programa de Pontos",
    description: `Como ganhar pontos na ${BRAND.name} pedindo amostras, avaliando produtos e completando o perfil, e como trocá-los por prêmios.`,
    canonical: loaderData?.canonical,
  });

/** A section of the page in the page's width, named by its heading. */
function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function PointsPage({ loaderData }: Route.ComponentProps) {
  const { settings, rewards, signedIn } = loaderData;
  const cheapest = rewards[0];
  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <Badge variant="points" className="text-sm">
            <Star className="size-3.5 fill-amber-500 text-amber-600" aria-hidden /> Programa de Pontos
          </Badge>
          <h1 className="mt-4 max-w-3xl text-3xl leading-tight font-semibold sm:text-5xl">
            Cuide de você, ganhe pontos e troque por prêmios
          </h1>
          <p className="mt-4 max-w-2xl text-brand-100">
            Cada amostra pedida, cada avaliação e o seu perfil completo valem pontos na sua conta {BRAND.name}. Junte e troque por cupons,
            brindes e experiências.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {signedIn ? (
              <Link to="/dashboard?aba=premios" className={buttonVariants({ variant: "points", size: "lg" })}>
                Ver meus pontos e prêmios
              </Link>
            ) : (
              <>
                <Link to="/auth?tab=cadastrar" className={buttonVariants({ variant: "points", size: "lg" })}>
                  Criar conta grátis
                </Link>
                <Link
                  to="/auth"
                  className={cn(
                    buttonVariants({
                      variant: "outline",
                      size: "lg",
                      className: "border-white bg-transparent text-white hover:bg-white/10",
                    }),
                  )}
                >
                  Já tenho conta
                </Link>
              </>
            )}
          </div>
        </div>
      </section>

      <PageSection id="como-ganhar" title="Como ganhar pontos">
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {settings.map((setting) => {
            const info = EARN[setting.action];
            const Icon = info?.icon ?? Star;
            return (
              <li key={setting.action} className="flex flex-col rounded-2xl border border-cream-200 bg-white p-5 shadow-sm">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-3 text-lg font-semibold text-brand-900">{info?.title ?? setting.description ?? setting.action}</h3>
                <p className="mt-1 flex-1 text-sm text-muted">{info?.text ?? setting.description}</p>
                <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
                  <span className="font-display text-2xl font-semibold text-amber-700">+{formatPoints(setting.points)}</span>
                  {info ? <span className="text-xs text-muted">{info.once}</span> : null}
                </div>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <section className="bg-cream-50" aria-labelledby="como-usar">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="como-usar" className="text-2xl font-semibold text-brand-900 sm:text-3xl">
            Como usar seus pontos
          </h2>
          <p className="mt-2 max-w-2xl text-muted">
            No seu painel, na aba Prêmios, escolha o prêmio e toque em Resgatar: os pontos saem do saldo na hora e nossa equipe prepara a
            entrega.
            {cheapest ? ` O primeiro prêmio sai com ${formatPoints(cheapest.pointsRequired)}.` : ""}
          </p>
          {rewards.length ? (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {rewards.map((reward) => {
                const soldOut = reward.stock !== null && reward.stock <= 0;
                return (
                  <li key={reward.id} className="flex gap-4 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm">
                    {reward.imageUrl ? (
                      <img
                        src={reward.imageUrl}
                        alt=""
                        width={80}
                        height={80}
                        loading="lazy"
                        decoding="async"
                        className="size-20 shrink-0 rounded-xl object-cover"
                      />
                    ) : (
                      <span className="inline-flex size-20 shrink-0 items-center justify-center rounded-xl bg-cream-100">
                        <Gift className="size-8 text-brand-500" aria-hidden />
                      </span>
                    )}
                    <div className="min-w-0">
                      <h3 className="font-semibold text-brand-900">{reward.name}</h3>
                      <p className="mt-1 text-sm font-semibold text-amber-700">{formatPoints(reward.pointsRequired)}</p>
                      <p className="mt-1 text-xs text-muted">
                        {soldOut
                          ? "Esgotado"
                          : reward.stock === null
                            ? "Disponível"
                            : `${formatNumber(reward.stock)} ${reward.stock === 1 ? "unidade disponível" : "unidades disponíveis"}`}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-6 rounded-2xl bg-white p-6 text-muted">Novos prêmios chegam em breve.</p>
          )}
        </div>
      </section>

      <PageSection id="regras" title="Regras do programa">
        <ul className="mt-4 max-w-3xl space-y-3 text-ink">
          <li className="flex gap-3">
            <Star className="mt-1 size-4 shrink-0 text-amber-600" aria-hidden />
            Os pontos de amostra e de avaliação valem uma vez para cada produto; os do perfil completo, uma única vez.
          </li>
          <li className="flex gap-3">
            <Gift className="mt-1 size-4 shrink-0 text-amber-600" aria-hidden />
            Para resgatar, o saldo precisa cobrir o valor do prêmio e ele precisa ter estoque.
          </li>
          <li className="flex gap-3">
            <RotateCcw className="mt-1 size-4 shrink-0 text-amber-600" aria-hidden />
            Se um resgate for cancelado, os pontos voltam para o seu saldo.
          </li>
          <li className="flex gap-3">
            <UserRoundCheck className="mt-1 size-4 shrink-0 text-amber-600" aria-hidden />
            Seu saldo e o histórico de cada ponto ganho ou usado ficam no seu painel.
          </li>
        </ul>
      </PageSection>
    </>
  );
}
