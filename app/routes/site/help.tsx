import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Central de Ajuda", description: "Central de Ajuda – Raiz Vital." });

export default function Page() {
  return <ComingSoon title="Central de Ajuda" />;
}
