import { useId, useState } from "react";
import { ImageIcon, Upload } from "~/components/icons";
import { FieldError, Input, Label } from "~/components/ui/input";
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from "~/validation/admin/image";

/**
 * An image by upload (JPEG, PNG or WebP up to 5 MB; checked again on the server by content) or by
 * address. A chosen file wins over the address. The form must be multipart.
 */
export function ImageField({ defaultUrl, error, label = "Imagem" }: { defaultUrl?: string | null; error?: string; label?: string }) {
  const id = useId();
  const [url, setUrl] = useState(defaultUrl ?? "");
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const shown = preview ?? (url || null);
  const message = fileError ?? error;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-cream-200 p-3">
      <legend className="px-1 text-sm font-medium text-ink">{label}</legend>
      <div className="flex items-start gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-cream-100">
          {shown ? <img src={shown} alt="Pré-visualização da imagem" className="size-full object-cover" /> : <ImageIcon className="size-7 text-muted" aria-hidden />}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <span className="text-sm font-medium text-ink">Enviar arquivo</span>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={`${id}-file`}
              type="file"
              name="imageFile"
              accept={IMAGE_TYPES.join(",")}
              aria-describedby={`${id}-hint ${id}-error`}
              aria-invalid={message ? true : undefined}
              className="peer sr-only"
              onChange={(event) => {
                const input = event.currentTarget;
                const file = input.files?.[0];
                if (preview) URL.revokeObjectURL(preview);
                setPreview(null);
                setFileName(file?.name ?? null);
                // A refused file stays chosen and marks the field invalid: the form cannot be saved past it
                // (use-validated-form.ts reads the mark), and without JavaScript the server refuses it too.
                const problem = !file
                  ? ""
                  : !(IMAGE_TYPES as readonly string[]).includes(file.type)
                    ? "Envie uma imagem JPEG, PNG ou WebP."
                    : file.size > MAX_IMAGE_BYTES
                      ? "A imagem deve ter no máximo 5 MB."
                      : "";
                input.setCustomValidity(problem);
                setFileError(problem || null);
                if (file && !problem) setPreview(URL.createObjectURL(file));
              }}
            />
            <label
              htmlFor={`${id}-file`}
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
                  input.setCustomValidity("");
                  input.dispatchEvent(new Event("change", { bubbles: true }));
                  if (preview) URL.revokeObjectURL(preview);
                  setPreview(null);
                  setFileName(null);
                  setFileError(null);
                }}
              >
                Remover arquivo
              </button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted">
            JPEG, PNG ou WebP até 5 MB.
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-url`}>ou endereço da imagem</Label>
        <Input id={`${id}-url`} name="imageUrl" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://… ou /images/…" inputMode="url" />
      </div>
      <FieldError id={`${id}-error`}>{message}</FieldError>
    </fieldset>
  );
}
