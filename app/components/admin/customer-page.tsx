/** A customer's page in the panel (/admin-panel/usuarios/:id): profile and points, then everything the customer did. */
import { Link } from "react-router";
import { ArrowLeft, Mail, Phone } from "~/components/icons";
import { PointsHistory } from "~/components/dashboard/points-history";
import { Badge } from "~/components/ui/badge";
import { MSG } from "~/i18n/admin";
import { formatLongDate, formatNumber } from "~/i18n/format";
import { ROLE_LABELS } from "~/i18n/labels";
import {
  CustomerPrivacy,
  CustomerRedemptions,
  CustomerReviews,
  CustomerSamples,
  MoreNote,
  type CustomerPrivacyView,
  type CustomerRedemptionView,
  type CustomerReviewView,
  type CustomerSampleView,
} from "./customer-activity";
import { SectionTitle } from "./page-header";
import { AccountStatusBadge, AnonymisedNote } from "./account-status";
import { PointsDialog } from "./points-dialog";

interface Listed<T> {
  rows: T[];
  more: boolean;
}

export interface CustomerView {
  profile: {
    id: string;
    fullName: string;
    email: string;
    phone: string | null;
    role: "user" | "admin";
    status: "active" | "inactive";
    points: number;
    createdAt: string | Date;
    anonymised: boolean;
  };
  ledger: Listed<{ id: number; amount: number; balanceAfter: number; reason: string; createdAt: string | Date }>;
  samples: Listed<CustomerSampleView>;
  reviews: Listed<CustomerReviewView>;
  redemptions: Listed<CustomerRedemptionView>;
  privacy: Listed<CustomerPrivacyView>;
}

const digits = (phone: string | null) => phone?.replace(/\D/g, "") ?? "";

function count(list: Listed<unknown>) {
  return list.more ? `${list.rows.length}+` : String(list.rows.length);
}

export function CustomerPage({ customer, self }: { customer: CustomerView; self: boolean }) {
  const { profile } = customer;
  const name = profile.fullName.trim() || MSG.missingName;
  // The phone the customer gave with their newest sample request, when the profile has another or none.
  const lastPhone = customer.samples.rows.find((s) => s.phone)?.phone ?? null;
  const sections = [
    { id: "pontos", title: "Histórico de pontos", n: count(customer.ledger) },
    { id: "amostras", title: "Amostras", n: count(customer.samples) },
    { id: "avaliacoes", title: "Avaliações", n: count(customer.reviews) },
    { id: "resgates", title: "Resgates", n: count(customer.redemptions) },
    { id: "privacidade", title: "Privacidade", n: count(customer.privacy) },
  ];
  return (
    <>
      <Link
        to="/admin-panel/usuarios"
        className="mb-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Usuários
      </Link>
      <section className="mb-6 rounded-xl border border-cream-200 bg-white p-4 sm:p-6" aria-labelledby="cliente-nome">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 id="cliente-nome" className="text-2xl font-semibold break-words text-brand-900 sm:text-3xl">
              {name}
              {self ? <span className="ml-2 align-middle text-sm font-normal text-muted">(você)</span> : null}
            </h1>
            <div className="mt-2 flex flex-wrap gap-2">
              <Badge variant={profile.role === "admin" ? "info" : "outline"}>{ROLE_LABELS[profile.role]}</Badge>
              <AccountStatusBadge status={profile.status} anonymised={profile.anonymised} />
            </div>
            {profile.anonymised ? <AnonymisedNote /> : null}
            <dl className="mt-3 grid gap-1.5 text-sm text-ink">
              <div className="flex items-center gap-2">
                <dt>
                  <Mail className="size-4 text-muted" aria-label="E-mail" />
                </dt>
                <dd className="min-w-0 break-all">{profile.email}</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt>
                  <Phone className="size-4 text-muted" aria-label="Telefone" />
                </dt>
                <dd>{profile.phone || <span className="text-muted">Telefone não informado</span>}</dd>
              </div>
              {lastPhone && digits(lastPhone) !== digits(profile.phone) ? (
                <div className="flex items-center gap-2" data-testid="last-sample-phone">
                  <dt>
                    <Phone className="size-4 text-muted" aria-hidden />
                    <span className="sr-only">Telefone da última solicitação</span>
                  </dt>
                  <dd>
                    {lastPhone} <span className="text-muted">(da última solicitação de amostra)</span>
                  </dd>
                </div>
              ) : null}
              <div className="flex items-center gap-2 text-muted">
                <dt className="sr-only">Cadastro</dt>
                <dd>Cliente desde {formatLongDate(profile.createdAt)}</dd>
              </div>
            </dl>
          </div>
          <div className="flex shrink-0 flex-col items-start gap-2 rounded-xl bg-amber-50 p-4 sm:items-end">
            <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">Saldo de pontos</p>
            <p className="text-3xl font-bold text-amber-900 tabular-nums" data-testid="customer-points">
              {formatNumber(profile.points)}
            </p>
            {profile.anonymised ? null : <PointsDialog user={profile} label="Ajustar pontos" />}
          </div>
        </div>
        <nav aria-label="Seções do cliente" className="mt-5 flex flex-wrap gap-2 border-t border-cream-200 pt-4">
          {sections.map((s) => (
            <a
              key={s.id}
              href={`#${s.id}`}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-cream-100 px-3 text-sm font-medium text-ink hover:bg-cream-200"
            >
              {s.title} <span className="rounded-full bg-white px-1.5 text-xs text-muted">{s.n}</span>
            </a>
          ))}
        </nav>
      </section>

      <section id="pontos" className="mb-8 scroll-mt-20" aria-labelledby="pontos-titulo">
        <SectionTitle id="pontos-titulo">Histórico de pontos</SectionTitle>
        <PointsHistory
          entries={customer.ledger.rows.map((e) => ({ ...e, createdAt: new Date(e.createdAt) }))}
          empty="Nenhum ponto ganho ou usado ainda."
        />
        {customer.ledger.more ? <p className="mt-2 text-sm text-muted">Mostrando os 50 movimentos mais recentes.</p> : null}
      </section>
      <section id="amostras" className="mb-8 scroll-mt-20" aria-labelledby="amostras-titulo">
        <SectionTitle id="amostras-titulo">Solicitações de amostra</SectionTitle>
        <CustomerSamples rows={customer.samples.rows} />
        <MoreNote more={customer.samples.more} to={`/admin-panel/amostras?q=${encodeURIComponent(profile.email)}`}>
          Ver todas em Amostras
        </MoreNote>
      </section>
      <section id="avaliacoes" className="mb-8 scroll-mt-20" aria-labelledby="avaliacoes-titulo">
        <SectionTitle id="avaliacoes-titulo">Avaliações</SectionTitle>
        <CustomerReviews rows={customer.reviews.rows} />
      </section>
      <section id="resgates" className="mb-8 scroll-mt-20" aria-labelledby="resgates-titulo">
        <SectionTitle id="resgates-titulo">Resgates</SectionTitle>
        <CustomerRedemptions rows={customer.redemptions.rows} />
        <MoreNote more={customer.redemptions.more} to="/admin-panel/premios#resgates">
          Ver todos em Prêmios
        </MoreNote>
      </section>
      <section id="privacidade" className="mb-8 scroll-mt-20" aria-labelledby="privacidade-titulo">
        <SectionTitle id="privacidade-titulo">Pedidos de privacidade</SectionTitle>
        <CustomerPrivacy rows={customer.privacy.rows} />
      </section>
    </>
  );
}
