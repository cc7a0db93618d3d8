import type { Route } from "./+types/samples-csv";
import { requireAdmin } from "~/services/session.server";
import { csvResponse } from "~/models/admin/csv.server";
import { sampleFilters, samplesCsv } from "~/models/admin/samples.server";

/** The filtered sample requests as a spreadsheet, for the shipping team. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const filters = sampleFilters(new URL(request.url));
  const date = new Date().toISOString().slice(0, 10);
  return csvResponse(await samplesCsv(filters), `amostras-${date}.csv`);
}
