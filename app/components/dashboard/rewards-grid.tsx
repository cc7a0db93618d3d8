import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Gift, Star } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { ButtonWithReason } from "~/components/ui/disabled-reason";
import type { RewardKind } from "~/db/schema/enums";
import type { ShippingQuoteTable } from "~/i18n/samples";
import { formatNumber, formatPoints } from "~/i18n/format";
import { cn } from "~/lib/common/cn";
import { uploadCopy } from "~/lib/common/upload-copies";
import { RewardAddressFields, type AddressDefaults } from "./reward-address-fields";

export interface RewardView {
  id: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  pointsRequired: number;
  stock: number | null;
  kind: RewardKind;
  /** Why it cannot be redeemed now (the button's label), or null. */
  blocker: "Esgotado" | "Pontos Insuficientes" | null;
}

/** What the dashboard's action answers to intent "redeem". */
interface RedeemAnswer {
  intent: "redeem";
  ok: boolean;
  rewardId?: string;
  errors?: Record<string, string>;
  couponCode?: string;
}

function stockText(stock: number | null) {
  if (stock === null) return "Estoque ilimitado";
  if (stock <= 0) return "Esgotado";
  return stock === 1 ? "Última unidade" : `${formatNumber(stock)} em estoque`;
}

const KIND_HINT: Record<RewardKind, string> = {
  free_shipping: "Você recebe o código na hora, aqui e por e-mail. Ele zera o frete de uma solicitação de amostra.",
  item: "Enviamos pelos Correios para o endereço abaixo.",
  digital: "Enviamos as instruções para o seu e-mail.",
};

/**
 * A reward and its redemption in two steps: "Resgatar" opens the confirmation (points spent and the
 * balance after; the delivery address for a physical reward), "Confirmar resgate" spends them. A
 * disclosure element, so the step works without JavaScript too.
 */
function RewardCard({ reward, balance, recipient }: { reward: RewardView; balance: number; recipient: string }) {
  const fetcher = useFetcher<RedeemAnswer>({ key: `redeem-${reward.id}` });
  // The last address used (GET /amostras/frete, the sample dialog's own), asked only when a physical reward's step opens.
  const prefill = useFetcher<ShippingQuoteTable>({ key: "premio-endereco" });
  const offered = prefill.data?.prefill?.address ?? null;
  // Typing before it arrives wins: the fields are not filled in underneath.
  const [typedFirst, setTypedFirst] = useState(false);
  const fillOffered = offered !== null && !typedFirst;
  const address: AddressDefaults = fillOffered ? { ...offered, fullName: recipient } : { fullName: recipient };
  const details = useRef<HTMLDetailsElement>(null);
  const running = fetcher.state !== "idle";
  // Without JavaScript the answer is the page's action data.
  const actionData = useActionData<RedeemAnswer>();
  const posted = fetcher.data ?? actionData;
  const answer = posted?.intent === "redeem" && posted.rewardId === reward.id ? posted : null;
  const errors = answer && !answer.ok ? (answer.errors ?? {}) : {};
  const id = `premio-${reward.id}`;

  useEffect(() => {
    if (answer?.ok && fetcher.state === "idle" && details.current) details.current.open = false;
  }, [answer, fetcher.state]);

  return (
    <li className="flex gap-3 rounded-2xl border border-cream-200 bg-white p-3 shadow-sm sm:flex-col sm:gap-0 sm:overflow-hidden sm:p-0">
      <div className="size-24 shrink-0 overflow-hidden rounded-xl bg-cream-100 sm:aspect-[16/11] sm:size-auto sm:w-full sm:rounded-none">
        {reward.imageUrl ? (
          <img
            src={uploadCopy(reward.imageUrl, 800) ?? reward.imageUrl}
            alt=""
            width={600}
            height={450}
            loading="lazy"
            decoding="async"
            className="size-full object-cover sm:object-top"
          />
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
        {reward.blocker ? (
          <div className="pt-1">
            <ButtonWithReason
              type="button"
              variant="secondary"
              className="w-full"
              disabled
              aria-label={`${reward.name}: ${reward.blocker}`}
              disabledReason={
                reward.blocker === "Esgotado"
                  ? "Sem unidades no momento."
                  : `Faltam ${formatPoints(Math.max(1, reward.pointsRequired - balance))}: você tem ${formatPoints(balance)}.`
              }
            >
              {reward.blocker}
            </ButtonWithReason>
          </div>
        ) : (
          <details
            ref={details}
            className="group pt-1"
            open={Object.keys(errors).length > 0 || undefined}
            onToggle={(e) => {
              if (reward.kind === "item" && e.currentTarget.open && prefill.state === "idle" && !prefill.data)
                void prefill.load("/amostras/frete");
            }}
          >
            <summary
              className={cn(
                buttonVariants({ variant: "points" }),
                "w-full cursor-pointer list-none group-open:hidden [&::-webkit-details-marker]:hidden",
              )}
              aria-label={`Resgatar ${reward.name}`}
            >
              Resgatar
            </summary>
            <fetcher.Form
              method="post"
              noValidate
              className="grid gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3"
              aria-labelledby={`${id}-confirmar`}
            >
              <input type="hidden" name="intent" value="redeem" />
              <input type="hidden" name="rewardId" value={reward.id} />
              <input type="hidden" name="confirm" value="sim" />
              <p id={`${id}-confirmar`} className="text-sm text-amber-950">
                Trocar <strong>{formatPoints(reward.pointsRequired)}</strong> por <strong>{reward.name}</strong>? Seu saldo passa de{" "}
                {formatNumber(balance)} para <strong>{formatPoints(balance - reward.pointsRequired)}</strong>.
              </p>
              <p className="text-xs text-amber-950">{KIND_HINT[reward.kind]}</p>
              {reward.kind === "item" ? (
                <div onFocus={() => (offered ? undefined : setTypedFirst(true))}>
                  <RewardAddressFields key={fillOffered ? "oferecido" : "vazio"} idPrefix={id} defaults={address} errors={errors} />
                </div>
              ) : null}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button
                  type="button"
                  variant="ghost"
                  disabled={running}
                  onClick={() => {
                    if (details.current) details.current.open = false;
                  }}
                >
                  Cancelar
                </Button>
                <Button type="submit" variant="points" disabled={running}>
                  {running ? "Resgatando..." : "Confirmar resgate"}
                </Button>
              </div>
            </fetcher.Form>
          </details>
        )}
      </div>
    </li>
  );
}

/** Active rewards, cheapest first; the button says why one cannot be redeemed. */
export function RewardsGrid({ rewards, balance, recipient }: { rewards: RewardView[]; balance: number; recipient: string }) {
  if (!rewards.length) {
    return <p className="rounded-2xl bg-cream-50 p-6 text-center text-muted">Nenhum prêmio disponível no momento. Volte em breve!</p>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Prêmios disponíveis">
      {rewards.map((reward) => (
        <RewardCard key={reward.id} reward={reward} balance={balance} recipient={recipient} />
      ))}
    </ul>
  );
}
