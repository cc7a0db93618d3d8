import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FieldError, Label, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/common/cn";
import { BodyImageDialog } from "./body-image-dialog";

/**
 * Puts `block` (an image's Markdown) into `text` between `start` and `end` as a paragraph of its own;
 * returns the new text and where the cursor goes (after it).
 */
export function insertBlock(text: string, start: number, end: number, block: string): { text: string; cursor: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const head = before + lead + block;
  return { text: head + trail + after, cursor: head.length };
}

/**
 * Markdown with a preview rendered and sanitised by the server (the same rendering readers get),
 * through the panel's preview route. "Inserir imagem" (`images`) uploads an image into the text at the cursor.
 */
export function MarkdownEditor({
  name,
  defaultValue,
  error,
  label = "Conteúdo (Markdown)",
  images = false,
}: {
  name: string;
  defaultValue?: string;
  error?: string;
  label?: string;
  images?: boolean;
}) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const insertImage = (markdown: string) => {
    const element = textarea.current;
    if (!element) return;
    const next = insertBlock(element.value, element.selectionStart, element.selectionEnd, markdown);
    // Through the element's own value setter and an input event, as if typed: React, conform and the
    // unsaved-changes guard all see the change.
    Reflect.set(Object.getPrototypeOf(element) as object, "value", next.text, element);
    element.dispatchEvent(new Event("input", { bubbles: true }));
    element.setSelectionRange(next.cursor, next.cursor);
    setMode("write");
  };
  const [mode, setMode] = useState<"write" | "preview">("write");
  const [value, setValue] = useState(defaultValue ?? "");
  const preview = useFetcher<{ html: string }>();
  const showPreview = () => {
    setMode("preview");
    void preview.submit({ content: value }, { method: "post", action: "/admin-panel/blog/previa" });
  };
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          <span className="text-red-700"> *</span>
        </Label>
        <div className="flex flex-wrap items-center gap-2">
          {images ? (
            <BodyImageDialog
              onInsert={insertImage}
              onClosed={(inserted) => {
                if (inserted) textarea.current?.focus();
              }}
            />
          ) : null}
          <div role="tablist" aria-label="Modo do editor" className="flex gap-1 rounded-lg bg-cream-100 p-1">
            {(["write", "preview"] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                aria-selected={mode === m}
                className={cn(
                  "min-h-9 rounded-md px-3 text-xs font-semibold",
                  mode === m ? "bg-white text-brand-800 shadow-sm" : "text-muted",
                )}
                onClick={() => (m === "write" ? setMode("write") : showPreview())}
              >
                {m === "write" ? "Escrever" : "Pré-visualizar"}
              </button>
            ))}
          </div>
        </div>
      </div>
      <Textarea
        ref={textarea}
        id={id}
        name={name}
        rows={12}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        className={cn("font-mono text-sm", mode === "preview" && "hidden")}
      />
      {mode === "preview" ? (
        <div
          className="max-h-[50vh] min-h-40 overflow-y-auto rounded-lg border border-cream-200 bg-white p-4"
          aria-live="polite"
          data-testid="markdown-preview"
        >
          {preview.state !== "idle" || !preview.data ? (
            <p className="text-sm text-muted">Gerando pré-visualização…</p>
          ) : preview.data.html ? (
            <div className="prose-rv" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
          ) : (
            <p className="text-sm text-muted">Nada para pré-visualizar ainda.</p>
          )}
        </div>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-muted">
        Use ## para subtítulos, **negrito**, *itálico*, listas com - e links com [texto](https://…).
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
