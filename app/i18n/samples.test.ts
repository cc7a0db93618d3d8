import { describe, expect, it } from "vitest";
import { orderSeqOf, sampleOrderNumber } from "./samples";

describe("sample order numbers", () => {
  it("are 'AM-<year in São Paulo>-<six digits>'", () => {
    expect(sampleOrderNumber(123, new Date("2026-06-15T12:00:00Z"))).toBe("AM-2026-000123");
    expect(sampleOrderNumber(1234567, "2026-06-15T12:00:00Z")).toBe("AM-2026-1234567");
  });

  it("take the year in São Paulo, not in UTC, at the turn of the year", () => {
    // 02:00 UTC on 1 January is still 23:00 of 31 December in São Paulo (UTC−3).
    expect(sampleOrderNumber(7, new Date("2027-01-01T02:00:00Z"))).toBe("AM-2026-000007");
    expect(sampleOrderNumber(8, new Date("2027-01-01T03:00:00Z"))).toBe("AM-2027-000008");
  });

  it("read back as typed by a customer or an admin", () => {
    const number = sampleOrderNumber(42, new Date("2026-03-01T12:00:00Z"));
    expect(orderSeqOf(number)).toBe(42);
    expect(orderSeqOf(number.toLowerCase().replaceAll("-", ""))).toBe(42);
    expect(orderSeqOf("42")).toBe(42);
    expect(orderSeqOf("Maria")).toBeNull();
  });
});
