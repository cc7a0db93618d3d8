import { CheckCircle2, ShieldCheck } from "~/components/icons";
import { RefusalNote, SubmitButton } from "~/components/ui/form-parts";
import { EmailField, IntentFetcherForm, TextAreaField, TextField } from "~/components/ui/field";
import { useConformForm, type FormAnswer } from "~/components/ui/use-conform-form";
import { useFetcherAnswer } from "~/hooks/use-fetcher-answer";
import { formatDateTime } from "~/i18n/format";
import { PRIVACY_MESSAGES, REMOVAL_LINK_DAYS } from "~/i18n/help";

/** The form's schema (with zod), loaded when the form is first used. */
const loadDataRemovalSchema = () => import("~/validation/privacy").then((m) => m.dataRemovalSchema);

/** What the data-removal action answers; its toasts come by the flash cookie. */
export type DataRemovalActionData =
  | { ok: true; intent: "data-removal"; protocol: string; email: string; createdAt: string; confirmed: boolean }
  | {
      ok: false;
      intent: "data-removal";
      reply?: Extract<FormAnswer, { ok: false }>["reply"];
      formError?: { title: string; description: string };
    };

export function DataRemovalConfirmation({
  protocol,
  email,
  createdAt,
  confirmed,
}: {
  protocol: string;
  email: string;
  createdAt: string;
  confirmed: boolean;
}) {
  return (
    <div role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-900 sm:p-6">
      <CheckCircle2 className="size-8 text-brand-600" aria-hidden />
      <h3 className="mt-3 text-xl font-semibold">{PRIVACY_MESSAGES.successTitle}</h3>
      <p className="mt-1">{confirmed ? PRIVACY_MESSAGES.successDescription : PRIVACY_MESSAGES.confirmDescription}</p>
      <dl className="mt-4 grid gap-1 rounded-xl bg-white p-4 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">Protocolo:</dt>
          <dd className="font-mono font-semibold" data-testid="privacy-protocol">
            {protocol}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">Recebida em:</dt>
          <dd>{formatDateTime(createdAt)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm">
        {confirmed ? (
          `Enviamos um comprovante com o protocolo para ${email}.`
        ) : (
          <>
            Enviamos um link de confirmação para <strong className="wrap-anywhere">{email}</strong>. Abra a mensagem e toque em “
            {PRIVACY_MESSAGES.confirmButton}” em até {REMOVAL_LINK_DAYS} dias: sem a confirmação, nada é removido.
          </>
        )}
      </p>
    </div>
  );
}

/**
 * The data-removal request (LGPD): full name and e-mail required, reason optional. On success the
 * form is replaced by the confirmation with the protocol number.
 */
export function DataRemovalForm({ defaultFullName, defaultEmail }: { defaultFullName?: string; defaultEmail?: string }) {
  const { fetcher, result, failed, sending } = useFetcherAnswer<DataRemovalActionData>("data-removal", "data-removal");
  const { form, fields, onFocus } = useConformForm(loadDataRemovalSchema, failed, {
    id: "remocao",
    defaultValue: { fullName: defaultFullName, email: defaultEmail },
  });

  if (result?.ok) return <DataRemovalConfirmation {...result} />;

  return (
    <IntentFetcherForm fetcher={fetcher} form={form} intent="data-removal" onFocus={onFocus} aria-label="Solicitação de remoção de dados">
      <RefusalNote refusal={sending ? undefined : failed?.formError} />
      <TextField meta={fields.fullName} label="Nome completo" required autoComplete="name" maxLength={160} />
      <EmailField meta={fields.email} required maxLength={254} hint="O e-mail da sua conta ou o que você usou para falar com a gente." />
      <TextAreaField
        meta={fields.reason}
        label="Motivo"
        optional
        rows={4}
        maxLength={2000}
        placeholder="Se quiser, conte o motivo ou quais dados devem ser removidos"
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton icon={ShieldCheck} pending={sending} pendingLabel={PRIVACY_MESSAGES.sending} className="w-full sm:w-auto">
          {PRIVACY_MESSAGES.submit}
        </SubmitButton>
        <p className="text-xs text-muted">Você recebe por e-mail um link para confirmar o pedido.</p>
      </div>
    </IntentFetcherForm>
  );
}
