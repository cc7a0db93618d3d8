import { getFormProps } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AlertDialog } from "~/components/ui/alert-dialog";
import { Button, buttonVariants } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/field";
import { FieldError, Input, Label } from "~/components/ui/input";
import { parseSubmission } from "~/validation/submission";
import { sampleDispatchSchema } from "~/validation/admin/sample";
import type { DispatchRow } from "~/models/admin/samples.server";
import { ConfirmContent } from "./confirm-action";
import { useAdminForm } from "./use-admin-form";

/** The dispatch screen's form: a code field per row (Enter goes to the next one), then one confirmation. */
export function DispatchForm({ ready, blocked }: { ready: DispatchRow[]; blocked: DispatchRow[] }) {
  const [form, fields] = useAdminForm(sampleDispatchSchema, undefined, { intent: "sample-dispatch" });
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);
  const [asking, setAsking] = useState(false);
  const busy = useNavigation().state !== "idle";
  const formProps = getFormProps(form);
  // What was typed, when the page comes back from a refused post without JavaScript.
  const sent = form.initialValue as { items?: { trackingCode?: string }[] } | undefined;
  const typed = (index: number) => sent?.items?.[index]?.trackingCode ?? "";
  const count = ready.length;
  const plural = count === 1 ? "amostra" : "amostras";

  // The scanner's first read goes to the first row.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input[data-dispatch-code]")?.focus();
  }, []);

  /** A scanner ends each code with Enter: move to the next row's field (the last one goes to the button). */
  function nextOnEnter(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const inputs = [...(formRef.current?.querySelectorAll<HTMLInputElement>("input[data-dispatch-code]") ?? [])];
    const next = inputs[inputs.indexOf(event.currentTarget) + 1];
    if (next) {
      next.focus();
      next.select();
    }
    // On the last row Enter does nothing: the admin checks the codes and presses the button.
  }

  return (
    <div className="flex flex-col gap-6">
      {count ? (
        <Form
          ref={formRef}
          method="post"
          {...formProps}
          onSubmit={(event) => {
            if (!confirmed.current) {
              const check = parseSubmission(new FormData(event.currentTarget), sampleDispatchSchema);
              if (check.status === "success") {
                event.preventDefault();
                setAsking(true);
                return;
              }
            }
            confirmed.current = false;
            formProps.onSubmit(event);
          }}
          aria-labelledby="despacho-prontas"
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="intent" value="sample-dispatch" />
          <h2 id="despacho-prontas" className="text-lg font-semibold text-brand-900">
            Prontas para envio ({count})
          </h2>
          <ol className="flex flex-col gap-3">
            {ready.map((row, index) => {
              const name = `items[${index}].trackingCode`;
              const id = `${form.id}-codigo-${index}`;
              const error = form.allErrors[name]?.[0];
              return (
                <li
                  key={row.id}
                  className="grid gap-3 rounded-xl border border-cream-200 bg-white p-3 sm:grid-cols-[minmax(0,1fr)_16rem] sm:items-start"
                  data-testid="dispatch-row"
                >
                  <input type="hidden" name={`items[${index}].id`} value={row.id} />
                  <div className="min-w-0 text-sm">
                    <p className="font-mono text-xs font-semibold text-muted">{row.orderNumber}</p>
                    <p className="font-semibold text-brand-900">{row.productName}</p>
                    <p className="text-ink">{row.fullName}</p>
                    <p className="text-muted">
                      {row.city} – {row.state} · CEP {row.zipCode}
                    </p>
                  </div>
                  <div className="flex flex-col gap-1">
                    <Label htmlFor={id}>Código de rastreio de {row.orderNumber}</Label>
                    <Input
                      id={id}
                      name={name}
                      defaultValue={typed(index)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-erro` : undefined}
                      data-dispatch-code
                      placeholder="AA123456789BR"
                      autoCapitalize="characters"
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={60}
                      required
                      onKeyDown={nextOnEnter}
                      className="font-mono"
                    />
                    <FieldError id={`${id}-erro`}>{error}</FieldError>
                  </div>
                </li>
              );
            })}
          </ol>
          <CheckboxField
            meta={fields.silent}
            label="Não avisar o cliente"
            hint="Sem esta opção, cada cliente recebe um e-mail com o seu código."
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link to="/admin-panel/amostras" className={buttonVariants({ variant: "secondary" })}>
              Voltar
            </Link>
            <Button ref={submitRef} type="submit" disabled={busy}>
              {busy ? "Enviando..." : `Marcar ${count} ${plural} como Enviado`}
            </Button>
          </div>
          <AlertDialog open={asking} onOpenChange={setAsking}>
            <ConfirmContent
              title={`Marcar ${count} ${plural} como Enviado?`}
              description={
                count === 1
                  ? "O cliente recebe um e-mail com o código de rastreio (a menos que “Não avisar o cliente” esteja marcado)."
                  : "Cada cliente recebe um e-mail com o seu código de rastreio (a menos que “Não avisar o cliente” esteja marcado)."
              }
              confirmLabel="Confirmar envio"
              tone="default"
              onConfirm={() => {
                confirmed.current = true;
                setAsking(false);
                formRef.current?.requestSubmit();
              }}
            />
          </AlertDialog>
        </Form>
      ) : (
        <div className="rounded-xl border border-cream-200 bg-white p-6 text-center">
          <p className="font-semibold text-brand-900">Nenhuma das solicitações selecionadas pode ser enviada agora.</p>
          <p className="mt-1 text-sm text-muted">Só amostras aprovadas, com o frete pago ou isento, podem ser marcadas como Enviado.</p>
          <Link to="/admin-panel/amostras" className={`${buttonVariants({ variant: "outline" })} mt-4`}>
            Voltar para Amostras
          </Link>
        </div>
      )}
      {blocked.length ? (
        <section aria-labelledby="despacho-fora" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <h2 id="despacho-fora" className="text-lg font-semibold text-brand-900">
            Não podem ser enviadas ({blocked.length})
          </h2>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {blocked.map((row) => (
              <li key={row.id} data-testid="dispatch-blocked" className="flex flex-wrap gap-x-2">
                <span className="font-mono font-semibold">{row.orderNumber}</span>
                <span>{row.fullName}</span>
                <span className="font-medium text-ink">— {row.blocker}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
