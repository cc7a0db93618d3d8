/**
 * GET /amostras/frete: the sample dialog's fee table (fee and delivery time by region, and whether the
 * customer pays); for a signed-in customer also their last address and unused coupons (then private).
 */
import { data } from "react-router";
import type { Route } from "./+types/shipping-quote";
import { publicPageHeaders } from "~/lib/server/http-cache.server";
import { getUser } from "~/services/session.server";
import { samplePrefill } from "~/models/samples.server";
import { shippingQuoteTable } from "~/models/shipping.server";

export async function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  const [table, prefill] = await Promise.all([shippingQuoteTable(), user ? samplePrefill(user.id) : null]);
  return data({ ...table, prefill }, { headers: publicPageHeaders(Boolean(user)) });
}
