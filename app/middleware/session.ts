import type { MiddlewareFunction } from "react-router";
import { readSessionUser, userContext } from "~/services/session.server";

/** Root middleware: resolves the session once per request. */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(userContext, await readSessionUser(request));
  return next();
};
