import { useState } from "react";
import { useFetcher } from "react-router";
import { AlertTriangle, Trash2 } from "~/components/icons";
import { PasswordInput } from "~/components/auth/password-input";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { FieldError, Label } from "~/components/ui/input";
import { DELETE_ACCOUNT_TEXTS as T } from "~/i18n/privacy";

export interface DeleteAccountActionData {
  intent: "delete-account";
  ok: boolean;
  errors?: Record<string, string>;
}

/** "Excluir minha conta": says what happens, asks how to treat the reviews and the password. */
export function DeleteAccountCard() {
  const fetcher = useFetcher<DeleteAccountActionData>();
  const [open, setOpen] = useState(false);
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? {}) : {};
  const busy = fetcher.state !== "idle";
  return (
    <Card id="excluir-conta" className="border-red-200">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-red-800">
          <Trash2 className="size-5" aria-hidden /> {T.title}
        </h2>
        <CardDescription>Apaga seus dados pessoais de forma definitiva. Não é possível desfazer.</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="outline" className="border-red-300 text-red-800 hover:bg-red-50">
              <Trash2 aria-hidden /> {T.title}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>{T.title}</DialogTitle>
            <DialogDescription>{T.explain}</DialogDescription>
            <fetcher.Form method="post" className="mt-4 space-y-4" noValidate>
              <input type="hidden" name="intent" value="delete-account" />
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium text-ink">Suas avaliações de produtos</legend>
                <label className="flex min-h-11 items-center gap-3 rounded-lg border border-cream-200 px-3 py-2 text-sm">
                  <input type="radio" name="reviews" value="keep" defaultChecked className="size-4 accent-brand-700" />
                  {T.reviewsKeep}
                </label>
                <label className="flex min-h-11 items-center gap-3 rounded-lg border border-cream-200 px-3 py-2 text-sm">
                  <input type="radio" name="reviews" value="delete" className="size-4 accent-brand-700" />
                  {T.reviewsDelete}
                </label>
              </fieldset>
              <div className="space-y-1.5">
                <Label htmlFor="delete-password">{T.passwordLabel}</Label>
                <PasswordInput
                  id="delete-password"
                  name="currentPassword"
                  autoComplete="current-password"
                  required
                  aria-invalid={errors.currentPassword ? true : undefined}
                  aria-describedby={errors.currentPassword ? "delete-password-error" : undefined}
                />
                <FieldError id="delete-password-error">{errors.currentPassword}</FieldError>
              </div>
              {errors.form ? (
                <p role="alert" className="flex items-start gap-2 text-sm font-medium text-red-700">
                  <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden /> {errors.form}
                </p>
              ) : null}
              <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
                <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                  Cancelar
                </Button>
                <Button type="submit" variant="destructive" disabled={busy}>
                  <Trash2 aria-hidden /> {busy ? "Excluindo..." : T.confirm}
                </Button>
              </div>
            </fetcher.Form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
