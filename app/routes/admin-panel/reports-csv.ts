import type { Route } from "./+types/reports-csv";
import { requireAdmin } from "~/lib/session.server";
import { csvResponse } from "~/models/admin/csv.server";
import { weeklyCsv } from "~/models/admin/reports.server";

/** The weekly series of the reports (samples, reviews, redemptions, new users) as a spreadsheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const date = new Date().toISOString().slice(0, 10);
  return csvResponse(await weeklyCsv(), `relatorio-semanal-${date}.csv`);
}
