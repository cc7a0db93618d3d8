import { Check, ExternalLink } from "~/components/icons";
import { formatShortDate } from "~/i18n/format";
import { correiosTrackingUrl } from "~/i18n/samples";
import { cn } from "~/lib/common/cn";

/** What the timeline needs of a request (models/samples.server.ts SampleTicket, as the loader sends it). */
export interface TimelineTicket {
  status: string;
  paymentStatus: string;
  feeCents: number;
  trackingCode: string | null;
  createdAt: Date | string;
  paidAt: Date | string | null;
}

interface Step {
  key: string;
  label: string;
  done: boolean;
  detail?: React.ReactNode;
}

const SHIPPED = ["shipped", "delivered", "completed"];
const DELIVERED = ["delivered", "completed"];

/** The steps of a request as its customer follows them: requested, paid, shipped (with the Correios link), delivered. */
export function sampleSteps(ticket: TimelineTicket): Step[] {
  const steps: Step[] = [{ key: "requested", label: "Solicitada", done: true, detail: formatShortDate(ticket.createdAt) }];
  if (ticket.feeCents > 0 || ticket.paymentStatus === "paid") {
    const paid = ticket.paymentStatus === "paid";
    steps.push({
      key: "paid",
      label: paid ? "Frete pago" : "Frete a pagar",
      done: paid,
      detail: paid && ticket.paidAt ? formatShortDate(ticket.paidAt) : paid ? undefined : "Aguardando o Pix",
    });
  } else {
    steps.push({ key: "paid", label: "Frete grátis", done: true });
  }
  steps.push({
    key: "shipped",
    label: "Enviada",
    done: SHIPPED.includes(ticket.status),
    detail: ticket.trackingCode ? (
      <a
        href={correiosTrackingUrl(ticket.trackingCode)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-1 font-mono font-semibold text-brand-800 underline"
      >
        {ticket.trackingCode}
        <ExternalLink className="size-3.5" aria-hidden />
        <span className="sr-only">(acompanhar nos Correios, abre em nova aba)</span>
      </a>
    ) : undefined,
  });
  steps.push({ key: "delivered", label: "Entregue", done: DELIVERED.includes(ticket.status) });
  return steps;
}

/** Minhas Amostras: where a request stands, step by step; a rejected request says so instead. */
export function SampleTimeline({ ticket }: { ticket: TimelineTicket }) {
  if (ticket.status === "rejected") return null;
  const steps = sampleSteps(ticket);
  return (
    <ol className="grid gap-2 sm:grid-cols-4" aria-label="Andamento da solicitação" data-testid="sample-timeline">
      {steps.map((step) => (
        <li key={step.key} className="flex items-start gap-2 text-sm">
          <span
            className={cn(
              "mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border",
              step.done ? "border-brand-700 bg-brand-700 text-white" : "border-cream-200 bg-white",
            )}
            aria-hidden
          >
            {step.done ? <Check className="size-3.5" /> : null}
          </span>
          <span className="min-w-0">
            <span className={cn("block font-medium", step.done ? "text-brand-900" : "text-muted")}>
              {step.label}
              <span className="sr-only">{step.done ? " (concluído)" : " (a seguir)"}</span>
            </span>
            {step.detail ? <span className="block text-muted">{step.detail}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The delivery address as the request keeps it (null once erased). */
export function SampleDelivery({ delivery }: { delivery: { address: string; city: string; state: string; zipCode: string } | null }) {
  if (!delivery) return null;
  return (
    <p className="text-sm text-ink" data-testid="sample-delivery">
      <span className="text-muted">Entrega em: </span>
      {delivery.address}, {delivery.city} – {delivery.state} · CEP {delivery.zipCode}
    </p>
  );
}
