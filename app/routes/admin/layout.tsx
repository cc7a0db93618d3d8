import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireAdminToAuthMiddleware } from "~/middleware/guards";
import { LeaveGuard } from "~/components/admin/leave-guard";

export const middleware: Route.MiddlewareFunction[] = [requireAdminToAuthMiddleware];

export default function AdminLayout() {
  return (
    <>
      <Outlet />
      <LeaveGuard />
    </>
  );
}
