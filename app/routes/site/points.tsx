import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Programa de Pontos", description: "Programa de Pontos – Raiz Vital." });

export default function Page() {
  return <ComingSoon title="Programa de Pontos" />;
}
