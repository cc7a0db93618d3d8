import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import type { SampleProduct, SampleViewer } from "./sample-links";
import { SampleAlreadyRequested, SampleRequestForm, SampleSignIn } from "./sample-request-form";

/**
 * The dialog of 'Solicitar Amostra Grátis' (opened by SampleRequestButton, which loads this module
 * on demand so that listings do not ship the form, its schema and the dialog on first load).
 * On success the form resets and the dialog closes; closing gives the focus back to the button.
 */
export default function SampleRequestDialog({
  product,
  viewer,
  openRequestStatus,
  open,
  onOpenChange,
  onSent,
  returnFocus,
}: {
  product: SampleProduct;
  viewer: SampleViewer | null;
  openRequestStatus?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent?: () => void;
  returnFocus?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        className="max-w-xl"
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus();
        }}
        onOpenAutoFocus={(event) => {
          // Straight to the first field still to fill (name and e-mail usually come filled in).
          const container = event.currentTarget as HTMLElement | null;
          const fields =
            container?.querySelectorAll<HTMLInputElement>("input[name=fullName], input[name=email], input[name=zipCode]") ?? [];
          const empty = [...fields].find((input) => !input.value);
          if (empty) {
            event.preventDefault();
            empty.focus();
          }
        }}
      >
        <DialogTitle>Solicitar Amostra Grátis</DialogTitle>
        <DialogDescription className="mb-4">{product.name}</DialogDescription>
        {!viewer ? (
          <SampleSignIn slug={product.slug} onCancel={close} />
        ) : openRequestStatus ? (
          <SampleAlreadyRequested status={openRequestStatus} onCancel={close} />
        ) : (
          <SampleRequestForm
            product={product}
            viewer={viewer}
            onSuccess={() => {
              onSent?.();
              close();
            }}
            onCancel={close}
            onSendingChange={setBusy}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
