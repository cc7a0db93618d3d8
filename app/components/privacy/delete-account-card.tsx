import { useState } from "react";
import { useFetcher } from "react-router";
import { AlertTriangle, Trash2 } from "~/components/icons";
import { PasswordInput } from "~/components/auth/password-input";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { FieldError, Label } from "~/components/ui/input";
import { DELETE_ACCOUNT_TEXTS as T } from "~/i18n/privacy";
import { formatBRL } from "~/i18n/format";
import { BRAND } from "~/lib/common/brand";
import { whatsappHref } from "~/lib/common/contact-links";
import { erasureFate } from "~/models/sample-erasure";

/** An open request as the deletion dialog lists it. */
export interface OpenSampleView {
  id: string;
  orderNumber: string;
  productName: string | null;
  status: string;
  paymentStatus: string;
  feeCents: number;
}

/** What deleting the account does to a request, in the customer's words (the fate: models/sample-erasure.ts). */
function fateOf(sample: OpenSampleView): string {
  switch (erasureFate({ ...sample, cancelledAt: null })) {
    case "deliver":
      return T.sampleShipped;
    case "refund":
      return T.sampleRefund(formatBRL(sample.feeCents));
    default:
      return sample.paymentStatus === "awaiting" ? T.sampleCancelledUnpaid : T.sampleCancelled;
  }
}

/** The customer's open requests and what happens to each; the support team's contact when a fee is to be refunded. */
function OpenSamplesNotice({ samples }: { samples: OpenSampleView[] }) {
  const refund = samples.some((s) => erasureFate({ ...s, cancelledAt: null }) === "refund");
  return (
    <section aria-labelledby="excluir-amostras" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <h3 id="excluir-amostras" className="font-semibold">
        {T.openSamplesTitle}
      </h3>
      <p className="mt-1">{T.openSamplesIntro}</p>
      <ul className="mt-2 grid gap-2" data-testid="delete-open-samples">
        {samples.map((s) => (
          <li key={s.id} className="min-w-0">
            <span className="font-medium">
              {s.productName ?? "Produto não encontrado"} <span className="font-mono text-xs">({s.orderNumber})</span>
            </span>
            <span className="block">{fateOf(s)}</span>
          </li>
        ))}
      </ul>
      {refund ? (
        <div className="mt-2">
          <p>{T.refundContact}</p>
          <ul className="grid">
            <li>
              <a href={`mailto:${BRAND.email}`} className="inline-flex min-h-11 items-center font-semibold underline">
                {BRAND.email}
              </a>
            </li>
            <li>
              <a
                href={whatsappHref()}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center font-semibold underline"
              >
                WhatsApp {BRAND.whatsapp}
              </a>
            </li>
          </ul>
          <p>{BRAND.supportHours}.</p>
        </div>
      ) : null}
    </section>
  );
}

export interface DeleteAccountActionData {
  intent: "delete-account";
  ok: boolean;
  errors?: Record<string, string>;
}

/** "Excluir minha conta": says what happens, asks how to treat the reviews and the password. */
export function DeleteAccountCard({ openSamples = [] }: { openSamples?: OpenSampleView[] }) {
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
            {openSamples.length ? <OpenSamplesNotice samples={openSamples} /> : null}
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
