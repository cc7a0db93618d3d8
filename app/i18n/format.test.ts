import { describe, expect, it } from "vitest";
import { formatDateTime, formatLongDate, formatNumber, formatPoints, formatRating, formatShortDate } from "./format";

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
});
