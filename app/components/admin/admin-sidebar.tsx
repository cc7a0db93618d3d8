import { Link, useMatch } from "react-router";
import { ArrowLeft, Leaf } from "~/components/icons";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "~/components/ui/sidebar";
import { formatNumber } from "~/i18n/format";
import { BRAND } from "~/lib/common/brand";
import type { AttentionCounts } from "~/models/admin/attention.server";
import { ADMIN_NAV, type AdminNavItem } from "./admin-nav";

/** The badge of a section: how many things wait there, and what they are in words (for screen readers and the tooltip). */
export function attentionBadge(
  kind: AdminNavItem["attention"],
  counts: AttentionCounts | undefined,
): { count: number; text: string } | null {
  if (!kind || !counts) return null;
  const n = (value: number, one: string, many: string) => `${formatNumber(value)} ${value === 1 ? one : many}`;
  switch (kind) {
    case "samples":
      return {
        count: counts.samples,
        text: n(counts.samples, "amostra aguardando aprovação ou envio", "amostras aguardando aprovação ou envio"),
      };
    case "reviews":
      return { count: counts.reviews, text: n(counts.reviews, "avaliação pendente", "avaliações pendentes") };
    case "privacy":
      return {
        count: counts.privacy + counts.contact,
        text: `${n(counts.privacy, "pedido de privacidade aberto", "pedidos de privacidade abertos")} e ${n(counts.contact, "mensagem de contato aberta", "mensagens de contato abertas")}`,
      };
  }
}

export function AdminSidebar({ attention }: { attention?: AttentionCounts }) {
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
              <NavItem key={item.to} item={item} badge={attentionBadge(item.attention, attention)} onNavigate={closeOnMobile} />
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

function NavItem({
  item,
  badge,
  onNavigate,
}: {
  item: AdminNavItem;
  badge: { count: number; text: string } | null;
  onNavigate: () => void;
}) {
  const isActive = Boolean(useMatch({ path: item.to, end: item.end ?? false }));
  const waiting = badge && badge.count > 0 ? badge : null;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={isActive} tooltip={waiting ? `${item.title}: ${waiting.text}` : item.title}>
        <Link to={item.to} prefetch="intent" onClick={onNavigate} aria-current={isActive ? "page" : undefined}>
          <item.icon aria-hidden className={isActive ? "text-brand-700" : "text-muted"} />
          <span className="flex min-w-0 flex-col group-data-[collapsible=icon]:sr-only">
            <span className="truncate font-semibold">{item.title}</span>
            <span className="truncate text-xs font-normal text-muted">{item.description}</span>
          </span>
          {waiting ? (
            <span
              className="ml-auto inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-amber-700 px-1.5 py-0.5 text-xs font-bold text-white tabular-nums group-data-[collapsible=icon]:absolute group-data-[collapsible=icon]:top-0.5 group-data-[collapsible=icon]:right-0.5 group-data-[collapsible=icon]:min-w-4 group-data-[collapsible=icon]:px-1 group-data-[collapsible=icon]:py-0 group-data-[collapsible=icon]:text-[10px]"
              data-testid="attention-badge"
              title={waiting.text}
            >
              <span aria-hidden>{waiting.count > 99 ? "99+" : formatNumber(waiting.count)}</span>
              <span className="sr-only">{`: ${waiting.text}`}</span>
            </span>
          ) : null}
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}
