import type { Route } from "./+types/emails";
import { formText } from "~/lib/common/form-text";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { adminErrorMessage, pageNumber } from "~/models/admin/errors.server";
import { listMailDeliveries, retryAllMailDeliveries, retryMailDelivery } from "~/models/admin/mail.server";
import { AdminPageHeader } from "~/components/admin/page-header";
import { MailDeliveryList, RetryButton } from "~/components/admin/mail-delivery-list";
import { failure, isUuid, readAdminAction, success, unknownIntent } from "./action-helpers.server";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "E-mails – Painel", description: "Envios de e-mail com falha.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const url = new URL(request.url);
  return { deliveries: await listMailDeliveries(pageNumber(url.searchParams.get("pagina"))) };
}

export async function action(args: Route.ActionArgs) {
  const { admin, form, intent } = await readAdminAction(args);
  if (!form) return unknownIntent();
  try {
    if (intent === "retry") {
      const id = formText(form, "id");
      if (!isUuid(id)) return unknownIntent();
      await retryMailDelivery(id, admin.id);
      return success("E-mail colocado na fila de novo.", "Ele será enviado em instantes.");
    }
    if (intent === "retry-all") {
      const count = await retryAllMailDeliveries(admin.id);
      return success(
        count ? `${count === 1 ? "1 e-mail colocado" : `${count} e-mails colocados`} na fila de novo.` : "Nenhum envio com falha.",
      );
    }
  } catch (error) {
    return failure("Erro ao reenviar.", { description: adminErrorMessage(error) });
  }
  return unknownIntent();
}

export default function AdminEmails({ loaderData }: Route.ComponentProps) {
  const { deliveries } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="E-mails com falha"
        description="Envios que o servidor de e-mail recusou ou não respondeu. O sistema tenta de novo sozinho, com intervalos cada vez maiores; use Reenviar para tentar agora."
        actions={deliveries.total ? <RetryButton label="Reenviar todos os e-mails com falha">Reenviar todos</RetryButton> : null}
      />
      <MailDeliveryList rows={deliveries.rows} page={deliveries} />
    </>
  );
}
