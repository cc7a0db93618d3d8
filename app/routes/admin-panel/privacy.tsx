import { useSearchParams } from "react-router";
import type { Route } from "./+types/privacy";
import { requireAdmin } from "~/lib/session.server";
import { pageMeta } from "~/lib/meta";
import { adminErrorMessage, pageNumber } from "~/models/admin/errors.server";
import { listContactMessages, listRemovalRequests, markContactHandled, markRemovalHandled } from "~/models/admin/privacy.server";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { ContactList, RemovalList } from "~/components/admin/privacy-lists";
import { failure, isUuid, readAdminForm, success, text, unknownIntent } from "./action-helpers.server";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Privacidade – Painel", description: "Pedidos LGPD e mensagens de contato.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const url = new URL(request.url);
  const [removals, contacts] = await Promise.all([
    listRemovalRequests(pageNumber(url.searchParams.get("pedidos"))),
    listContactMessages(pageNumber(url.searchParams.get("mensagens"))),
  ]);
  return { removals, contacts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request, "/dashboard");
  const form = await readAdminForm(request);
  if (!form) return unknownIntent();
  const intent = text(form, "intent");
  const id = text(form, "id");
  if (!isUuid(id)) return unknownIntent();
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
  const { removals, contacts } = loaderData;
  const [params, setParams] = useSearchParams();
  const tab = params.get("aba") === "contato" ? "contato" : "remocao";
  return (
    <>
      <AdminPageHeader title="Privacidade e contato" description="Pedidos de remoção de dados (LGPD, prazo de até 30 dias) e mensagens enviadas ao suporte." />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === "contato") next.set("aba", "contato");
              else next.delete("aba");
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
      >
        <TabsList className="sm:max-w-lg">
          <TabsTrigger value="remocao">Remoção de dados{removals.pending ? ` (${removals.pending})` : ""}</TabsTrigger>
          <TabsTrigger value="contato">Mensagens{contacts.pending ? ` (${contacts.pending})` : ""}</TabsTrigger>
        </TabsList>
        <TabsContent value="remocao">
          <RemovalList rows={removals.rows} />
          {removals.total ? <Pagination page={removals.page} pageCount={removals.pageCount} total={removals.total} param="pedidos" /> : null}
        </TabsContent>
        <TabsContent value="contato">
          <ContactList rows={contacts.rows} />
          {contacts.total ? <Pagination page={contacts.page} pageCount={contacts.pageCount} total={contacts.total} param="mensagens" /> : null}
        </TabsContent>
      </Tabs>
    </>
  );
}
