import { FILL_ALL_FIELDS } from "~/validation/password-rules";
import { getFormProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Save } from "~/components/icons";
import { FormActions, SubmitButton } from "~/components/ui/form-parts";
import { CountedTextField, EmailField, TextField } from "~/components/ui/field";
import { FULL_NAME_MAX } from "~/validation/limits";
import { useConformForm, type FormAnswer } from "~/components/ui/use-conform-form";
import { AUTH_TEXTS } from "~/i18n/auth";
import { maskPhone, PHONE_PLACEHOLDER } from "~/validation/phone";

/** The form's schema (with zod), loaded when the dialog opens. */
const loadProfileSchema = () => import("~/validation/profile").then((m) => m.profileSchema);

export interface EditableProfile {
  fullName: string;
  email: string;
  phone: string | null;
}

/** What the action answers; a refusal carries conform's reply (a wrong current password beside its field). */
export type ProfileActionData = { intent: "update-profile" } & (
  { ok: true; pointsAwarded?: number; emailPending?: string | null } | Extract<FormAnswer, { ok: false }>
);

/**
 * Full name and e-mail required, phone optional with the (00) 00000-0000 mask. A new e-mail is
 * only used once confirmed through the link sent to the current address.
 */
export function EditProfileForm({
  profile,
  fetcher,
  onCancel,
}: {
  profile: EditableProfile;
  fetcher: FetcherWithComponents<ProfileActionData>;
  onCancel?: () => void;
}) {
  const { form, fields, onFocus, onInput, preload, valid } = useConformForm(loadProfileSchema, fetcher.data, {
    id: "edit-profile",
    defaultValue: { fullName: profile.fullName, email: profile.email, phone: profile.phone ?? "" },
  });
  useEffect(preload, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the dialog opens
  const [email, setEmail] = useState(profile.email);
  const [phone, setPhone] = useState(profile.phone ?? "");
  const [currentPassword, setCurrentPassword] = useState("");
  const [passwordLeft, setPasswordLeft] = useState(false);
  const saving = fetcher.state !== "idle";
  const emailChanged = email.trim().toLowerCase() !== profile.email.toLowerCase();
  const passwordMissing = emailChanged && currentPassword === "";
  const emailError = fields.email.errors?.[0];

  return (
    <fetcher.Form method="post" {...getFormProps(form)} onFocus={onFocus} onInput={onInput} className="space-y-4">
      <input type="hidden" name="intent" value="update-profile" />
      <CountedTextField meta={fields.fullName} label="Nome completo" aria-required autoComplete="name" maxLength={FULL_NAME_MAX} />
      <EmailField
        meta={fields.email}
        aria-required
        onInput={(event) => setEmail(event.currentTarget.value)}
        hint={
          emailChanged && !emailError ? (
            <>
              Para sua segurança, enviaremos um link para <strong>{profile.email}</strong> confirmar a troca; depois, o novo endereço também
              precisa ser confirmado.
            </>
          ) : undefined
        }
      />
      {emailChanged ? (
        <TextField
          meta={fields.currentPassword}
          label="Senha atual"
          aria-required
          type="password"
          autoComplete="current-password"
          hint="Para trocar o e-mail, confirme que é você."
          error={passwordLeft && passwordMissing ? AUTH_TEXTS.currentPasswordRequired : undefined}
          onInput={(event) => setCurrentPassword(event.currentTarget.value)}
          onBlur={() => setPasswordLeft(true)}
        />
      ) : null}
      <TextField
        meta={fields.phone}
        label="Telefone"
        optional
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={PHONE_PLACEHOLDER}
        value={phone}
        onChange={(event) => setPhone(maskPhone(event.target.value))}
      />
      <FormActions onCancel={onCancel} className="pt-2">
        <SubmitButton
          icon={Save}
          pending={saving}
          pendingLabel="Salvando..."
          disabled={valid === false || passwordMissing}
          disabledReason={passwordMissing ? "Para trocar o e-mail, digite sua senha atual." : valid === false ? FILL_ALL_FIELDS : undefined}
        >
          Salvar alterações
        </SubmitButton>
      </FormActions>
    </fetcher.Form>
  );
}
