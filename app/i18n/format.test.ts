import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatBRL,
  formatDateTime,
  formatLongDate,
  formatMoneyInput,
  formatNumber,
  formatPoints,
  formatRating,
  formatShortDate,
} from "./format";

describe("pt-BR formats", () => {
  it("writes long and short dates in São Paulo time", () => {
    // 02:30 UTC on the 1st is still the 31st in São Paulo (UTC-3).
    const date = new Date("2026-01-01T02:30:00Z");
    expect(formatLongDate(date)).toBe("31 de dezembro de 2025");
    expect(formatShortDate(date)).toBe("31/12/2025");
    expect(formatLongDate("2026-11-21T15:00:00Z")).toBe("21 de novembro de 2026");
    expect(formatLongDate("2026-03-05T15:00:00Z")).toBe("5 de março de 2026");
    expect(formatDateTime("2026-11-21T17:05:00Z")).toBe("21/11/2026 às 14:05");
    expect(formatDateTime("2026-11-21T03:00:00Z")).toBe("21/11/2026 às 00:00");
  });

  it("uses pt-BR separators", () => {
    expect(formatNumber(12345)).toBe("12.345");
    expect(formatRating(4.56)).toBe("4,6");
    expect(formatPoints(1)).toBe("1 ponto");
    expect(formatPoints(1500)).toBe("1.500 pontos");
  });

  it("writes money in reais from cents", () => {
    expect(formatBRL(1290)).toBe("R$\u00a012,90");
    expect(formatBRL(0)).toBe("R$\u00a00,00");
    expect(formatBRL(123456)).toBe("R$\u00a01.234,56");
    expect(formatMoneyInput(1290)).toBe("12,90");
    expect(formatMoneyInput(500)).toBe("5,00");
  });

  it("writes whole numbers and ratings as Intl's pt-BR format does, without it", () => {
    const intlNumber = new Intl.NumberFormat("pt-BR");
    const intlRating = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const n of [0, 1, -1, 999, 1000, -1000, 1234567, Number.MAX_SAFE_INTEGER]) expect(formatNumber(n)).toBe(intlNumber.format(n));
    expect(formatNumber(1.5)).toBe("1,5");
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatNumber(n) === intlNumber.format(n)));
    for (const r of [0, 1, 4.25, 4.35, 4.45, 4.05, 4.95, 4.96, 4.999, 5, 3.3333333333333335, 2.6666666666666665, 12345.67]) {
      expect(formatRating(r)).toBe(intlRating.format(r));
    }
    // Averages of 1 to 200 reviews of 1 to 5 stars, and any value written with up to three decimals.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }), (stars) => {
        const average = stars.reduce((a, b) => a + b, 0) / stars.length;
        return formatRating(average) === intlRating.format(average);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99999 }),
        (thousandths) => formatRating(thousandths / 1000) === intlRating.format(thousandths / 1000),
      ),
    );
  });
});
