import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireUserMiddleware } from "~/middleware/guards";

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export default function DashboardLayout() {
  return <Outlet />;
}
