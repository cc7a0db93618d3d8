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

/** A status as a badge coloured by `tones` (an unknown status takes the pending tone). */
function ToneBadge({ tones, status, label }: { tones: Record<string, string>; status: string; label: string }) {
  return <Badge className={cn(tones[status] || tones.pending)}>{label}</Badge>;
}

export function SampleStatusBadge({ status }: { status: string }) {
  return <ToneBadge tones={SAMPLE_TONE} status={status} label={sampleStatusLabel(status)} />;
}

const REDEMPTION_TONE: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  shipped: "bg-sky-100 text-sky-900",
  completed: "bg-brand-100 text-brand-800",
  cancelled: "bg-cream-200 text-ink",
};

export function RedemptionStatusBadge({ status }: { status: string }) {
  return <ToneBadge tones={REDEMPTION_TONE} status={status} label={redemptionStatusLabel(status)} />;
}
