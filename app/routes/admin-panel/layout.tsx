import { Link, Outlet, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { ExternalLink } from "~/components/icons";
import type { Route } from "./+types/layout";
import { requireAdminPanelMiddleware } from "~/middleware/guards";
import { requireAcceptedTermsMiddleware } from "~/middleware/terms";
import { requireAdmin } from "~/services/session.server";
import { attentionCounts } from "~/models/admin/attention.server";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { PageSkeleton } from "~/components/admin/page-skeleton";
import { LeaveGuard } from "~/components/admin/leave-guard";
import { SidebarInset, SidebarProvider, SidebarTrigger, sidebarOpenFromCookie } from "~/components/ui/sidebar";
import { useRootData } from "~/lib/render/root-data";

export const middleware: Route.MiddlewareFunction[] = [requireAdminPanelMiddleware, requireAcceptedTermsMiddleware];

/**
 * The sidebar's open state comes from its cookie, so the server paints it right the first time; the
 * counts of what needs attention are one statement.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  return { sidebarOpen: sidebarOpenFromCookie(request.headers.get("cookie")), attention: await attentionCounts() };
}

/** After an action (a sample approved, a review moderated…) the counts are read again; a plain navigation keeps them. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return Boolean(formMethod && formMethod.toUpperCase() !== "GET") && defaultShouldRevalidate;
}

export default function AdminPanelLayout({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const navigation = useNavigation();
  const location = useLocation();
  const changingPage = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  return (
    <SidebarProvider defaultOpen={loaderData.sidebarOpen} className="bg-cream-50">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Pular para o conteúdo
      </a>
      <AdminSidebar attention={loaderData.attention} />
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-cream-200 bg-white/95 px-2 backdrop-blur sm:px-4">
          <SidebarTrigger />
          <span className="hidden text-xs text-muted sm:inline" aria-hidden>
            Ctrl/⌘ + B
          </span>
          <span className="ml-1 truncate text-sm font-semibold text-brand-900 sm:hidden">Painel</span>
          <div className="ml-auto flex items-center gap-2">
            <Link
              to="/"
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-cream-100"
            >
              Ver site <ExternalLink className="size-4" aria-hidden />
            </Link>
            {root?.user ? (
              <span
                className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
                title={`${root.user.fullName} (${root.user.email})`}
                aria-label={`Conectado como ${root.user.fullName}`}
                role="img"
              >
                {root.user.initials}
              </span>
            ) : null}
          </div>
        </header>
        <main id="conteudo" className="mx-auto w-full max-w-7xl flex-1 px-3 py-5 sm:px-6 sm:py-8" aria-busy={changingPage || undefined}>
          {changingPage ? <PageSkeleton /> : <Outlet />}
        </main>
        <LeaveGuard />
      </SidebarInset>
    </SidebarProvider>
  );
}
