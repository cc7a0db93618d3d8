import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Relatórios", description: "Relatórios – Raiz Vital." });

export default function Page() {
  return <ComingSoon title="Relatórios" />;
}
