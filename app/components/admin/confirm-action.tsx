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
}: {
  trigger: React.ReactNode;
  title: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** "default" for a confirmed step that destroys nothing (completing a redemption). */
  tone?: "destructive" | "default";
  fields: Record<string, string> | null;
  action?: string;
}) {
  const fetcher = useFetcher();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description ?? "Esta ação não pode ser desfeita."}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          {fields ? (
            <AlertDialogAction
              className={tone === "default" ? buttonVariants({ variant: "default" }) : undefined}
              onClick={() => fetcher.submit(fields, { method: "post", action })}
            >
              {confirmLabel}
            </AlertDialogAction>
          ) : null}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
