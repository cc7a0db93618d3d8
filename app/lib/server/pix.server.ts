/**
 * Pix BR Code (Banco Central's "BR Code" / EMV merchant-presented payload) for a sample's shipping fee,
 * built by `pix-utils` and checked here first, so that no code a bank app would refuse leaves the server:
 * a valid key, name and city in the allowed characters and lengths, an amount above zero in centavos,
 * and a transaction id of letters and digits (at most 25). The QR code is an SVG made by `qrcode`.
 */
import { createStaticPix, hasError, parsePix, PixElementType } from "pix-utils";
import QRCode from "qrcode";
import { pixKeyKind, pixText } from "./env.server";

export class PixPayloadError extends Error {}

export interface PixCharge {
  key: string;
  merchantName: string;
  city: string;
  amountCents: number;
  txid: string;
}

/** The "copia e cola" text. Throws PixPayloadError for anything a bank app would reject. */
export function pixPayload(charge: PixCharge): string {
  if (!pixKeyKind(charge.key)) throw new PixPayloadError("Chave Pix inválida.");
  const merchantName = pixText(charge.merchantName, 25);
  const merchantCity = pixText(charge.city, 15);
  if (!merchantName || !merchantCity) throw new PixPayloadError("Nome e cidade do recebedor são obrigatórios.");
  if (!Number.isInteger(charge.amountCents) || charge.amountCents <= 0 || charge.amountCents > 99_999_999) {
    throw new PixPayloadError("Valor do Pix inválido.");
  }
  if (!/^[A-Za-z0-9]{1,25}$/.test(charge.txid)) throw new PixPayloadError("Identificador da transação inválido.");
  const pix = createStaticPix({
    merchantName,
    merchantCity,
    pixKey: charge.key,
    txid: charge.txid,
    transactionAmount: charge.amountCents / 100,
  });
  if (hasError(pix)) throw new PixPayloadError(`Código Pix inválido: ${pix.message}`);
  const code = pix.toBRCode();
  // The library's own reader checks the CRC and the fields of what its writer made.
  const back = parsePix(code);
  if (hasError(back) || back.type !== PixElementType.STATIC || back.transactionAmount !== charge.amountCents / 100) {
    throw new PixPayloadError("Código Pix inválido.");
  }
  return code;
}

/** The QR code of a payload, as an SVG element (dark modules on white, with the quiet zone). */
export async function pixQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } });
}
