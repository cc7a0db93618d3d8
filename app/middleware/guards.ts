import type { MiddlewareFunction } from "react-router";
import { requireAdmin, requireUser } from "~/services/session.server";

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
