import type { Route } from "./+types/rewards";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { crudError } from "~/i18n/admin";
import { adminErrorMessage, pageNumber } from "~/models/admin/errors.server";
import {
  createReward,
  deleteReward,
  listRedemptions,
  listRewards,
  moveRedemption,
  REDEMPTION_SORT,
  redemptionStatusFilter,
  REWARD_SORT,
  truncate,
  updateReward,
} from "~/models/admin/rewards.server";
import { readSort, SORT_PARAM } from "~/lib/common/list-sort";
import { redemptionShipSchema, rewardSchema } from "~/validation/admin/reward";
import { AdminPageHeader, SectionTitle } from "~/components/admin/page-header";
import { NewItemDialog } from "~/components/admin/form-dialog";
import { adminFormId } from "~/components/admin/use-admin-form";
import { RedemptionStatusFilter, RedemptionTable } from "~/components/admin/redemption-table";
import { RewardForm } from "~/components/admin/reward-form";
import { RewardTable } from "~/components/admin/reward-table";
import {
  crud,
  failure,
  formVersion,
  isUuid,
  parseForm,
  readAdminAction,
  success,
  TOO_LARGE,
  unknownIntent,
  withFormImage,
} from "./action-helpers.server";

const REDEMPTION_SORT_PARAM = "ordem-resgates";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Prêmios – Painel", description: "Prêmios e resgates.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const url = new URL(request.url);
  const status = redemptionStatusFilter(url.searchParams.get("status"));
  const rewardSort = readSort(url.searchParams, REWARD_SORT);
  const redemptionSort = readSort(url.searchParams, REDEMPTION_SORT, REDEMPTION_SORT_PARAM);
  const [rewards, redemptions] = await Promise.all([
    listRewards(rewardSort),
    listRedemptions(pageNumber(url.searchParams.get("pagina")), undefined, status, redemptionSort),
  ]);
  return {
    rewards: rewards.map((r) => ({ ...r, shortDescription: truncate(r.description) })),
    redemptions,
    status,
    rewardSort,
    redemptionSort,
  };
}

export async function action(args: Route.ActionArgs) {
  const { admin, form, intent, id } = await readAdminAction(args);
  if (!form) return failure(crudError("reward", "update", TOO_LARGE), { errors: { imageFile: TOO_LARGE }, status: 413 });

  switch (intent) {
    case "reward-create":
      return crud("reward", "create", {
        form,
        schema: rewardSchema,
        write: (input) => withFormImage(form, input, (full) => createReward(full, admin.id)),
      });
    case "reward-update":
      if (!isUuid(id)) return unknownIntent();
      return crud("reward", "update", {
        form,
        schema: rewardSchema,
        write: (input) => withFormImage(form, input, (full) => updateReward(id, full, admin.id, formVersion(form))),
      });
    case "reward-delete":
      if (!isUuid(id)) return unknownIntent();
      return crud("reward", "delete", { form, write: () => deleteReward(id, admin.id) });
    case "redemption-ship": {
      const parsed = parseForm(redemptionShipSchema, form);
      if ("errors" in parsed) {
        return failure("Erro ao enviar o prêmio.", { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
      }
      try {
        await moveRedemption(parsed.data.id, "shipped", admin.id, parsed.data.trackingCode);
        return success("Prêmio enviado!", "O cliente recebeu o código de rastreio por e-mail.");
      } catch (error) {
        return failure(`Erro ao enviar o prêmio: ${adminErrorMessage(error)}`);
      }
    }
    case "redemption-complete":
    case "redemption-cancel": {
      if (!isUuid(id)) return unknownIntent();
      const to = intent === "redemption-complete" ? "completed" : "cancelled";
      try {
        await moveRedemption(id, to, admin.id);
        return success(
          to === "completed" ? "Resgate concluído!" : "Resgate cancelado!",
          to === "cancelled"
            ? "Os pontos e o estoque foram devolvidos. O cliente foi avisado por e-mail."
            : "O cliente foi avisado por e-mail.",
        );
      } catch (error) {
        return failure(`Erro ao ${to === "completed" ? "concluir" : "cancelar"} resgate: ${adminErrorMessage(error)}`);
      }
    }
    default:
      return unknownIntent();
  }
}

export default function AdminRewards({ loaderData }: Route.ComponentProps) {
  const { rewards, redemptions, status, rewardSort, redemptionSort } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Prêmios"
        description="Recompensas que os clientes trocam por pontos, e os resgates para entregar."
        actions={
          <NewItemDialog title="Novo prêmio" formId={adminFormId("reward-create")}>
            {(fetcher, close) => <RewardForm fetcher={fetcher} onCancel={close} />}
          </NewItemDialog>
        }
      />
      <RewardTable rows={rewards} sort={rewardSort} />
      <section className="mt-10" aria-labelledby="resgates">
        <SectionTitle id="resgates">Resgates</SectionTitle>
        <RedemptionStatusFilter status={status} keep={[SORT_PARAM, REDEMPTION_SORT_PARAM]} />
        <RedemptionTable
          rows={redemptions.rows}
          page={redemptions}
          sort={redemptionSort}
          sortParam={REDEMPTION_SORT_PARAM}
          filtered={status !== "all"}
        />
      </section>
    </>
  );
}
