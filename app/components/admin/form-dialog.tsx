import { getFormProps, type FormMetadata } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import type * as React from "react";
import { AlertDialog } from "~/components/ui/alert-dialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { CircleAlert, Pencil, Plus, RefreshCw, type IconComponent } from "~/components/icons";
import { readDraft } from "~/lib/render/form-drafts";
import { reloadPage } from "./leave-guard";
import { Button } from "~/components/ui/button";
import { ButtonWithReason } from "~/components/ui/disabled-reason";
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
  formId,
  children,
}: {
  trigger: React.ReactNode;
  title: string;
  description?: string;
  className?: string;
  /** The id of the form inside (adminFormId): a draft kept under it (a save the session's end cut off) opens the dialog again. */
  formId?: string;
  children: (fetcher: FetcherWithComponents<ActionResult>, close: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (formId && readDraft(formId)) {
      setOpen(true);
      setChanged(true);
    }
  }, [formId]);
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
  version,
  action,
  multipart = false,
  children,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  form: FormMetadata<Schema, string[]>;
  intent: string;
  id?: string;
  /** The version of the row being edited (its updated_at): a save based on an older one is refused. */
  version?: Date | string | null;
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
      {version !== undefined ? <VersionInput version={version} /> : null}
      <StaleNotice result={fetcher.data} />
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
  disabledReason,
  children,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  onCancel: () => void;
  label: string;
  editing?: boolean;
  busyLabel?: string;
  disabled?: boolean;
  /** Why the main button is disabled (shown under it): required with `disabled`. */
  disabledReason?: string;
  /** Another way to send the form, beside the main button ("Publicar agora"). */
  children?: React.ReactNode;
}) {
  const busy = fetcher.state !== "idle";
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      {children}
      <ButtonWithReason type="submit" disabled={busy || disabled} disabledReason={disabled ? disabledReason : undefined}>
        {busy ? busyLabel : editing ? "Salvar alterações" : label}
      </ButtonWithReason>
    </div>
  );
}

/** The hidden `version` field of an edit form: the item's updated_at in milliseconds ("0": never saved). */
export function VersionInput({ version }: { version: Date | string | null | undefined }) {
  const value = typeof version === "string" && /^\d+$/.test(version) ? version : String(version ? new Date(version).getTime() : 0);
  return <input type="hidden" name="version" value={value} />;
}

/**
 * A save refused because the item changed meanwhile (another tab, another admin): the message with the
 * time of that change, and "Recarregar", which shows the item as it is now (what was typed is given up).
 */
export function StaleNotice({ result }: { result: ActionResult | undefined }) {
  const stale = result && !result.ok ? result.stale : undefined;
  const box = useRef<HTMLDivElement>(null);
  // The button pressed is at the foot of a long form: the notice comes into view, with the focus on it.
  useEffect(() => {
    if (!stale) return;
    box.current?.scrollIntoView({ block: "nearest" });
    box.current?.focus({ preventScroll: true });
  }, [stale]);
  if (!stale) return null;
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      className="flex scroll-mt-4 flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 outline-none focus-visible:ring-2 focus-visible:ring-amber-400 sm:flex-row sm:items-center"
    >
      <CircleAlert className="hidden size-5 shrink-0 sm:block" aria-hidden />
      <p className="flex-1">
        <span className="font-semibold">{stale.message}</span> Suas alterações não foram salvas. Recarregue para ver a versão atual.
      </p>
      <Button type="button" variant="secondary" onClick={reloadPage}>
        <RefreshCw aria-hidden /> Recarregar
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
