import { useState } from "react";
import { ImageIcon, Upload } from "~/components/icons";
import type { FieldMeta } from "~/components/ui/field";
import { FieldError, Input, Label } from "~/components/ui/input";
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from "~/validation/admin/image";

/**
 * An image by upload (JPEG, PNG or WebP up to 5 MB; checked again on the server by content) or by
 * address. A chosen file wins over the address. The form must be multipart. The two fields are the
 * form's `imageFile` and `imageUrl` (conform metadata): the schema checks the file's type and size in
 * the browser (on change, and on submit, which it blocks) and again in the action.
 */
export function ImageField({
  file,
  url: urlMeta,
  defaultUrl,
  label = "Imagem",
}: {
  file: FieldMeta;
  url: FieldMeta;
  defaultUrl?: string | null;
  label?: string;
}) {
  const id = file.id;
  const [url, setUrl] = useState(typeof urlMeta.initialValue === "string" ? urlMeta.initialValue : (defaultUrl ?? ""));
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const shown = preview ?? (url || null);
  const message = file.errors?.[0] ?? urlMeta.errors?.[0];
  const invalidFile = Boolean(file.errors?.length);
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-cream-200 p-3">
      <legend className="px-1 text-sm font-medium text-ink">{label}</legend>
      <div className="flex items-start gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-cream-100">
          {shown ? (
            <img src={shown} alt="Pré-visualização da imagem" className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-7 text-muted" aria-hidden />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <span className="text-sm font-medium text-ink">Enviar arquivo</span>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={id}
              type="file"
              name={file.name}
              accept={IMAGE_TYPES.join(",")}
              aria-describedby={`${file.descriptionId} ${file.errorId}`}
              aria-invalid={invalidFile ? true : undefined}
              className="peer sr-only"
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0];
                if (preview) URL.revokeObjectURL(preview);
                setPreview(null);
                setFileName(chosen?.name ?? null);
                // A refused file stays chosen and the schema marks the field invalid (conform validates the
                // change at once): the form cannot be saved past it, and without JavaScript the action refuses it.
                if (chosen && (IMAGE_TYPES as readonly string[]).includes(chosen.type) && chosen.size <= MAX_IMAGE_BYTES)
                  setPreview(URL.createObjectURL(chosen));
                // conform checks a field first on leaving it, then on input: a choice is both.
                const input = event.currentTarget;
                input.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
                input.dispatchEvent(new Event("input", { bubbles: true }));
              }}
            />
            <label
              htmlFor={id}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-cream-100 px-3 text-sm font-semibold text-brand-800 hover:bg-cream-200 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600"
            >
              <Upload className="size-4" aria-hidden />
              Escolher imagem
            </label>
            <span className="min-w-0 truncate text-sm text-muted">{fileName ?? "Nenhum arquivo escolhido"}</span>
            {fileName ? (
              <button
                type="button"
                className="min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
                onClick={(event) => {
                  const input = event.currentTarget.closest("fieldset")?.querySelector<HTMLInputElement>('input[type="file"]');
                  if (!input) return;
                  input.value = "";
                  input.dispatchEvent(new Event("change", { bubbles: true }));
                  if (preview) URL.revokeObjectURL(preview);
                  setPreview(null);
                  setFileName(null);
                }}
              >
                Remover arquivo
              </button>
            ) : null}
          </div>
          <p id={file.descriptionId} className="text-xs text-muted">
            JPEG, PNG ou WebP até 5 MB.
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={urlMeta.id}>ou endereço da imagem</Label>
        <Input
          id={urlMeta.id}
          name={urlMeta.name}
          aria-invalid={urlMeta.errors?.length ? true : undefined}
          aria-describedby={urlMeta.errors?.length ? file.errorId : undefined}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://… ou /images/…"
          inputMode="url"
        />
      </div>
      <FieldError id={file.errorId}>{message}</FieldError>
    </fieldset>
  );
}
