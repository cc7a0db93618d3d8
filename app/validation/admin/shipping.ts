import { z } from "zod";
import { SHIPPING_REGIONS } from "~/db/schema/enums";

/** '12,90', '12.90', 'R$ 12,90', '12' → 1290 centavos; null when it is not an amount. */
export function parseMoneyCents(value: string): number | null {
  const text = value.replace(/R\$|\s/g, "");
  const match = /^(\d{1,4})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

const money = z
  .string({ error: "Informe o valor do frete." })
  .trim()
  .transform((value, ctx) => {
    const cents = parseMoneyCents(value);
    if (cents === null || cents > 100_000) {
      ctx.addIssue({ code: "custom", message: "Valor inválido. Use o formato 12,90 (até R$ 1.000,00)." });
      return z.NEVER;
    }
    return cents;
  });

const days = z.coerce
  .number({ error: "Informe os dias úteis." })
  .int("Use um número inteiro de dias.")
  .min(1, "Use pelo menos 1 dia.")
  .max(60, "Use no máximo 60 dias.");

/** The fee table of Configurações: fee, minimum and maximum business days per region (fields fee_<region>, min_<region>, max_<region>). */
export const shippingFeesSchema = z
  .object(
    Object.fromEntries(
      SHIPPING_REGIONS.flatMap((r) => [
        [`fee_${r}`, money],
        [`min_${r}`, days],
        [`max_${r}`, days],
      ]),
    ) as Record<string, typeof days>,
  )
  .superRefine((value, ctx) => {
    for (const r of SHIPPING_REGIONS) {
      if (value[`max_${r}`] < value[`min_${r}`]) {
        ctx.addIssue({ code: "custom", path: [`max_${r}`], message: "O prazo máximo não pode ser menor que o mínimo." });
      }
    }
  })
  .transform((value) =>
    SHIPPING_REGIONS.map((region) => ({
      region,
      feeCents: value[`fee_${region}`],
      minDays: value[`min_${region}`],
      maxDays: value[`max_${region}`],
    })),
  );

export type ShippingFeesInput = z.output<typeof shippingFeesSchema>;

/** The Pix deadline's limits: at least a day to pay, at most a month. */
export const PIX_DEADLINE_LIMITS = { min: 1, max: 30 } as const;

/** Configurações: "Prazo para pagar o frete (dias)", after which an unpaid request expires. */
export const sampleSettingsSchema = z.object({
  pixDeadlineDays: z.coerce
    .number({ error: "Informe o prazo em dias." })
    .int("Use um número inteiro de dias.")
    .min(PIX_DEADLINE_LIMITS.min, `Use pelo menos ${PIX_DEADLINE_LIMITS.min} dia.`)
    .max(PIX_DEADLINE_LIMITS.max, `Use no máximo ${PIX_DEADLINE_LIMITS.max} dias.`),
});

export type SampleSettingsInput = z.output<typeof sampleSettingsSchema>;
