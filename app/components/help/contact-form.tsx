import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { notify } from "~/lib/render/notify";
import { CheckCircle2, CircleAlert, Send } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { CONTACT_MESSAGES } from "~/i18n/help";
import type { ContactField } from "~/validation/contact";
import { TextAreaField, TextField } from "./form-field";
import { useLiveValidation } from "./use-live-validation";

/** The form's schema (with zod), loaded when the form is first used. */
const loadContactSchema = () => import("~/validation/contact").then((m) => m.contactSchema);

/** What the contact action answers (shared by /ajuda and /contato). */
export type ContactActionData =
  | { ok: true; intent: "contact" }
  | {
      ok: false;
      intent: "contact";
      errors?: Partial<Record<ContactField, string>>;
      values?: Partial<Record<ContactField, string>>;
      /** Set when the message could not be sent (the fields were fine). */
      formError?: { title: string; description: string };
    };

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
  const formRef = useRef<HTMLFormElement>(null);
  const failed = result && !result.ok ? result : undefined;
  const validation = useLiveValidation(loadContactSchema, failed?.errors);
  const values = failed?.values ?? {};

  // Only when a submission finishes.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      formRef.current?.reset();
      validation.clear();
    }
  }, [fetcher.state, fetcher.data]);

  // Failures answer with an error status, after which loaders (and the server's toast cookie) are not
  // reloaded, so their toast is shown here.
  useEffect(() => {
    const answer = fetcher.data;
    if (answer && !answer.ok && answer.formError) notify.error(answer.formError.title, { description: answer.formError.description });
  }, [fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      className="grid gap-4"
      aria-label="Formulário de contato"
      onFocus={validation.onFocus}
      onBlur={validation.onBlur}
      onChange={validation.onChange}
      onSubmit={validation.onSubmit}
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
      <TextField
        idPrefix={idPrefix}
        name="name"
        label="Nome"
        required
        autoComplete="name"
        maxLength={120}
        defaultValue={values.name ?? viewer?.fullName}
        error={validation.errors.name}
      />
      <TextField
        idPrefix={idPrefix}
        name="email"
        type="email"
        label="E-mail"
        required
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        defaultValue={values.email ?? viewer?.email}
        error={validation.errors.email}
      />
      <TextField
        idPrefix={idPrefix}
        name="subject"
        label="Assunto"
        required
        maxLength={150}
        placeholder="Ex.: prazo da minha amostra"
        defaultValue={values.subject}
        error={validation.errors.subject}
      />
      <TextAreaField
        idPrefix={idPrefix}
        name="message"
        label="Mensagem"
        required
        rows={4}
        maxLength={5000}
        placeholder="Conte como podemos ajudar"
        defaultValue={values.message}
        error={validation.errors.message}
      />
      <Button type="submit" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden />
        {sending ? CONTACT_MESSAGES.sending : CONTACT_MESSAGES.submit}
      </Button>
    </fetcher.Form>
  );
}
