import { getFormProps, type FormMetadata } from "@conform-to/react";
import { useCallback, useEffect, useState } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import type * as React from "react";
import { AlertDialog } from "~/components/ui/alert-dialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Pencil, Plus, type IconComponent } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/common/cn";
import type { ActionResult } from "./action-result";
import { ConfirmContent } from "./confirm-action";

/**
 * A create/edit dialog whose form goes through its own fetcher: the content (and the fetcher with
 * it) is mounted only while open, so reopening starts clean; a successful answer closes it, and the
 * page's loaders revalidate so the list shows the change. Once a field has changed, Escape, a click
 * outside or the close button ask before discarding what was typed ('Cancelar' discards: it says so).
 */
export function FormDialog({
  trigger,
  title,
  description,
  className,
  children,
}: {
  trigger: React.ReactNode;
  title: string;
  description?: string;
  className?: string;
  children: (fetcher: FetcherWithComponents<ActionResult>, close: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = useCallback(() => {
    setOpen(false);
    setChanged(false);
    setAsking(false);
  }, []);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setOpen(true);
        else if (changed) setAsking(true);
        else close();
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={cn("max-w-2xl", className)} onInput={() => setChanged(true)} onChange={() => setChanged(true)}>
        <DialogTitle>{title}</DialogTitle>
        {description ? (
          <DialogDescription>{description}</DialogDescription>
        ) : (
          <DialogDescription className="sr-only">{title}</DialogDescription>
        )}
        <DialogBody onDone={close}>{children}</DialogBody>
      </DialogContent>
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <ConfirmContent
          title="Descartar as alterações?"
          description="O que você digitou neste formulário ainda não foi salvo e será perdido."
          cancelLabel="Continuar editando"
          confirmLabel="Descartar"
          onConfirm={close}
        />
      </AlertDialog>
    </Dialog>
  );
}

function DialogBody({
  onDone,
  children,
}: {
  onDone: () => void;
  children: (fetcher: FetcherWithComponents<ActionResult>, close: () => void) => React.ReactNode;
}) {
  const fetcher = useFetcher<ActionResult>();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onDone();
  }, [fetcher.state, fetcher.data, onDone]);
  return <div className="mt-4">{children(fetcher, onDone)}</div>;
}

/**
 * A dialog's form, posted through the dialog's fetcher (to `action`, or the page's own) with conform's
 * attributes and its hidden `intent` and row `id`; `multipart` when it carries an image.
 */
export function DialogForm<Schema extends Record<string, unknown>>({
  fetcher,
  form,
  intent,
  id,
  action,
  multipart = false,
  children,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  form: FormMetadata<Schema, string[]>;
  intent: string;
  id?: string;
  action?: string;
  multipart?: boolean;
  children: React.ReactNode;
}) {
  return (
    <fetcher.Form
      method="post"
      action={action}
      encType={multipart ? "multipart/form-data" : undefined}
      className="flex flex-col gap-4"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {children}
    </fetcher.Form>
  );
}

/**
 * The foot of a dialog's form: 'Cancelar' (discards) and the submit button, which says it is working
 * while the fetcher runs; editing a saved record, the button says "Salvar alterações" instead of `label`.
 */
export function DialogFormButtons({
  fetcher,
  onCancel,
  label,
  editing = false,
  busyLabel = "Salvando...",
  disabled = false,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  onCancel: () => void;
  label: string;
  editing?: boolean;
  busyLabel?: string;
  disabled?: boolean;
}) {
  const busy = fetcher.state !== "idle";
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" disabled={busy || disabled}>
        {busy ? busyLabel : editing ? "Salvar alterações" : label}
      </Button>
    </div>
  );
}

/** A row's pencil button ("Editar Kit Detox") and the dialog with its edit form. */
export function EditRowDialog({
  name,
  ...dialog
}: Omit<React.ComponentProps<typeof FormDialog>, "trigger" | "description"> & {
  /** What the row is called, for the button's accessible name. */
  name: string;
}) {
  return (
    <FormDialog
      {...dialog}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Editar ${name}`}>
          <Pencil aria-hidden />
        </Button>
      }
    />
  );
}

/** A page's create button ("Novo prêmio", with a plus or `icon`) and the dialog, under the same title, with its form. */
export function NewItemDialog({
  title,
  icon: Icon = Plus,
  ...dialog
}: Omit<React.ComponentProps<typeof FormDialog>, "trigger" | "description"> & { icon?: IconComponent }) {
  return (
    <FormDialog
      title={title}
      {...dialog}
      trigger={
        <Button>
          <Icon aria-hidden /> {title}
        </Button>
      }
    />
  );
}
