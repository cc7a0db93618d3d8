/**
 * POST /api/pix/webhook/<PIX_WEBHOOK_SECRET>[/pix]: the bank's notification of received Pix, in the
 * Banco Central's Pix API standard (PSPs append "/pix" to the registered address). Without
 * PIX_WEBHOOK_SECRET, or with another secret, the address does not exist (404); from an address outside
 * PIX_WEBHOOK_ALLOW it is refused (403). mTLS, as the standard asks, is the reverse proxy's
 * (deploy/nginx.conf). Every well-formed notification is answered 200, matched or not, so the bank
 * does not send it again; what did not match is kept for the administrator (models/pix-webhook.server.ts).
 */
import crypto from "node:crypto";
import ipaddr from "ipaddr.js";
import type { Route } from "./+types/pix-webhook";
import { env } from "~/lib/server/env.server";
import { clientAddress } from "~/lib/server/rate-limit.server";
import { receivePixNotification } from "~/models/pix-webhook.server";

const NOT_FOUND = () => new Response("Não encontrado.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

/** The secret of the address, compared in constant time (both sides hashed to one length). */
function secretMatches(given: string, secret: string): boolean {
  const digest = (v: string) => crypto.createHash("sha256").update(v).digest();
  return crypto.timingSafeEqual(digest(given), digest(secret));
}

/** Whether `address` falls in one of the CIDRs (an empty list allows every address). */
export function addressAllowed(address: string, allow: string[]): boolean {
  if (!allow.length) return true;
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.process(address);
  } catch {
    return false;
  }
  return allow.some((cidr) => {
    const [range, bits] = ipaddr.parseCIDR(cidr);
    return range.kind() === ip.kind() && ip.match(range, bits);
  });
}

export function loader() {
  return NOT_FOUND();
}

export async function action({ request, params }: Route.ActionArgs) {
  const { pixWebhookSecret, pixWebhookAllow } = env();
  const match = /^([^/]+)(?:\/pix)?\/?$/.exec(params["*"] ?? "");
  if (!pixWebhookSecret || !match || !secretMatches(match[1], pixWebhookSecret)) return NOT_FOUND();
  if (!addressAllowed(clientAddress(request), pixWebhookAllow)) {
    return new Response("Endereço não permitido.", { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ erro: "Corpo JSON inválido." }, { status: 400 });
  }
  const result = await receivePixNotification(body);
  if (!result.ok) return Response.json({ erro: 'Esperado {"pix":[…]}.' }, { status: 400 });
  return Response.json({ recebidos: result.results.length });
}
