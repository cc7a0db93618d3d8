import { useFetcher } from "react-router";
import type * as React from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { buttonVariants } from "~/components/ui/button";

/** The body of every admin confirmation: title, text, anything to choose, then cancel and (with `onConfirm`) confirm. */
export function ConfirmContent({
  title,
  description,
  cancelLabel = "Cancelar",
  confirmLabel,
  tone = "destructive",
  onConfirm,
  children,
}: {
  title: React.ReactNode;
  description: React.ReactNode;
  cancelLabel?: string;
  confirmLabel?: React.ReactNode;
  /** "default" for a confirmed step that destroys nothing (completing a redemption). */
  tone?: "destructive" | "default";
  /** Without it the dialog only explains why nothing can be done. */
  onConfirm?: () => void;
  /** Shown between the text and the buttons (a choice that goes with the confirmation). */
  children?: React.ReactNode;
}) {
  return (
    <AlertDialogContent>
      <AlertDialogTitle>{title}</AlertDialogTitle>
      <AlertDialogDescription>{description}</AlertDialogDescription>
      {children}
      <AlertDialogFooter>
        <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
        {onConfirm ? (
          <AlertDialogAction className={tone === "default" ? buttonVariants({ variant: "default" }) : undefined} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        ) : null}
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}

/** A destructive action behind a confirmation; posts `fields` to the page's action (none: the dialog only explains). */
export function ConfirmAction({
  trigger,
  title,
  description,
  confirmLabel = "Excluir",
  cancelLabel = "Cancelar",
  tone = "destructive",
  fields,
  action,
  children,
}: {
  trigger: React.ReactNode;
  title: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: "destructive" | "default";
  fields: Record<string, string> | null;
  action?: string;
  /** Shown under the text (a link to what stands in the way). */
  children?: React.ReactNode;
}) {
  const fetcher = useFetcher();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <ConfirmContent
        title={title}
        description={description ?? "Esta ação não pode ser desfeita."}
        cancelLabel={cancelLabel}
        confirmLabel={confirmLabel}
        tone={tone}
        onConfirm={fields ? () => void fetcher.submit(fields, { method: "post", action }) : undefined}
      >
        {children}
      </ConfirmContent>
    </AlertDialog>
  );
}
