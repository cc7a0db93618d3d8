import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Save } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { fieldErrors } from "~/validation/common";
import { maskPhone, PHONE_PLACEHOLDER, profileSchema } from "~/validation/profile";

export interface EditableProfile {
  fullName: string;
  email: string;
  phone: string | null;
}

export interface ProfileActionData {
  intent: "update-profile";
  ok: boolean;
  errors?: Record<string, string>;
  pointsAwarded?: number;
  emailPending?: string | null;
}

type Field = "fullName" | "email" | "phone" | "currentPassword";

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
  const [form, setForm] = useState({ fullName: profile.fullName, email: profile.email, phone: profile.phone ?? "" });
  const [currentPassword, setCurrentPassword] = useState("");
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const parsed = profileSchema.safeParse(form);
  const live = parsed.success ? {} : fieldErrors(parsed.error);
  const server = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? {}) : {};
  const errorFor = (field: Field) => (touched[field] ? live[field] : undefined) ?? server[field];
  const saving = fetcher.state !== "idle";
  const emailChanged = form.email.trim().toLowerCase() !== profile.email.toLowerCase();
  const passwordMissing = emailChanged && currentPassword === "";

  return (
    <fetcher.Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="update-profile" />
      <div className="space-y-1.5">
        <Label htmlFor="profile-name">Nome completo</Label>
        <Input
          id="profile-name"
          name="fullName"
          autoComplete="name"
          required
          maxLength={120}
          value={form.fullName}
          onChange={(e) => setForm((f) => ({ ...f, fullName: e.target.value }))}
          onBlur={() => setTouched((t) => ({ ...t, fullName: true }))}
          aria-invalid={errorFor("fullName") ? true : undefined}
          aria-describedby={errorFor("fullName") ? "profile-name-error" : undefined}
        />
        <FieldError id="profile-name-error">{errorFor("fullName")}</FieldError>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="profile-email">E-mail</Label>
        <Input
          id="profile-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
          aria-invalid={errorFor("email") ? true : undefined}
          aria-describedby="profile-email-hint"
        />
        <FieldError id="profile-email-error">{errorFor("email")}</FieldError>
        {emailChanged && !errorFor("email") ? (
          <p id="profile-email-hint" className="text-xs text-muted">
            Para sua segurança, enviaremos um link para <strong>{profile.email}</strong> confirmar a troca; depois, o novo endereço
            também precisa ser confirmado.
          </p>
        ) : null}
      </div>
      {emailChanged ? (
        <div className="space-y-1.5">
          <Label htmlFor="profile-current-password">Senha atual</Label>
          <Input
            id="profile-current-password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, currentPassword: true }))}
            aria-invalid={server.currentPassword ? true : undefined}
            aria-describedby="profile-current-password-hint profile-current-password-error"
          />
          <p id="profile-current-password-hint" className="text-xs text-muted">
            Para trocar o e-mail, confirme que é você.
          </p>
          <FieldError id="profile-current-password-error">
            {server.currentPassword ?? (touched.currentPassword && passwordMissing ? "Digite sua senha atual." : undefined)}
          </FieldError>
        </div>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor="profile-phone">
          Telefone <span className="font-normal text-muted">(opcional)</span>
        </Label>
        <Input
          id="profile-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={PHONE_PLACEHOLDER}
          value={form.phone}
          onChange={(e) => setForm((f) => ({ ...f, phone: maskPhone(e.target.value) }))}
          onBlur={() => setTouched((t) => ({ ...t, phone: true }))}
          aria-invalid={errorFor("phone") ? true : undefined}
          aria-describedby={errorFor("phone") ? "profile-phone-error" : undefined}
        />
        <FieldError id="profile-phone-error">{errorFor("phone")}</FieldError>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" disabled={!parsed.success || passwordMissing || saving}>
          <Save aria-hidden />
          {saving ? "Salvando..." : "Salvar alterações"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
