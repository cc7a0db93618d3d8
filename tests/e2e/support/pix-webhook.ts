import type { APIRequestContext } from "@playwright/test";

/** The webhook's secret path segment in the e2e store (global-setup.ts gives it to the server). */
export const PIX_WEBHOOK_SECRET_E2E = "e2e-webhook-do-pix-0123456789abcdef";

/** A received Pix as the bank reports it (the Banco Central's Pix API standard), at the PSP's "/pix" address. */
export function postPix(
  request: APIRequestContext,
  pix: { txid: string; valor: string; endToEndId: string },
  secret = PIX_WEBHOOK_SECRET_E2E,
) {
  return request.post(`/api/pix/webhook/${secret}/pix`, {
    data: { pix: [{ ...pix, chave: "contato@raizvital.com.br", horario: new Date().toISOString(), infoPagador: "Amostra" }] },
  });
}

/** An end-to-end id of the BCB's form: E, the payer bank's ISPB, yyyyMMddHHmm, 11 characters. */
export function endToEndId(): string {
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 12);
  const tail = Math.random().toString(36).slice(2).padEnd(11, "0").slice(0, 11).toUpperCase();
  return `E18236120${stamp}${tail}`;
}
