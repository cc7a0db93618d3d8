/** GET /amostras/frete: the sample dialog's fee table (fee and delivery time by region, and whether the customer pays). */
import { data } from "react-router";
import type { Route } from "./+types/shipping-quote";
import { publicPageHeaders } from "~/lib/http-cache.server";
import { shippingQuoteTable } from "~/models/shipping.server";

export async function loader(_: Route.LoaderArgs) {
  return data(await shippingQuoteTable(), { headers: publicPageHeaders(false) });
}
