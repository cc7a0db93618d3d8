import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Produto", description: "Produto – Raiz Vital." });

export default function Page() {
  return <ComingSoon title="Produto" />;
}
