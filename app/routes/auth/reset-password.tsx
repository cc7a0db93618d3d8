import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Nova senha", description: "Nova senha – Raiz Vital." });

export default function Page() {
  return <ComingSoon title="Nova senha" />;
}
