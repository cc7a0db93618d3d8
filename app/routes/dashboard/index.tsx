import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Dashboard", description: "Dashboard – Raiz Vital." });

export default function Page() {
  return <ComingSoon title="Dashboard" />;
}
