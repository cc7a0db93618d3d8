import type { Route } from "./+types/packing-list";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { formatBRL, formatShortDate } from "~/i18n/format";
import { paymentStatusLabel } from "~/i18n/samples";
import { BRAND } from "~/lib/common/brand";
import { packingIds, packingSelection, readSenderSettings, senderLines } from "~/models/admin/packing.server";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Lista de separação – Amostras", description: "Lista de separação e etiquetas.", noindex: true });

/**
 * GET /admin-panel/amostras/separacao?ids=…: the selected requests that may ship (approved, fee paid or
 * waived, full address) as a packing list and labels with the sender and a Code 128 barcode of the order
 * number, for printing; the others listed apart with the reason.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const ids = packingIds(new URL(request.url));
  const [selection, sender] = await Promise.all([packingSelection(ids), readSenderSettings()]);
  return { ...selection, sender, senderLines: senderLines(sender), printedAt: new Date() };
}

const link = "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-brand-800 hover:bg-cream-100";

export default function PackingList({ loaderData }: Route.ComponentProps) {
  const { ready, held, sender, senderLines: from, printedAt } = loaderData;
  const ids = new URLSearchParams(ready.map((r) => ["ids", r.id]));
  return (
    <main className="mx-auto max-w-4xl p-4 text-ink print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="font-display text-2xl font-semibold text-brand-900">Lista de separação</h1>
        <div className="flex flex-wrap gap-2">
          <a href="/admin-panel/amostras" className={link}>
            Voltar
          </a>
          {ready.length ? (
            <>
              <a href={`/admin-panel/amostras/separacao.csv?${ids}`} className={`${link} border border-cream-200`} download>
                Exportar CSV
              </a>
              <a
                href={`/admin-panel/amostras/separacao.csv?${ids}&formato=correios`}
                className={`${link} border border-cream-200`}
                download
              >
                Exportar pré-postagem dos Correios
              </a>
              <button
                type="button"
                onClick={() => window.print()}
                className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
              >
                Imprimir
              </button>
            </>
          ) : null}
        </div>
      </div>
      {held.length ? (
        <section
          aria-labelledby="fora-titulo"
          className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4 print:hidden"
          data-testid="packing-held"
        >
          <h2 id="fora-titulo" className="text-lg font-semibold text-amber-950">
            Fora da separação ({held.length})
          </h2>
          <p className="text-sm text-amber-950">
            Só solicitações aprovadas, com frete pago ou isento e endereço completo vão para a caixa.
          </p>
          <ul className="mt-2 flex flex-col gap-2">
            {held.map(({ row, reasons }) => (
              <li key={row.id} className="rounded-lg bg-white p-3 text-sm" data-testid="packing-held-row">
                <span className="font-mono font-semibold">{row.orderNumber}</span> · {row.fullName} · {row.productName}
                <span className="mt-1 block font-medium text-amber-950">{reasons.join(" · ")}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {ready.length === 0 ? (
        <p className="rounded-xl border border-cream-200 bg-white p-6 text-center">
          {held.length
            ? "Nenhuma das solicitações selecionadas pode ser embalada agora."
            : "Nenhuma solicitação selecionada. Volte à lista de amostras e marque as que vai separar."}
        </p>
      ) : (
        <>
          <section aria-labelledby="separacao-titulo" className="break-after-page">
            <h2 id="separacao-titulo" className="text-lg font-semibold">
              {BRAND.name} · separação de {ready.length} {ready.length === 1 ? "amostra" : "amostras"} · {formatShortDate(printedAt)}
            </h2>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full border-collapse text-sm">
                <thead>
                  <tr className="border-b-2 border-ink text-left">
                    <th className="py-1 pr-2">✓</th>
                    <th className="py-1 pr-2">Pedido</th>
                    <th className="py-1 pr-2">Produto</th>
                    <th className="py-1 pr-2">Cliente</th>
                    <th className="py-1 pr-2">UF</th>
                    <th className="py-1">Frete</th>
                  </tr>
                </thead>
                <tbody>
                  {ready.map((r) => (
                    <tr key={r.id} className="border-b border-cream-200 break-inside-avoid" data-testid="packing-row">
                      <td className="py-1.5 pr-2">☐</td>
                      <td className="py-1.5 pr-2 font-mono whitespace-nowrap">{r.orderNumber}</td>
                      <td className="py-1.5 pr-2">{r.productName}</td>
                      <td className="py-1.5 pr-2">{r.fullName}</td>
                      <td className="py-1.5 pr-2">{r.state}</td>
                      <td className="py-1.5">
                        {formatBRL(r.shippingFeeCents)} · {paymentStatusLabel(r.paymentStatus)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section
            aria-label="Etiquetas de endereço"
            className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2 print:mt-0 print:grid-cols-2 print:gap-0"
          >
            {ready.map((r) => (
              <article
                key={r.id}
                className="break-inside-avoid rounded-lg border border-dashed border-ink p-4 print:rounded-none print:border"
                data-testid="address-label"
              >
                <p className="text-xs font-semibold">DESTINATÁRIO</p>
                <p className="mt-1 text-base font-bold">{r.fullName}</p>
                <p>
                  {r.street}, {r.number}
                  {r.complement ? `, ${r.complement}` : ""}
                </p>
                <p>
                  {r.district} · {r.city} – {r.state}
                </p>
                <p className="font-mono text-base font-bold">CEP {r.zipCode}</p>
                {r.phone ? <p className="text-sm">Tel.: {r.phone}</p> : null}
                <figure className="mt-2">
                  {/* Drawn on the server by bwip-js from the order number alone (lib/server/barcode.server.ts). */}
                  <div
                    role="img"
                    aria-label={`Código de barras do pedido ${r.orderNumber}`}
                    className="h-14 w-full max-w-64 [&>svg]:h-full [&>svg]:w-full"
                    data-testid="label-barcode"
                    dangerouslySetInnerHTML={{ __html: r.barcodeSvg }}
                  />
                  <figcaption className="font-mono text-sm font-semibold">{r.orderNumber}</figcaption>
                </figure>
                <div className="mt-2 border-t border-cream-200 pt-1 text-xs" data-testid="label-sender">
                  <p className="font-semibold">REMETENTE: {sender.companyName}</p>
                  <p>CNPJ {sender.cnpj}</p>
                  {from.map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                  <p className="mt-1">Conteúdo: amostra grátis de {r.productName}</p>
                </div>
              </article>
            ))}
          </section>
        </>
      )}
    </main>
  );
}
