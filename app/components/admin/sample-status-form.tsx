import { getFormProps } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckboxField, fieldAria, fieldError, TextAreaField } from "~/components/ui/field";
import { FieldError, Input, Label, NativeSelect } from "~/components/ui/input";
import { sampleStatusSchema } from "~/validation/admin/sample";
import type { SampleStatus } from "~/db/schema/enums";
import { SAMPLE_STATUS_LABELS } from "~/i18n/labels";
import { allowedSampleStatuses, isBackward, SAMPLE_MOVES, type SampleState } from "~/models/sample-transitions";
import type { ActionResult } from "./action-result";
import { useAdminForm } from "./use-admin-form";

/** The name of conform's intent button (@conform-to/dom INTENT), with which it submits a validation. */
const CONFORM_INTENT = "__intent__";

/**
 * The status selector of a sample request (same labels in the panel and /admin). It offers only the
 * moves of the one table (models/sample-transitions.ts); "Enviado" takes the tracking code; a step back
 * asks for the reason ("Motivo") and, when the customer is to be told, asks first; every move that
 * e-mails offers "Não avisar o cliente".
 */
export function SampleStatusForm({
  sample,
  action,
}: {
  sample: SampleState & { id: string; fullName: string; orderNumber: string };
  action?: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useAdminForm(sampleStatusSchema, fetcher.data, { intent: "sample-status", id: sample.id });
  const sentStatus = fields.status.initialValue;
  const current = sample.status;
  const options = allowedSampleStatuses(sample);
  const [status, setStatus] = useState<SampleStatus>(
    typeof sentStatus === "string" && options.includes(sentStatus as SampleStatus) ? (sentStatus as SampleStatus) : current,
  );
  const [asking, setAsking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const statusError = fieldError(fields.status);
  const trackingError = fieldError(fields.trackingCode);
  const sentTracking = fields.trackingCode.initialValue;
  const backward = isBackward(current, status);
  const tracked = status === "shipped";
  const mails = status === current ? current === "shipped" : Boolean(SAMPLE_MOVES[current]?.[status]?.mails);
  const formProps = getFormProps(form);
  // A saved move closes the question.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setAsking(false);
  }, [fetcher.state, fetcher.data]);
  if (options.length === 1 && current !== "shipped") {
    return (
      <p className="text-sm text-muted">
        {sample.cancelledAt ? "Cancelada: o status não muda mais." : "Nenhuma mudança de status possível."}
      </p>
    );
  }
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      className="flex flex-col gap-2"
      {...formProps}
      onSubmit={(event) => {
        // conform validates a field by submitting the form with its intent button ("__intent__"): that
        // is not the admin's save, and passes straight through.
        const submitter = event.nativeEvent.submitter;
        const validating = submitter instanceof HTMLButtonElement && submitter.name === CONFORM_INTENT;
        // A step back that will e-mail the customer asks first.
        const silent = new FormData(event.currentTarget).getAll(fields.silent.name).at(-1);
        if (!validating && backward && silent !== "true" && !asking) {
          event.preventDefault();
          setAsking(true);
          return;
        }
        formProps.onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value="sample-status" />
      <input type="hidden" name="id" value={sample.id} />
      <Label htmlFor={fields.status.id} className="sr-only">
        Status da solicitação de {sample.fullName}
      </Label>
      <NativeSelect
        id={fields.status.id}
        name={fields.status.name}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as SampleStatus);
          setAsking(false);
        }}
        {...fieldAria(fields.status, statusError, null)}
      >
        {options.map((s) => (
          <option key={s} value={s}>
            {isBackward(current, s) ? `Voltar para ${SAMPLE_STATUS_LABELS[s]}` : SAMPLE_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={fields.status.errorId}>{statusError}</FieldError>
      {tracked ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor={fields.trackingCode.id} className="text-xs">
            Código de rastreio{status !== current ? <span className="text-red-700"> *</span> : null}
          </Label>
          <Input
            key={fields.trackingCode.key}
            id={fields.trackingCode.id}
            name={fields.trackingCode.name}
            defaultValue={typeof sentTracking === "string" ? sentTracking : (sample.trackingCode ?? "")}
            placeholder="AA123456789BR"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={60}
            required={status !== current}
            {...fieldAria(fields.trackingCode, trackingError, null)}
          />
          <FieldError id={fields.trackingCode.errorId}>{trackingError}</FieldError>
        </div>
      ) : null}
      {backward ? (
        <TextAreaField
          meta={fields.reason}
          label="Motivo"
          required
          rows={2}
          maxLength={500}
          hint="Fica registrado no histórico. O código de rastreio é mantido."
        />
      ) : null}
      {mails && (status !== current || tracked) ? (
        // A step back is silent unless the admin unticks it (and then confirms).
        <CheckboxField key={`${status}-silent`} meta={fields.silent} label="Não avisar o cliente" defaultChecked={backward} />
      ) : null}
      {asking && backward ? (
        // Asked in place (no second layer over the list): the customer hears of the step back only when confirmed.
        <div role="alert" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
          <p className="font-semibold">
            Avisar o cliente que o pedido {sample.orderNumber} voltou para {SAMPLE_STATUS_LABELS[status]}?
          </p>
          <p>O cliente receberá um e-mail dizendo que o status da amostra foi corrigido.</p>
          <Button type="submit" size="sm" disabled={busy}>
            Voltar e avisar o cliente
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => setAsking(false)}>
            Cancelar
          </Button>
        </div>
      ) : (
        <Button type="submit" size="sm" variant="secondary" disabled={busy}>
          {busy ? "Salvando..." : "Atualizar status"}
        </Button>
      )}
    </fetcher.Form>
  );
}
