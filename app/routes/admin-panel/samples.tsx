import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Amostras", description: "Amostras – Raiz Vital." });

export default function Page() {
  return <ComingSoon title="Amostras" />;
}
