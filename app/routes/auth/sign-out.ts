import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { auth } from "~/services/auth.server";
import { getUser } from "~/services/session.server";
import { redirectWithToast } from "~/lib/server/toast.server";

/** 'Sair' ends every session of the account, then goes to the home page. */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers();
  if (getUser(context)) {
    await auth()
      .api.revokeSessions({ headers: request.headers })
      .catch(() => undefined);
    const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  }
  return redirectWithToast("/", { type: "info", title: "Você saiu da sua conta." }, { headers });
}

export function loader() {
  return redirect("/");
}
