import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";
import { AUTH_TEXTS } from "~/i18n/auth";
import { getUser } from "~/services/session.server";
import { redirectWithToast } from "~/lib/server/toast.server";
import { authReturnPath } from "~/lib/server/safe-redirect.server";

/**
 * A signed-in visitor has no business on /auth and goes home (specification), except: arriving from
 * the confirmation link (signed in by it) goes on, with a welcome, to the page the sign-up started from
 * (a product with its sample form) or else the dashboard, and a password reset link works whatever the
 * browser's session.
 */
const authPagesMiddleware: Route.MiddlewareFunction = async ({ request, context }, next) => {
  if (!getUser(context)) return next();
  const url = new URL(request.url);
  if (url.pathname === "/auth/nova-senha") return next();
  if (url.searchParams.has("confirmado")) {
    // Back to the page the sign-up started from (a product with its sample form), else the dashboard.
    throw await redirectWithToast(authReturnPath(url.searchParams.get("redirectTo")) ?? "/dashboard", {
      type: "success",
      title: AUTH_TEXTS.emailConfirmedTitle,
      description: AUTH_TEXTS.emailConfirmedDescription,
    });
  }
  throw redirect("/");
};

export const middleware: Route.MiddlewareFunction[] = [authPagesMiddleware];

export default function AuthLayout() {
  return <Outlet />;
}
