import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Guia da Vitalidade", description: "Guia da Vitalidade – Raiz Vital." });

export default function Page() {
  return <ComingSoon title="Guia da Vitalidade" />;
}
