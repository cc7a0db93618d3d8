import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldAria, fieldError } from "~/components/ui/field";
import { FieldError, Input, Label, NativeSelect } from "~/components/ui/input";
import { sampleStatusSchema } from "~/validation/admin/sample";
import { SAMPLE_STATUSES } from "~/db/schema/enums";
import { SAMPLE_STATUS_LABELS } from "~/i18n/labels";
import type { ActionResult } from "./action-result";
import { useAdminForm } from "./use-admin-form";

/** The status selector of a sample request (same labels in the panel and /admin), with the tracking code when shipped. */
export function SampleStatusForm({
  sample,
  action,
}: {
  sample: { id: string; status: string; trackingCode: string | null; fullName: string };
  action?: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useAdminForm(sampleStatusSchema, fetcher.data, { intent: "sample-status", id: sample.id });
  const sentStatus = fields.status.initialValue;
  const [status, setStatus] = useState(typeof sentStatus === "string" ? sentStatus : sample.status);
  const busy = fetcher.state !== "idle";
  const statusError = fieldError(fields.status);
  const trackingError = fieldError(fields.trackingCode);
  const sentTracking = fields.trackingCode.initialValue;
  return (
    <fetcher.Form method="post" action={action} className="flex flex-col gap-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="sample-status" />
      <input type="hidden" name="id" value={sample.id} />
      <Label htmlFor={fields.status.id} className="sr-only">
        Status da solicitação de {sample.fullName}
      </Label>
      <NativeSelect
        id={fields.status.id}
        name={fields.status.name}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
        {...fieldAria(fields.status, statusError, null)}
      >
        {SAMPLE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {SAMPLE_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
      {status === "shipped" ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor={fields.trackingCode.id} className="text-xs">
            Código de rastreio
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
            {...fieldAria(fields.trackingCode, trackingError, null)}
          />
          <FieldError id={fields.trackingCode.errorId}>{trackingError}</FieldError>
        </div>
      ) : null}
      <FieldError id={fields.status.errorId}>{statusError}</FieldError>
      <Button type="submit" size="sm" variant="secondary" disabled={busy}>
        {busy ? "Salvando..." : "Atualizar status"}
      </Button>
    </fetcher.Form>
  );
}
