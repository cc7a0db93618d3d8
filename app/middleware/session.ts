import type { MiddlewareFunction } from "react-router";
import { flashScope } from "~/lib/server/toast.server";
import { readSessionUser, userContext } from "~/services/session.server";

/** Root middleware: resolves the session once per request, and gives the request its flash scope. */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(userContext, await readSessionUser(request));
  return flashScope(next);
};
