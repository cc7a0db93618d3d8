import { BRAND } from "~/lib/common/brand";

/**
 * The figures of the service promises (spec 001 §9), in one place so the help centre,
 * the returns policy and the privacy page always state the same numbers.
 */
export const DELIVERY_TIMES = [
  { regions: "Sul e Sudeste", days: "3 a 5 dias úteis" },
  { regions: "Nordeste", days: "5 a 7 dias úteis" },
  { regions: "Norte e Centro-Oeste", days: "7 a 10 dias úteis" },
] as const;

export const PAYMENT_METHODS = ["cartão de crédito", "cartão de débito", "Pix", "boleto"] as const;

export const POLICY = {
  /** Card instalments, interest-free above the amount below. */
  maxInstallments: 12,
  interestFreeAbove: "R$ 200",
  /** Right of withdrawal (CDC art. 49). */
  withdrawalDays: 7,
  /** Satisfaction guarantee promised by the FAQ. */
  satisfactionDays: 30,
  defectDays: 90,
  transportDamageHours: 48,
  analysisBusinessDays: 2,
  pixBoletoRefundBusinessDays: 5,
  /** Support team replies. */
  supportReplyHours: 24,
  /** Data-removal requests ("em até 30 dias" everywhere). */
  privacyRequestDays: 30,
} as const;

/** "cartão de crédito, cartão de débito, Pix e boleto" */
export function listInPortuguese(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "em até 24 horas, de segunda a sexta, das 8h às 18h" */
export const SUPPORT_PROMISE = `em até ${POLICY.supportReplyHours} horas, de ${lowerFirst(BRAND.supportHours)}`;
