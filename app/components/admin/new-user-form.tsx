import type { FetcherWithComponents } from "react-router";
import { ROLE_LABELS } from "~/i18n/labels";
import { newUserSchema } from "~/validation/admin/user";
import type { ActionResult } from "./action-result";
import { SelectField, TextField } from "~/components/ui/field";
import { DialogForm, DialogFormButtons } from "./form-dialog";
import { useAdminForm } from "./use-admin-form";

export function NewUserForm({ fetcher, onCancel }: { fetcher: FetcherWithComponents<ActionResult>; onCancel: () => void }) {
  const intent = "create";
  const [form, fields] = useAdminForm(newUserSchema, fetcher.data, { intent });
  return (
    <DialogForm fetcher={fetcher} form={form} intent={intent}>
      <TextField label="Nome completo" meta={fields.fullName} required maxLength={120} autoComplete="off" />
      <TextField label="E-mail" meta={fields.email} type="email" required autoComplete="off" />
      <SelectField
        label="Permissão"
        meta={fields.role}
        defaultValue="user"
        options={[
          { value: "user", label: ROLE_LABELS.user },
          { value: "admin", label: ROLE_LABELS.admin },
        ]}
      />
      <p className="rounded-lg bg-cream-50 p-3 text-sm text-muted">
        A conta já nasce com o e-mail confirmado. Enviaremos um convite com um link para a pessoa criar a própria senha (válido por 7 dias).
      </p>
      <DialogFormButtons fetcher={fetcher} onCancel={onCancel} label="Adicionar e enviar convite" busyLabel="Enviando..." />
    </DialogForm>
  );
}
