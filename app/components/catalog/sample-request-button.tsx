import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Gift } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { SAMPLE_SOLD_OUT, SAMPLE_SOLD_OUT_REASON, sampleStatusInSentence } from "~/i18n/labels";
import { cn } from "~/lib/common/cn";
import { REOPEN_PARAM, sampleFormHref, type SampleProduct, type SampleViewer } from "./sample-links";

// The dialog, its form and the form's schema load when someone is about to use them, not with the page.
const loadDialog = () => import("./sample-request-dialog");
const SampleRequestDialog = lazy(loadDialog);

/**
 * 'Solicitar Amostra Grátis': opens the dialog; without JavaScript it is a link to the product
 * page, where the same form is part of the page. When the customer has an open request of the
 * product, the button says so. Closing the dialog gives the focus back to the button. With no sample
 * left (and no open request) it is disabled, reads 'Amostras esgotadas' and says why beside it.
 */
export function SampleRequestButton({
  product,
  viewer,
  openRequestStatus,
  className,
  size,
  variant,
  soldOut = false,
}: {
  product: SampleProduct;
  /** No sample of the product is left (the server refuses a request too). */
  soldOut?: boolean;
  viewer: SampleViewer | null;
  /**
   * Status of the customer's open request for this product, given by the page or the list that draws
   * the card (useOpenSamples): never read here, where a card is kept as HTML shared by every visitor.
   */
  openRequestStatus?: string | null;
  className?: string;
  size?: "default" | "lg";
  variant?: "default" | "outline";
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  /** A request sent from this page, before the page's data reloads. */
  const [sent, setSent] = useState(false);
  const status = openRequestStatus ?? (sent ? "pending" : null);
  // What the dialog shows is decided when it opens: the page's data reloading behind it does not swap the form away.
  const [shownStatus, setShownStatus] = useState<string | null>(null);
  const anchor = useRef<HTMLAnchorElement>(null);
  const reasonId = useId();

  const openDialog = () => {
    setShownStatus(status);
    setUsed(true);
    setOpen(true);
  };

  // Back from signing in from the dialog (?abrirAmostra=<slug>): open it again, and tidy the address.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(REOPEN_PARAM) !== product.slug) return;
    url.searchParams.delete(REOPEN_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    if (viewer) openDialog();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (soldOut && !status) {
    return (
      <div className={cn("grid gap-1", className)} data-sold-out>
        <button
          type="button"
          disabled
          aria-describedby={reasonId}
          className={cn(buttonVariants({ size, variant: "outline", className: "w-full" }))}
        >
          <Gift aria-hidden />
          {SAMPLE_SOLD_OUT}
        </button>
        <p id={reasonId} className="text-sm text-muted">
          {SAMPLE_SOLD_OUT_REASON}
        </p>
      </div>
    );
  }

  return (
    <>
      <a
        ref={anchor}
        href={sampleFormHref(product.slug)}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={(event) => {
          event.preventDefault();
          openDialog();
        }}
        aria-haspopup="dialog"
        className={cn(buttonVariants({ size, variant: status ? "outline" : variant, className }))}
        data-open-request={status ?? undefined}
      >
        <Gift aria-hidden />
        {status ? (
          <span>
            Amostra solicitada <span className="font-normal">· {sampleStatusInSentence(status)}</span>
          </span>
        ) : (
          "Solicitar Amostra Grátis"
        )}
      </a>
      {used ? (
        <Suspense fallback={null}>
          <SampleRequestDialog
            product={product}
            viewer={viewer}
            openRequestStatus={shownStatus}
            open={open}
            onOpenChange={setOpen}
            onSent={() => setSent(true)}
            returnFocus={() => anchor.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
