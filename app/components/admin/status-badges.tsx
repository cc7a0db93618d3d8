import { Badge } from "~/components/ui/badge";
import { redemptionStatusLabel, sampleStatusLabel } from "~/i18n/labels";
import { cn } from "~/lib/common/cn";

const SAMPLE_TONE: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-900",
  shipped: "bg-indigo-100 text-indigo-900",
  delivered: "bg-brand-100 text-brand-800",
  completed: "bg-leaf-100 text-brand-900",
  rejected: "bg-cream-200 text-ink",
};

export function SampleStatusBadge({ status }: { status: string }) {
  const key = SAMPLE_TONE[status] ? status : "pending";
  return <Badge className={cn(SAMPLE_TONE[key])}>{sampleStatusLabel(status)}</Badge>;
}

const REDEMPTION_TONE: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  completed: "bg-brand-100 text-brand-800",
  cancelled: "bg-cream-200 text-ink",
};

export function RedemptionStatusBadge({ status }: { status: string }) {
  const key = REDEMPTION_TONE[status] ? status : "pending";
  return <Badge className={cn(REDEMPTION_TONE[key])}>{redemptionStatusLabel(status)}</Badge>;
}
