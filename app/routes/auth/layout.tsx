import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { redirectSignedInMiddleware } from "~/middleware/guards";

export const middleware: Route.MiddlewareFunction[] = [redirectSignedInMiddleware];

export default function AuthLayout() {
  return <Outlet />;
}
