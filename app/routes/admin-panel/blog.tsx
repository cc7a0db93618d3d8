import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Blog", description: "Blog – Raiz Vital." });

export default function Page() {
  return <ComingSoon title="Blog" />;
}
