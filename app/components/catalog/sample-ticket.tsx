import { useState } from "react";
import { Check, ExternalLink, Truck } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { sampleStatusLabel } from "~/i18n/labels";
import { formatBRL } from "~/i18n/format";
import { correiosTrackingUrl, paymentStatusLabel } from "~/i18n/samples";
import { cn } from "~/lib/common/cn";
import { notify } from "~/lib/render/notify";

/** A request as its customer sees it (models/samples.server.ts SampleTicket, as the loader sends it). */
export interface SampleTicketView {
  id: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  feeCents: number;
  trackingCode: string | null;
  pix: { code: string; qrSvg: string } | null;
}

/** Order number, status, fee and payment state in one line of badges. */
export function SampleTicketSummary({ ticket }: { ticket: SampleTicketView }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <div className="flex gap-1">
        <dt className="text-muted">Pedido</dt>
        <dd className="font-mono font-semibold text-ink" data-testid="order-number">
          {ticket.orderNumber}
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted">Status</dt>
        <dd className="font-semibold text-ink">{sampleStatusLabel(ticket.status)}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted">Frete</dt>
        <dd className="font-semibold text-ink">{ticket.feeCents > 0 ? formatBRL(ticket.feeCents) : "Grátis"}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted">Pagamento</dt>
        <dd className="font-semibold text-ink" data-testid="payment-status">
          {paymentStatusLabel(ticket.paymentStatus)}
        </dd>
      </div>
    </dl>
  );
}

/** The Correios tracking code, linked to the Correios tracking page. */
export function SampleTracking({ code }: { code: string }) {
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-sm text-ink">
      <Truck className="size-4 text-brand-600" aria-hidden /> Rastreio:{" "}
      <a
        href={correiosTrackingUrl(code)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-1 font-mono font-semibold text-brand-800 underline"
      >
        {code}
        <ExternalLink className="size-3.5" aria-hidden />
        <span className="sr-only">(acompanhar nos Correios, abre em nova aba)</span>
      </a>
    </p>
  );
}

/** How to pay the fee: the QR code and the "copia e cola" code with a copy button. */
export function SamplePixPayment({
  ticket,
  className,
}: {
  ticket: SampleTicketView & { pix: NonNullable<SampleTicketView["pix"]> };
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(ticket.pix.code);
      setCopied(true);
      notify.success("Código Pix copiado!", { description: "Cole no app do seu banco, em Pix Copia e Cola." });
    } catch {
      notify.error("Não foi possível copiar o código.", { description: "Selecione o código e copie manualmente." });
    }
  };
  return (
    <section
      aria-label={`Pagar o frete do pedido ${ticket.orderNumber} com Pix`}
      className={cn("rounded-xl border border-brand-200 bg-white p-4", className)}
      data-testid="pix-payment"
    >
      <h3 className="font-semibold text-brand-900">Pague o frete com Pix: {formatBRL(ticket.feeCents)}</h3>
      <p className="mt-1 text-sm text-muted">
        Abra o app do seu banco, escolha Pix e leia o QR code ou use o Pix Copia e Cola. Confirmado o pagamento, sua amostra segue para
        análise e envio.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-[11rem_1fr] sm:items-start">
        <div
          className="mx-auto w-44 max-w-full rounded-lg border border-cream-200 bg-white p-1 [&>svg]:h-auto [&>svg]:w-full"
          role="img"
          aria-label="QR code do Pix"
          // An SVG the server made from the code (lib/pix.server.ts), not text from anyone.
          dangerouslySetInnerHTML={{ __html: ticket.pix.qrSvg }}
        />
        <div className="grid min-w-0 gap-2">
          <label htmlFor={`pix-${ticket.id}`} className="text-sm font-medium text-ink">
            Pix Copia e Cola
          </label>
          <textarea
            id={`pix-${ticket.id}`}
            readOnly
            rows={4}
            value={ticket.pix.code}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full resize-none rounded-lg border border-cream-200 bg-cream-50 p-2 font-mono text-xs break-all text-ink"
            data-testid="pix-code"
          />
          <Button type="button" onClick={copy} variant={copied ? "outline" : "default"}>
            {copied ? <Check aria-hidden /> : null}
            {copied ? "Código copiado" : "Copiar código Pix"}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The product page's note about the customer's open request: number, state, and how to pay while awaiting. */
export function OpenSampleTicket({ ticket }: { ticket: SampleTicketView }) {
  return (
    <div className="grid gap-3 rounded-xl bg-brand-50 p-4 text-brand-900" data-testid="open-sample">
      <p className="text-sm">
        Você já solicitou uma amostra deste produto. Acompanhe em{" "}
        <a href="/dashboard?aba=amostras" className="font-semibold underline">
          Minhas Amostras
        </a>
        .
      </p>
      <SampleTicketSummary ticket={ticket} />
      {ticket.trackingCode ? <SampleTracking code={ticket.trackingCode} /> : null}
      {ticket.pix ? <SamplePixPayment ticket={{ ...ticket, pix: ticket.pix }} /> : null}
    </div>
  );
}
