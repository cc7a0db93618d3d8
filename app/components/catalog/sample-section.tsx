import { Link } from "react-router";
import type { ShippingQuoteTable } from "~/i18n/samples";
import type { SampleProduct, SampleViewer } from "./sample-links";
import { SampleAlreadyRequested, SampleRequestForm, SampleSignIn, type SampleActionData } from "./sample-request-form";

/**
 * The sample form on the product page itself (`?amostra`): where the button leads without
 * JavaScript, and what answers a submission made without it. Loaded on demand by the product page.
 */
export function SampleSection({
  product,
  viewer,
  answer,
  openSampleStatus,
  shippingTable,
}: {
  product: SampleProduct;
  viewer: SampleViewer | null;
  answer: SampleActionData | null;
  openSampleStatus: string | null;
  shippingTable?: ShippingQuoteTable | null;
}) {
  return (
    <section id="amostra" aria-labelledby="amostra-titulo" className="mt-10 rounded-2xl border border-cream-200 p-5 sm:p-6">
      <h2 id="amostra-titulo" className="text-2xl font-semibold text-brand-900">
        Solicitar Amostra Grátis
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{product.name}</p>
      {!viewer ? (
        <SampleSignIn slug={product.slug} />
      ) : answer?.ok ? (
        <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-brand-900">
          {answer.message} {answer.orderNumber ? <>Pedido {answer.orderNumber}. </> : null}
          <Link to="/dashboard?aba=amostras" className="font-semibold underline">
            Acompanhe em Minhas Amostras
          </Link>
          .
        </p>
      ) : openSampleStatus ? (
        <SampleAlreadyRequested status={openSampleStatus} />
      ) : (
        <SampleRequestForm product={product} viewer={viewer} fallback={answer} shippingTable={shippingTable} />
      )}
    </section>
  );
}
