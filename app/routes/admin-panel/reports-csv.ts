import type { Route } from "./+types/reports-csv";
import { requireAdmin } from "~/services/session.server";
import { csvResponse } from "~/models/admin/csv.server";
import { readDayRange } from "~/models/admin/date-range.server";
import { dailyCsv } from "~/models/admin/reports.server";

/**
 * The reports' period day by day (samples, reviews, redemptions, new users) as a spreadsheet: the same
 * period as the page (periodo, or de and ate, in the address); a bad one is refused with its message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request, "/dashboard");
  const params = new URL(request.url).searchParams;
  const read = readDayRange({ preset: params.get("periodo"), from: params.get("de"), to: params.get("ate") });
  if (!read.ok || !read.range) {
    return new Response(read.ok ? "Período inválido." : read.message, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { range } = read;
  return csvResponse(await dailyCsv(range), `relatorio-${range.from}-a-${range.to}.csv`);
}
