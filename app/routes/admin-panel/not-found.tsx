import { data } from "react-router";
import { NotFoundContent } from "~/routes/site/not-found";
import { pageMeta } from "~/lib/meta";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => pageMeta({ title: "Página não encontrada", description: "Página do painel inexistente.", noindex: true });

export default function AdminPanelNotFound() {
  return <NotFoundContent />;
}
