import { lazy, Suspense, useState } from "react";
import { Gift } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { SampleProduct, SampleViewer } from "./sample-request-form";

/** Where the no-JavaScript version of the button goes: the product page with the form in it. */
export function sampleFormHref(slug: string) {
  return `/produto/${slug}?amostra=1#amostra`;
}

// The dialog, its form and the form's schema load when someone is about to use them, not with the page.
const loadDialog = () => import("./sample-request-dialog");
const SampleRequestDialog = lazy(loadDialog);

/**
 * 'Solicitar Amostra Grátis': opens the dialog; without JavaScript it is a link to the product
 * page, where the same form is part of the page.
 */
export function SampleRequestButton({
  product,
  viewer,
  openRequestStatus,
  className,
  size,
  variant,
}: {
  product: SampleProduct;
  viewer: SampleViewer | null;
  /** Status of the user's open request for this product, when the page knows it. */
  openRequestStatus?: string | null;
  className?: string;
  size?: "default" | "lg";
  variant?: "default" | "outline";
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <a
        href={sampleFormHref(product.slug)}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={(event) => {
          event.preventDefault();
          setUsed(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className={cn(buttonVariants({ size, variant, className }))}
      >
        <Gift aria-hidden />
        Solicitar Amostra Grátis
      </a>
      {used ? (
        <Suspense fallback={null}>
          <SampleRequestDialog product={product} viewer={viewer} openRequestStatus={openRequestStatus} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
