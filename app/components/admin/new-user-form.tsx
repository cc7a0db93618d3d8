import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { ROLE_LABELS } from "~/i18n/labels";
import { newUserSchema } from "~/validation/admin/user";
import type { ActionResult } from "./action-result";
import { SelectField, TextField } from "./fields";
import { useValidatedForm } from "./use-validated-form";

export function NewUserForm({ fetcher, onCancel }: { fetcher: FetcherWithComponents<ActionResult>; onCancel: () => void }) {
  const serverErrors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? null) : null;
  const { errors, formProps } = useValidatedForm(newUserSchema, serverErrors);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4" {...formProps}>
      <input type="hidden" name="intent" value="create" />
      <TextField label="Nome completo" name="fullName" required maxLength={120} autoComplete="off" error={errors.fullName} />
      <TextField label="E-mail" name="email" type="email" required autoComplete="off" error={errors.email} />
      <SelectField
        label="Permissão"
        name="role"
        defaultValue="user"
        error={errors.role}
        options={[
          { value: "user", label: ROLE_LABELS.user },
          { value: "admin", label: ROLE_LABELS.admin },
        ]}
      />
      <p className="rounded-lg bg-cream-50 p-3 text-sm text-muted">
        A conta já nasce com o e-mail confirmado. Enviaremos um convite com um link para a pessoa criar a própria senha (válido por 7 dias).
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Enviando..." : "Adicionar e enviar convite"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
