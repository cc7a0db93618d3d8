import { Link } from "react-router";
import { BarChart3, LayoutDashboard, Shield, Users } from "~/components/icons";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/common/cn";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";

const LINKS = [
  { to: "/admin", label: "Painel Admin", icon: Shield, text: "Amostras e visão geral da loja." },
  { to: "/admin-panel", label: "Admin Panel", icon: LayoutDashboard, text: "Produtos, blog, prêmios e configurações." },
  { to: "/admin-panel/usuarios", label: "Usuários", icon: Users, text: "Contas, papéis, status e pontos." },
  { to: "/admin-panel/relatorios", label: "Relatórios", icon: BarChart3, text: "Números de amostras, avaliações e resgates." },
];

/** The admin tab: entry points to /admin and /admin-panel. */
export function AdminLinks() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-brand-900">Administração</h2>
        <CardDescription>Atalhos para as áreas de administração do site.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        {LINKS.map(({ to, label, icon: Icon, text }) => (
          <Link
            key={to}
            to={to}
            className={cn(buttonVariants({ variant: "outline", className: "h-auto justify-start py-3 text-left whitespace-normal" }))}
          >
            <Icon className="size-5" aria-hidden />
            <span className="flex flex-col">
              <span>{label}</span>
              <span className="text-xs font-normal text-muted">{text}</span>
            </span>
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
