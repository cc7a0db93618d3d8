import { formText } from "~/lib/common/form-text";
import { useUrlTab } from "~/hooks/use-url-tab";
import type { Route } from "./+types/privacy";
import { requireAdmin } from "~/services/session.server";
import { pageMeta } from "~/lib/render/meta";
import { adminErrorMessage, pageNumber, pageOf, PAGE_SIZE } from "~/models/admin/errors.server";
import { listContactMessages, markContactHandled, markRemovalHandled } from "~/models/admin/privacy.server";
import {
  carryOutRemovalRequest,
  listRemovalRequestsWithHoldings,
  PrivacyError,
  sendRemovalConfirmationLink,
} from "~/models/privacy.server";
import { readRetentionSettings, updateRetentionSettings } from "~/models/retention.server";
import { retentionSchema } from "~/validation/privacy";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ContactList, RemovalList } from "~/components/admin/privacy-lists";
import { RetentionForm } from "~/components/admin/retention-form";
import { formatDateTime } from "~/i18n/format";
import { REMOVAL_LINK_DAYS } from "~/i18n/help";
import { REQUEST_WARNING_DAYS } from "~/i18n/privacy";
import { failure, isUuid, parseForm, readAdminAction, success, unknownIntent } from "./action-helpers.server";

const PRIVACY_TABS = ["remocao", "contato", "retencao"] as const;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Privacidade – Painel", description: "Pedidos LGPD e mensagens de contato.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const url = new URL(request.url);
  const removalPage = pageNumber(url.searchParams.get("pedidos"));
  const [removalList, contacts, retention] = await Promise.all([
    listRemovalRequestsWithHoldings(removalPage, PAGE_SIZE),
    listContactMessages(pageNumber(url.searchParams.get("mensagens"))),
    readRetentionSettings(),
  ]);
  const removals = {
    ...pageOf(removalList.rows, removalList.total, removalPage),
    pending: removalList.pending,
    late: removalList.late,
    awaiting: removalList.awaiting,
  };
  return { removals, contacts, retention };
}

export async function action(args: Route.ActionArgs) {
  const { admin, form, intent } = await readAdminAction(args);
  if (!form) return unknownIntent();
  if (intent === "retention") {
    const parsed = parseForm(retentionSchema, form);
    if ("errors" in parsed) return failure("Confira os prazos.", { errors: parsed.errors, form });
    await updateRetentionSettings(parsed.data, admin.id);
    return success("Prazos de retenção atualizados.", "A página de privacidade já mostra os novos prazos.");
  }
  const id = formText(form, "id");
  if (!isUuid(id)) return unknownIntent();
  if (intent === "removal-send-link") {
    try {
      const sent = await sendRemovalConfirmationLink(id, admin.id);
      return success(
        `Link de confirmação enviado (protocolo ${sent.protocol}).`,
        `O titular tem ${REMOVAL_LINK_DAYS} dias, até ${formatDateTime(sent.expiresAt)}, para confirmar o pedido.`,
      );
    } catch (error) {
      if (error instanceof PrivacyError) return failure("Erro ao enviar o link de confirmação.", { description: error.message });
      console.error("[privacidade] falha ao enviar o link de confirmação:", error);
      return failure("Erro ao enviar o link de confirmação.", { description: adminErrorMessage(error), status: 500 });
    }
  }
  if (intent === "removal-carry-out") {
    try {
      const done = await carryOutRemovalRequest(id, admin.id, { deleteReviews: formText(form, "reviews") === "delete" });
      return success(`Remoção executada (protocolo ${done.protocol}).`, "O solicitante recebe um e-mail com o protocolo.");
    } catch (error) {
      if (error instanceof PrivacyError) return failure("Erro ao executar a remoção.", { description: error.message });
      console.error("[privacidade] falha ao executar a remoção:", error);
      return failure("Erro ao executar a remoção.", { description: adminErrorMessage(error), status: 500 });
    }
  }
  try {
    if (intent === "removal-handle") {
      await markRemovalHandled(id, admin.id);
      return success("Pedido marcado como atendido.");
    }
    if (intent === "contact-handle") {
      await markContactHandled(id, admin.id);
      return success("Mensagem marcada como atendida.");
    }
  } catch (error) {
    return failure("Erro ao marcar como atendido.", { description: adminErrorMessage(error) });
  }
  return unknownIntent();
}

export default function AdminPrivacy({ loaderData }: Route.ComponentProps) {
  const { removals, contacts, retention } = loaderData;
  const [tab, setTab] = useUrlTab(PRIVACY_TABS, "remocao");
  return (
    <>
      <AdminPageHeader
        title="Privacidade e contato"
        description="Pedidos de remoção de dados (LGPD, prazo de até 30 dias) e mensagens enviadas ao suporte."
      />
      {removals.late ? (
        <p role="status" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {removals.late === 1 ? "1 pedido pendente" : `${removals.late} pedidos pendentes`} há mais de {REQUEST_WARNING_DAYS} dias. O site
          promete atender em até 30 dias.
        </p>
      ) : null}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="sm:max-w-xl">
          <TabsTrigger value="remocao">
            Remoção<span className="hidden sm:inline">&nbsp;de dados</span>
            {removals.pending ? ` (${removals.pending})` : ""}
          </TabsTrigger>
          <TabsTrigger value="contato">Mensagens{contacts.pending ? ` (${contacts.pending})` : ""}</TabsTrigger>
          <TabsTrigger value="retencao">Retenção</TabsTrigger>
        </TabsList>
        <TabsContent value="remocao">
          {removals.awaiting ? (
            <p className="mb-3 text-sm text-muted">
              {removals.awaiting === 1 ? "1 pedido aguarda" : `${removals.awaiting} pedidos aguardam`} a confirmação do titular pelo link
              enviado ao e-mail; sem ela, a remoção não pode ser executada e o pedido é descartado em {REMOVAL_LINK_DAYS} dias.
            </p>
          ) : null}
          <RemovalList rows={removals.rows} page={removals} />
        </TabsContent>
        <TabsContent value="contato">
          <ContactList rows={contacts.rows} page={contacts} />
        </TabsContent>
        <TabsContent value="retencao">
          <RetentionForm settings={retention} />
        </TabsContent>
      </Tabs>
    </>
  );
}
