import { Send } from "~/components/icons";
import { OutcomeNote, RefusalNote, SubmitButton } from "~/components/ui/form-parts";
import { EmailField, IntentFetcherForm, TextAreaField, TextField } from "~/components/ui/field";
import { useConformForm, type FormAnswer } from "~/components/ui/use-conform-form";
import { useFetcherAnswer } from "~/hooks/use-fetcher-answer";
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
  const { fetcher, result, failed, sending } = useFetcherAnswer<ContactActionData>(`contact-${idPrefix}`, "contact");
  const { form, fields, onFocus } = useConformForm(loadContactSchema, result, {
    id: idPrefix,
    defaultValue: viewer ? { name: viewer.fullName, email: viewer.email } : undefined,
  });

  return (
    <IntentFetcherForm fetcher={fetcher} form={form} intent="contact" onFocus={onFocus} aria-label="Formulário de contato">
      {/* Left empty by people; bots that fill every field are ignored. */}
      <div className="hidden" aria-hidden>
        <label>
          Não preencha este campo
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {result?.ok && !sending ? (
        <OutcomeNote tone="success" title={CONTACT_MESSAGES.successTitle} className="p-3 text-sm">
          {CONTACT_MESSAGES.successDescription}
        </OutcomeNote>
      ) : null}
      <RefusalNote refusal={sending ? undefined : failed?.formError} />
      <TextField meta={fields.name} label="Nome" required autoComplete="name" maxLength={120} />
      <EmailField meta={fields.email} required maxLength={254} />
      <TextField meta={fields.subject} label="Assunto" required maxLength={150} placeholder="Ex.: prazo da minha amostra" />
      <TextAreaField meta={fields.message} label="Mensagem" required rows={4} maxLength={5000} placeholder="Conte como podemos ajudar" />
      <SubmitButton
        icon={Send}
        pending={sending}
        pendingLabel={CONTACT_MESSAGES.sending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {CONTACT_MESSAGES.submit}
      </SubmitButton>
    </IntentFetcherForm>
  );
}
