/**
 * /admin-panel/amostras/despacho?ids=…: bulk "Enviado". Each selected request that may ship takes its
 * own tracking code, typed or scanned (a scanner types and presses Enter: the focus moves to the next
 * row); one confirmation; one e-mail per sample with its code. The others are listed apart, with why.
 */
import type { Route } from "./+types/dispatch";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { UUID_PATTERN } from "~/validation/common";
import { sampleDispatchSchema } from "~/validation/admin/sample";
import { dispatchSamples, samplesForDispatch } from "~/models/admin/samples.server";
import { adminErrorMessage } from "~/models/admin/errors.server";
import { redirectWithToast } from "~/lib/server/toast.server";
import { AdminPageHeader } from "~/components/admin/page-header";
import { DispatchForm } from "~/components/admin/sample-dispatch-form";
import { failure, parseForm, readAdminAction, unknownIntent } from "./action-helpers.server";
import { bulkSummary } from "./sample-actions.server";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Despachar amostras – Painel", description: "Códigos de rastreio das amostras enviadas.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const ids = new URL(request.url).searchParams.getAll("ids").filter((id) => UUID_PATTERN.test(id));
  const rows = await samplesForDispatch(ids);
  return { ready: rows.filter((r) => !r.blocker), blocked: rows.filter((r) => r.blocker) };
}

const DISPATCH_ERROR = "Erro ao despachar as amostras.";

export async function action(args: Route.ActionArgs) {
  const { admin, form, intent } = await readAdminAction(args);
  if (!form || intent !== "sample-dispatch") return unknownIntent();
  const parsed = parseForm(sampleDispatchSchema, form);
  if ("errors" in parsed) return failure(DISPATCH_ERROR, { errors: parsed.errors, description: Object.values(parsed.errors)[0], form });
  try {
    const result = await dispatchSamples(parsed.data, admin.id);
    const description = bulkSummary(result, ["amostra enviada", "amostras enviadas"]);
    if (!result.changed) return failure(DISPATCH_ERROR, { description });
    return redirectWithToast("/admin-panel/amostras", {
      type: result.refused.length ? "info" : "success",
      title: "Amostras despachadas!",
      description,
    });
  } catch (error) {
    return failure(DISPATCH_ERROR, { description: adminErrorMessage(error) });
  }
}

export default function Dispatch({ loaderData }: Route.ComponentProps) {
  const { ready, blocked } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Despachar amostras"
        description="Informe o código de rastreio de cada amostra, digitado ou lido pelo leitor de código de barras. Cada cliente recebe um e-mail com o seu código."
      />
      <DispatchForm ready={ready} blocked={blocked} />
    </>
  );
}
