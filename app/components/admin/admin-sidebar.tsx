import { Link, useMatch } from "react-router";
import { ArrowLeft, Leaf } from "~/components/icons";
import {
  Sidebar, SidebarContent, SidebarFooter, SidebarGroupLabel, SidebarHeader, SidebarMenu, SidebarMenuButton, SidebarMenuItem, useSidebar,
} from "~/components/ui/sidebar";
import { BRAND } from "~/lib/brand";
import { ADMIN_NAV, type AdminNavItem } from "./admin-nav";

export function AdminSidebar() {
  const { isMobile, setOpenMobile } = useSidebar();
  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false);
  };
  return (
    <Sidebar label="Menu do painel">
      <SidebarHeader className="border-b border-cream-200">
        <Link
          to="/admin-panel"
          onClick={closeOnMobile}
          className="flex min-h-11 items-center gap-2 rounded-lg px-1.5 group-data-[collapsible=icon]:justify-center group-data-[collapsible=icon]:px-0"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
            <Leaf className="size-5" aria-hidden />
          </span>
          <span className="min-w-0 group-data-[collapsible=icon]:sr-only">
            <span className="block truncate font-display text-base font-semibold text-brand-900">{BRAND.name}</span>
            <span className="block text-xs text-muted">Painel administrativo</span>
          </span>
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Painel administrativo">
          <SidebarGroupLabel>Gestão</SidebarGroupLabel>
          <SidebarMenu>
            {ADMIN_NAV.map((item) => (
              <NavItem key={item.to} item={item} onNavigate={closeOnMobile} />
            ))}
          </SidebarMenu>
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild tooltip="Voltar ao site">
              <Link to="/" onClick={closeOnMobile}>
                <ArrowLeft aria-hidden className="text-muted" />
                <span className="group-data-[collapsible=icon]:sr-only">Voltar ao site</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}

function NavItem({ item, onNavigate }: { item: AdminNavItem; onNavigate: () => void }) {
  const isActive = Boolean(useMatch({ path: item.to, end: item.end ?? false }));
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={isActive} tooltip={item.title}>
        <Link to={item.to} prefetch="intent" onClick={onNavigate} aria-current={isActive ? "page" : undefined}>
          <item.icon aria-hidden className={isActive ? "text-brand-700" : "text-muted"} />
          <span className="flex min-w-0 flex-col group-data-[collapsible=icon]:sr-only">
            <span className="truncate font-semibold">{item.title}</span>
            <span className="truncate text-xs font-normal text-muted">{item.description}</span>
          </span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}
