import {
  Award,
  ChartColumn,
  LayoutDashboard,
  Mail,
  MessageSquareText,
  Newspaper,
  Package,
  Settings,
  ShieldCheck,
  Truck,
  Users,
  type IconComponent,
} from "~/components/icons";

export interface AdminNavItem {
  to: string;
  title: string;
  description: string;
  icon: IconComponent;
  end?: boolean;
  /** Which count of what needs attention its badge shows (admin-sidebar.tsx). */
  attention?: "samples" | "reviews" | "privacy";
}

/** The panel's sections, in the sidebar's order (the nine of the specification, then privacy and e-mail deliveries). */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: "/admin-panel", title: "Dashboard", description: "Visão geral e atividade recente", icon: LayoutDashboard, end: true },
  { to: "/admin-panel/produtos", title: "Produtos", description: "Catálogo e cadastro", icon: Package },
  { to: "/admin-panel/amostras", title: "Amostras", description: "Solicitações e envios", icon: Truck, attention: "samples" },
  { to: "/admin-panel/usuarios", title: "Usuários", description: "Contas, permissões e pontos", icon: Users },
  {
    to: "/admin-panel/avaliacoes",
    title: "Avaliações",
    description: "Moderação de avaliações",
    icon: MessageSquareText,
    attention: "reviews",
  },
  { to: "/admin-panel/premios", title: "Prêmios", description: "Recompensas e resgates", icon: Award },
  { to: "/admin-panel/blog", title: "Blog", description: "Posts e categorias", icon: Newspaper },
  { to: "/admin-panel/relatorios", title: "Relatórios", description: "Números, gráficos e auditoria", icon: ChartColumn },
  { to: "/admin-panel/configuracoes", title: "Configurações", description: "Pontos por ação", icon: Settings },
  { to: "/admin-panel/privacidade", title: "Privacidade", description: "Pedidos LGPD e contato", icon: ShieldCheck, attention: "privacy" },
  { to: "/admin-panel/emails", title: "E-mails", description: "Envios com falha e reenvio", icon: Mail },
];
