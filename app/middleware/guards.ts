import { redirect, type MiddlewareFunction } from "react-router";
import { requireAdmin, requireUser, userContext } from "~/lib/session.server";

/** /dashboard and other customer pages: anonymous visitors go to /auth. */
export const requireUserMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  requireUser(context, request);
  return next();
};

/** /admin: non-admins and anonymous visitors go to /auth. */
export const requireAdminToAuthMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  requireAdmin(context, request, "/auth");
  return next();
};

/** /admin-panel/*: anonymous visitors go to /auth, signed-in non-admins to /dashboard. */
export const requireAdminPanelMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  requireAdmin(context, request, "/dashboard");
  return next();
};

/** /auth: a signed-in user goes to the home page. */
export const redirectSignedInMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  if (context.get(userContext)) throw redirect("/");
  return next();
};
