import type { Route } from "./+types/packing-csv";
import { requireAdmin } from "~/services/session.server";
import { csvResponse } from "~/models/admin/csv.server";
import { correiosPrePostingText, latin1, packingCsv, packingIds, packingSelection } from "~/models/admin/packing.server";

/**
 * GET /admin-panel/amostras/separacao.csv?ids=…[&formato=correios]: the packable requests of the
 * selection (held ones never) as a spreadsheet, or in the Correios pre-posting import layout.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const url = new URL(request.url);
  const { ready } = await packingSelection(packingIds(url));
  const date = new Date().toISOString().slice(0, 10);
  if (url.searchParams.get("formato") === "correios") {
    return new Response(latin1(correiosPrePostingText(ready)), {
      headers: {
        "Content-Type": "text/csv; charset=windows-1252",
        "Content-Disposition": `attachment; filename="pre-postagem-correios-${date}.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  }
  return csvResponse(packingCsv(ready), `separacao-${date}.csv`);
}
