import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireAdminPanelMiddleware } from "~/middleware/guards";

export const middleware: Route.MiddlewareFunction[] = [requireAdminPanelMiddleware];

export default function AdminPanelLayout() {
  return (
    <div className="min-h-dvh bg-cream-50">
      <Outlet />
    </div>
  );
}
