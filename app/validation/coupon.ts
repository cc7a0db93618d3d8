// Free-shipping coupon codes (models/coupons.server.ts writes them), without zod: the sample form reads them too.
export const COUPON_MESSAGE = "Cupom inválido. Confira o código, como FRETE-ABCDE-FGHJK.";

/** 'frete abcde fghjk', 'FRETEABCDEFGHJK' → 'FRETE-ABCDE-FGHJK'; null when it is not a code's shape. */
export function normalizeCoupon(value: string): string | null {
  const compact = value.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const match = /^FRETE([A-Z2-9]{5})([A-Z2-9]{5})$/.exec(compact);
  return match ? `FRETE-${match[1]}-${match[2]}` : null;
}
