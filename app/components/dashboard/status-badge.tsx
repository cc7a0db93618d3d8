import { Badge } from "~/components/ui/badge";
import { redemptionStatusLabel, sampleStatusLabel } from "~/i18n/labels";

type Variant = "points" | "info" | "default" | "danger" | "muted";

const SAMPLE_VARIANTS: Record<string, Variant> = {
  pending: "points",
  approved: "info",
  shipped: "info",
  delivered: "default",
  completed: "default",
  rejected: "danger",
};
const REDEMPTION_VARIANTS: Record<string, Variant> = { pending: "points", shipped: "info", completed: "default", cancelled: "danger" };

/** A request's status; one the customer cancelled (kept as rejected) says "Cancelado". */
export function SampleStatusBadge({ status, cancelled = false }: { status: string; cancelled?: boolean }) {
  if (cancelled) return <Badge variant="muted">Cancelado</Badge>;
  return <Badge variant={SAMPLE_VARIANTS[status] ?? "points"}>{sampleStatusLabel(status)}</Badge>;
}

export function RedemptionStatusBadge({ status }: { status: string }) {
  return <Badge variant={REDEMPTION_VARIANTS[status] ?? "points"}>{redemptionStatusLabel(status)}</Badge>;
}
