import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { auth } from "~/services/auth.server";
import { getUser } from "~/services/session.server";
import { redirectWithToast } from "~/lib/server/toast.server";
import { SESSION_TEXTS } from "~/i18n/auth";
import { endAllAccountSessions } from "~/models/sessions.server";

/**
 * 'Sair' ends this browser's session only; "Sair de todos os aparelhos" (intent "everywhere", from the
 * account page) ends every session of the account. Both then go to the home page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers();
  const user = getUser(context);
  // A POST without a form body (a script, an old link) is a plain 'Sair', not an error.
  const form = await request.formData().catch(() => null);
  const everywhere = form?.get("intent") === "everywhere";
  if (user) {
    // better-auth deletes this browser's session and answers with the cookies that clear it.
    const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    if (everywhere) await endAllAccountSessions(user.id);
  }
  const toast = user && everywhere ? SESSION_TEXTS.signedOutEverywhere : { title: SESSION_TEXTS.signedOut };
  return redirectWithToast("/", { type: "info", ...toast }, { headers });
}

export function loader() {
  return redirect("/");
}
