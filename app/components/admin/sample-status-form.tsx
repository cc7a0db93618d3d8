import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label, NativeSelect } from "~/components/ui/input";
import { SAMPLE_STATUSES } from "~/db/schema/enums";
import { SAMPLE_STATUS_LABELS } from "~/i18n/labels";
import type { ActionResult } from "./action-result";
import { useFailureToast } from "./use-failure-toast";

/** The status selector of a sample request (same labels in the panel and /admin), with the tracking code when shipped. */
export function SampleStatusForm({
  sample,
  action,
}: {
  sample: { id: string; status: string; trackingCode: string | null; fullName: string };
  action?: string;
}) {
  const id = useId();
  const fetcher = useFetcher<ActionResult>();
  useFailureToast(fetcher);
  const [status, setStatus] = useState(sample.status);
  const busy = fetcher.state !== "idle";
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.errors?.trackingCode ?? fetcher.data.errors?.status : undefined;
  return (
    <fetcher.Form method="post" action={action} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="sample-status" />
      <input type="hidden" name="id" value={sample.id} />
      <Label htmlFor={`${id}-status`} className="sr-only">
        Status da solicitação de {sample.fullName}
      </Label>
      <NativeSelect id={`${id}-status`} name="status" value={status} onChange={(e) => setStatus(e.target.value)}>
        {SAMPLE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {SAMPLE_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
      {status === "shipped" ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-tracking`} className="text-xs">
            Código de rastreio
          </Label>
          <Input
            id={`${id}-tracking`}
            name="trackingCode"
            defaultValue={sample.trackingCode ?? ""}
            placeholder="AA123456789BR"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={60}
            aria-invalid={error ? true : undefined}
          />
        </div>
      ) : null}
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" variant="secondary" disabled={busy}>
        {busy ? "Salvando..." : "Atualizar status"}
      </Button>
    </fetcher.Form>
  );
}
