import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Sobre Nós", description: "Sobre Nós – Raiz Vital." });

export default function Page() {
  return <ComingSoon title="Sobre Nós" />;
}
