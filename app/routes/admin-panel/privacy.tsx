import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Privacidade", description: "Privacidade – Raiz Vital." });

export default function Page() {
  return <ComingSoon title="Privacidade" />;
}
