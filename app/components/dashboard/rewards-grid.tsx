import { useFetcher } from "react-router";
import { Gift, Star } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatNumber, formatPoints } from "~/i18n/format";
import { uploadCopy } from "~/lib/upload-copies";

export interface RewardView {
  id: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  pointsRequired: number;
  stock: number | null;
  /** Why it cannot be redeemed now (the button's label), or null. */
  blocker: "Esgotado" | "Pontos Insuficientes" | null;
}

function stockText(stock: number | null) {
  if (stock === null) return "Estoque ilimitado";
  if (stock <= 0) return "Sem estoque";
  return stock === 1 ? "Última unidade" : `${formatNumber(stock)} em estoque`;
}

function RewardCard({ reward }: { reward: RewardView }) {
  const fetcher = useFetcher({ key: `redeem-${reward.id}` });
  const running = fetcher.state !== "idle";
  return (
    <li className="flex gap-3 rounded-2xl border border-cream-200 bg-white p-3 shadow-sm sm:flex-col sm:gap-0 sm:overflow-hidden sm:p-0">
      <div className="size-24 shrink-0 overflow-hidden rounded-xl bg-cream-100 sm:aspect-[16/11] sm:size-auto sm:w-full sm:rounded-none">
        {reward.imageUrl ? (
          <img src={uploadCopy(reward.imageUrl, 800) ?? reward.imageUrl} alt="" width={600} height={450} loading="lazy" decoding="async" className="size-full object-cover sm:object-top" />
        ) : (
          <div className="flex size-full items-center justify-center">
            <Gift className="size-12 text-brand-400" aria-hidden />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:p-4">
        <h3 className="font-semibold text-brand-900">{reward.name}</h3>
        {reward.description ? <p className="line-clamp-3 text-sm text-muted sm:line-clamp-none">{reward.description}</p> : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <Badge variant="points" className="text-sm">
            <Star className="size-3.5 fill-amber-500 text-amber-600" aria-hidden />
            {formatPoints(reward.pointsRequired)}
          </Badge>
          <span className="text-xs text-muted">{stockText(reward.stock)}</span>
        </div>
        <fetcher.Form method="post" className="pt-1">
          <input type="hidden" name="intent" value="redeem" />
          <input type="hidden" name="rewardId" value={reward.id} />
          <Button
            type="submit"
            variant={reward.blocker ? "secondary" : "points"}
            className="w-full"
            disabled={Boolean(reward.blocker) || running}
            aria-label={running ? undefined : reward.blocker ? `${reward.name}: ${reward.blocker}` : `Resgatar ${reward.name}`}
          >
            {running ? "Resgatando..." : (reward.blocker ?? "Resgatar")}
          </Button>
        </fetcher.Form>
      </div>
    </li>
  );
}

/** Active rewards, cheapest first; the button says why one cannot be redeemed. */
export function RewardsGrid({ rewards }: { rewards: RewardView[] }) {
  if (!rewards.length) {
    return <p className="rounded-2xl bg-cream-50 p-6 text-center text-muted">Nenhum prêmio disponível no momento. Volte em breve!</p>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Prêmios disponíveis">
      {rewards.map((reward) => (
        <RewardCard key={reward.id} reward={reward} />
      ))}
    </ul>
  );
}
