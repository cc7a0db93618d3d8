import { getFormProps, useForm } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type * as React from "react";
import { ImageIcon, Upload } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { FieldShell, TextField } from "~/components/ui/field";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { FormActions } from "~/components/ui/form-parts";
import { IMAGE_TYPES } from "~/validation/admin/image";
import { postBodyImageSchema } from "~/validation/admin/post";
import { parseSubmission } from "~/validation/submission";
import type { ActionResult } from "./action-result";

/** The answer of routes/admin-panel/blog-image.ts: the image's Markdown, or the refusal with its field errors. */
type Answer = ActionResult | { ok: true; markdown: string };

/**
 * "Inserir imagem" beside a post's body: a dialog that uploads one image (the cover's checks) with its
 * required description, and hands its Markdown to `onInsert` (the editor puts it at the cursor).
 * `onClosed` runs as the dialog closes, with whether an image was inserted (the editor then takes the focus).
 */
export function BodyImageDialog({ onInsert, onClosed }: { onInsert: (markdown: string) => void; onClosed: (inserted: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const [inserted, setInserted] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setInserted(false);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="secondary" size="sm" className="min-h-11">
          <ImageIcon aria-hidden /> Inserir imagem
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          if (inserted) event.preventDefault();
          onClosed(inserted);
        }}
      >
        <DialogTitle>Inserir imagem</DialogTitle>
        <DialogDescription>A imagem entra no texto onde está o cursor, com a descrição que você escrever.</DialogDescription>
        <BodyImageForm
          onDone={(markdown) => {
            onInsert(markdown);
            setInserted(true);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function BodyImageForm({ onDone, onCancel }: { onDone: (markdown: string) => void; onCancel: () => void }) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.data;
  const [form, fields] = useForm({
    id: "post-body-image",
    lastResult: answer && !answer.ok ? answer.reply : undefined,
    onValidate: ({ formData }) => parseSubmission(formData, postBodyImageSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [fileName, setFileName] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  // Each answer is inserted once (the dialog re-renders as it closes).
  const handled = useRef<Answer | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !answer?.ok || !("markdown" in answer) || handled.current === answer) return;
    handled.current = answer;
    onDone(answer.markdown);
  }, [fetcher.state, answer, onDone]);
  const file = fields.imageFile;
  const fileError = file.errors?.[0];
  const formProps = getFormProps(form);
  return (
    <fetcher.Form
      method="post"
      action="/admin-panel/blog/imagem"
      encType="multipart/form-data"
      className="mt-4 flex flex-col gap-4"
      {...formProps}
      // This form sits inside the post's form in React's tree (the dialog is a portal): its submit must
      // not reach the post's form.
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.stopPropagation();
        formProps.onSubmit(event);
      }}
    >
      <FieldShell meta={file} label="Imagem" required hint="JPEG, PNG ou WebP até 5 MB." error={fileError}>
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={file.id}
            type="file"
            name={file.name}
            accept={IMAGE_TYPES.join(",")}
            aria-describedby={`${file.descriptionId} ${file.errorId}`}
            aria-invalid={fileError ? true : undefined}
            className="peer sr-only"
            onChange={(event) => {
              setFileName(event.currentTarget.files?.[0]?.name ?? null);
              const input = event.currentTarget;
              input.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
              input.dispatchEvent(new Event("input", { bubbles: true }));
            }}
          />
          <label
            htmlFor={file.id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-cream-100 px-3 text-sm font-semibold text-brand-800 hover:bg-cream-200 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600"
          >
            <Upload className="size-4" aria-hidden />
            Escolher imagem
          </label>
          <span className="min-w-0 truncate text-sm text-muted">{fileName ?? "Nenhum arquivo escolhido"}</span>
        </div>
      </FieldShell>
      <TextField
        label="Descreva a imagem"
        meta={fields.alt}
        required
        maxLength={250}
        hint="Texto alternativo: o que a imagem mostra, para quem usa leitor de tela."
      />
      <FormActions onCancel={onCancel} cancelDisabled={busy}>
        <Button type="submit" disabled={busy}>
          {busy ? "Enviando..." : "Inserir"}
        </Button>
      </FormActions>
    </fetcher.Form>
  );
}
