import type { Route } from "./+types/packing-list";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { formatBRL, formatShortDate } from "~/i18n/format";
import { sampleStatusLabel } from "~/i18n/labels";
import { paymentStatusLabel } from "~/i18n/samples";
import { BRAND } from "~/lib/common/brand";
import { samplesForPacking } from "~/models/admin/samples.server";
import { UUID_PATTERN } from "~/validation/common";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Lista de separação – Amostras", description: "Lista de separação e etiquetas.", noindex: true });

/** GET /admin-panel/amostras/separacao?ids=…: the selected requests' packing list and address labels, for printing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const ids = new URL(request.url).searchParams.getAll("ids").filter((id) => UUID_PATTERN.test(id));
  return { rows: await samplesForPacking(ids), printedAt: new Date() };
}

export default function PackingList({ loaderData }: Route.ComponentProps) {
  const { rows, printedAt } = loaderData;
  return (
    <main className="mx-auto max-w-4xl p-4 text-ink print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="font-display text-2xl font-semibold text-brand-900">Lista de separação</h1>
        <div className="flex gap-2">
          <a
            href="/admin-panel/amostras"
            className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-brand-800 hover:bg-cream-100"
          >
            Voltar
          </a>
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            Imprimir
          </button>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-cream-200 bg-white p-6 text-center">
          Nenhuma solicitação selecionada. Volte à lista de amostras e marque as que vai separar.
        </p>
      ) : (
        <>
          <section aria-labelledby="separacao-titulo" className="break-after-page">
            <h2 id="separacao-titulo" className="text-lg font-semibold">
              {BRAND.name} · separação de {rows.length} {rows.length === 1 ? "amostra" : "amostras"} · {formatShortDate(printedAt)}
            </h2>
            <table className="mt-3 w-full border-collapse text-sm">
              <thead>
                <tr className="border-b-2 border-ink text-left">
                  <th className="py-1 pr-2">✓</th>
                  <th className="py-1 pr-2">Pedido</th>
                  <th className="py-1 pr-2">Produto</th>
                  <th className="py-1 pr-2">Cliente</th>
                  <th className="py-1 pr-2">UF</th>
                  <th className="py-1 pr-2">Status</th>
                  <th className="py-1">Frete</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="border-b border-cream-200 break-inside-avoid" data-testid="packing-row">
                    <td className="py-1.5 pr-2">☐</td>
                    <td className="py-1.5 pr-2 font-mono">{r.orderNumber}</td>
                    <td className="py-1.5 pr-2">{r.productName}</td>
                    <td className="py-1.5 pr-2">{r.fullName}</td>
                    <td className="py-1.5 pr-2">{r.state}</td>
                    <td className="py-1.5 pr-2">{sampleStatusLabel(r.status)}</td>
                    <td className="py-1.5">
                      {formatBRL(r.shippingFeeCents)} · {paymentStatusLabel(r.paymentStatus)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section
            aria-label="Etiquetas de endereço"
            className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2 print:mt-0 print:grid-cols-2 print:gap-0"
          >
            {rows.map((r) => (
              <article
                key={r.id}
                className="break-inside-avoid rounded-lg border border-dashed border-ink p-4 print:rounded-none print:border"
                data-testid="address-label"
              >
                <p className="text-xs">DESTINATÁRIO · {r.orderNumber}</p>
                <p className="mt-1 text-base font-bold">{r.fullName}</p>
                <p>{r.address}</p>
                <p>
                  {r.city} – {r.state}
                </p>
                <p className="font-mono text-base font-bold">CEP {r.zipCode}</p>
                {r.phone ? <p className="text-sm">Tel.: {r.phone}</p> : null}
                <p className="mt-2 border-t border-cream-200 pt-1 text-xs">
                  Conteúdo: amostra grátis de {r.productName} · Remetente: {BRAND.legalName}
                </p>
              </article>
            ))}
          </section>
        </>
      )}
    </main>
  );
}
