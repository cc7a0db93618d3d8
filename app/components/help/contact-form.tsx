import { getFormProps } from "@conform-to/react";
import { useActionData, useFetcher } from "react-router";
import { CheckCircle2, CircleAlert, Send } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { useConformForm, type FormAnswer } from "~/components/ui/use-conform-form";
import { CONTACT_MESSAGES } from "~/i18n/help";

/** The form's schema (with zod), loaded when the form is first used. */
const loadContactSchema = () => import("~/validation/contact").then((m) => m.contactSchema);

/** What the contact action answers (shared by /ajuda and /contato); its toast comes by the flash cookie. */
export type ContactActionData = { intent: "contact" } & (
  | { ok: true }
  | {
      ok: false;
      reply?: Extract<FormAnswer, { ok: false }>["reply"];
      /** Set when the message could not be sent (the fields were fine). */
      formError?: { title: string; description: string };
    }
);

/**
 * The help centre's contact form: a plain POST without JavaScript, a fetcher with it.
 * Cleared after a success; the typed text is kept after a failure.
 */
export function ContactForm({
  idPrefix = "contato",
  viewer = null,
}: {
  idPrefix?: string;
  /** A signed-in customer: name and e-mail come filled in (still editable). */
  viewer?: { fullName: string; email: string } | null;
}) {
  const fetcher = useFetcher<ContactActionData>({ key: `contact-${idPrefix}` });
  const actionData = useActionData<ContactActionData>();
  const result = fetcher.data ?? (actionData?.intent === "contact" ? actionData : undefined);
  const sending = fetcher.state !== "idle";
  const failed = result && !result.ok ? result : undefined;
  const { form, fields, onFocus } = useConformForm(loadContactSchema, result, {
    id: idPrefix,
    defaultValue: viewer ? { name: viewer.fullName, email: viewer.email } : undefined,
  });

  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      noValidate
      onFocus={onFocus}

      className="grid gap-4"
      aria-label="Formulário de contato"
    >
      <input type="hidden" name="intent" value="contact" />
      {/* Left empty by people; bots that fill every field are ignored. */}
      <div className="hidden" aria-hidden>
        <label>
          Não preencha este campo
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {result?.ok && !sending ? (
        <div role="status" className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
          <p>
            <strong className="block">{CONTACT_MESSAGES.successTitle}</strong>
            {CONTACT_MESSAGES.successDescription}
          </p>
        </div>
      ) : null}
      {failed?.formError && !sending ? (
        <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />
          <p>
            <strong className="block">{failed.formError.title}</strong>
            {failed.formError.description}
          </p>
        </div>
      ) : null}
      <TextField meta={fields.name} label="Nome" required autoComplete="name" maxLength={120} />
      <TextField meta={fields.email} type="email" label="E-mail" required autoComplete="email" inputMode="email" maxLength={254} />
      <TextField meta={fields.subject} label="Assunto" required maxLength={150} placeholder="Ex.: prazo da minha amostra" />
      <TextAreaField meta={fields.message} label="Mensagem" required rows={4} maxLength={5000} placeholder="Conte como podemos ajudar" />
      <Button type="submit" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden />
        {sending ? CONTACT_MESSAGES.sending : CONTACT_MESSAGES.submit}
      </Button>
    </fetcher.Form>
  );
}
