import { data } from "react-router";
import type { Route } from "./+types/my-data";
import { BRAND } from "~/lib/common/brand";
import { requireUser } from "~/services/session.server";
import { exportUserData } from "~/models/account.server";

/** 'Baixar meus dados': everything the site holds about the signed-in user, as a JSON file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const payload = await exportUserData(user.id);
  if (!payload) throw data(null, { status: 404 });
  const day = new Date().toISOString().slice(0, 10);
  const slug = BRAND.name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-");
  return new Response(JSON.stringify(payload, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${slug}-meus-dados-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
