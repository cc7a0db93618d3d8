import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Política de Troca", description: "Política de Troca – Raiz Vital." });

export default function Page() {
  return <ComingSoon title="Política de Troca" />;
}
