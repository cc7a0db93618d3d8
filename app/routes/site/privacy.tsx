import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Privacidade (LGPD)", description: "Privacidade (LGPD) – Raiz Vital." });

export default function Page() {
  return <ComingSoon title="Privacidade (LGPD)" />;
}
