import { Gift, Package, Star } from "~/components/icons";
import type * as React from "react";
import { BRAND } from "~/lib/common/brand";

const PERKS = [
  { icon: Package, title: "Amostras grátis", text: "Peça amostras dos nossos suplementos e pague apenas o frete." },
  { icon: Star, title: "Pontos a cada passo", text: "Ganhe pontos ao pedir amostras, avaliar produtos e completar o perfil." },
  { icon: Gift, title: "Prêmios de verdade", text: "Troque seus pontos por cupons, brindes e uma consulta com nutricionista." },
];

/** The frame of the account pages: the card, and on wide screens the reasons to have an account. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  return (
    <div className="bg-cream-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[1fr_28rem] lg:items-start lg:gap-12">
        <aside className="hidden rounded-3xl bg-brand-800 p-10 text-white lg:block">
          <p className="text-sm font-semibold tracking-wide text-leaf-300 uppercase">{BRAND.name}</p>
          <h2 className="mt-3 text-3xl leading-tight font-semibold">Sua conta, suas amostras e seus pontos em um só lugar.</h2>
          <ul className="mt-8 space-y-6">
            {PERKS.map(({ icon: Icon, title: perk, text }) => (
              <li key={perk} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10">
                  <Icon className="size-5 text-leaf-300" aria-hidden />
                </span>
                <div>
                  <p className="font-semibold">{perk}</p>
                  <p className="text-sm text-brand-100">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </aside>
        <div className="w-full">
          <div className="mb-5 text-center lg:text-left">
            <h1 className="text-2xl font-semibold text-brand-900 sm:text-3xl">{title}</h1>
            <p className="mt-1 text-sm text-muted">{subtitle}</p>
          </div>
          <div className="rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
