import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Post", description: "Post – Raiz Vital." });

export default function Page() {
  return <ComingSoon title="Post" />;
}
