import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { requestEbook, subscribe } from "~/models/newsletter.server";
import { newsletterSchema } from "~/validation/newsletter";
import { fieldErrors } from "~/validation/common";
import { clientIp, hit, TOO_MANY, type Limit } from "~/lib/server/rate-limit.server";
import { dataWithToast, redirectWithToast, type ToastInput } from "~/lib/server/toast.server";
import { isDocumentRequest, returnPath } from "~/lib/server/request-kind.server";
import { NEWSLETTER_MESSAGES as M } from "~/i18n/site";
import { NEWSLETTER_TEXTS } from "~/i18n/newsletter";

export const NEWSLETTER_LIMITS = {
  footerPerIp: { name: "newsletter-ip", max: 20, windowSeconds: 3600 },
  ebookPerIp: { name: "ebook-ip", max: 10, windowSeconds: 3600 },
  // Nobody should be able to flood someone else's inbox with the guide.
  ebookPerEmail: { name: "ebook-email", max: 3, windowSeconds: 86_400 },
  // Nor with confirmation links.
  footerPerEmail: { name: "newsletter-email", max: 3, windowSeconds: 86_400 },
} satisfies Record<string, Limit>;

export interface NewsletterResult {
  ok: boolean;
  message: string;
  description?: string;
  /** The e-mail field's error, shown next to it. */
  error?: string;
}

/** Answers a fetcher with data (and a toast on success), a plain form post with a redirect back and a toast. */
async function reply(
  request: Request,
  form: FormData,
  result: NewsletterResult,
  { status = 200, type, headers }: { status?: number; type?: ToastInput["type"]; headers?: HeadersInit } = {},
) {
  const toast: ToastInput = { type: type ?? (result.ok ? "success" : "error"), title: result.message, description: result.description };
  if (isDocumentRequest(request)) return redirectWithToast(returnPath(request, form), toast, { headers });
  // Error answers (4xx) do not revalidate the page, so the form shows their message itself.
  if (status >= 400) return data(result, { status, headers });
  return dataWithToast(result, toast, { status, headers });
}

async function limited(checks: [Limit, string][]): Promise<number | null> {
  for (const [limit, key] of checks) {
    const { allowed, retryAfter } = await hit(limit, key);
    if (!allowed) return retryAfter;
  }
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const source = form.get("source") === "ebook" ? "ebook" : "footer";
  const parsed = newsletterSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    const error = fieldErrors(parsed.error).email ?? "Digite um e-mail válido";
    return reply(request, form, { ok: false, message: error, description: M.invalidEmailHint, error }, { status: 400 });
  }
  const { email } = parsed.data;
  const ip = clientIp(request);

  const retryAfter = await limited(
    source === "ebook"
      ? [
          [NEWSLETTER_LIMITS.ebookPerIp, ip],
          [NEWSLETTER_LIMITS.ebookPerEmail, email],
        ]
      : [
          [NEWSLETTER_LIMITS.footerPerIp, ip],
          [NEWSLETTER_LIMITS.footerPerEmail, email],
        ],
  );
  if (retryAfter !== null) {
    return reply(request, form, { ok: false, message: TOO_MANY }, { status: 429, headers: { "Retry-After": String(retryAfter) } });
  }

  if (source === "ebook") {
    try {
      await requestEbook(email);
    } catch (error) {
      console.error("[newsletter] falha ao enviar o guia:", error);
      return reply(request, form, { ok: false, message: M.sendFailed }, { status: 503 });
    }
    return reply(request, form, { ok: true, message: M.ebookSent, description: M.ebookSentHint });
  }

  try {
    await subscribe(email, "footer");
  } catch (error) {
    console.error("[newsletter] falha ao enviar a confirmação:", error);
    return reply(request, form, { ok: false, message: M.sendFailed }, { status: 503 });
  }
  // The same answer whether or not the address is subscribed: only its owner learns which, by e-mail.
  return reply(request, form, { ok: true, message: NEWSLETTER_TEXTS.confirmSent, description: NEWSLETTER_TEXTS.confirmSentHint });
}

export function loader() {
  return redirect("/");
}
