import { describe, expect, it } from "vitest";
import { dayBounds, presetRange, RANGE_MESSAGES, readDayRange } from "./date-range.server";

// 25 Nov 2026, 10:00 in São Paulo (UTC−3).
const now = new Date("2026-11-25T13:00:00Z");

describe("report periods (São Paulo days)", () => {
  it("defaults to the 12 weeks ending with this one, Sunday to today", () => {
    const read = readDayRange({}, { now });
    expect(read).toMatchObject({ ok: true, preset: "12s", range: { from: "2026-09-06", to: "2026-11-25", days: 81 } });
  });

  it("reads the presets and typed days, bounded by São Paulo midnights", () => {
    expect(readDayRange({ preset: "7d" }, { now })).toMatchObject({ ok: true, range: { from: "2026-11-19", to: "2026-11-25", days: 7 } });
    expect(presetRange("30d", now)).toMatchObject({ from: "2026-10-27", to: "2026-11-25", days: 30 });
    expect(presetRange("12m", now).days).toBe(365);
    // The form's "Outras datas" choice sends an empty preset; a preset chosen wins over dates left in the fields.
    expect(readDayRange({ preset: "7d", from: "2026-11-09", to: "2026-11-10" }, { now })).toMatchObject({
      ok: true,
      preset: "7d",
      range: { days: 7 },
    });
    const typed = readDayRange({ preset: "", from: "2026-11-09", to: "2026-11-10" }, { now });
    expect(typed.ok && typed.range).toMatchObject({ from: "2026-11-09", to: "2026-11-10", days: 2 });
    if (!typed.ok || !typed.range) throw new Error("expected a range");
    expect(typed.range.start.toISOString()).toBe("2026-11-09T03:00:00.000Z");
    expect(typed.range.end.toISOString()).toBe("2026-11-11T03:00:00.000Z");
    expect(dayBounds(typed.range).map((d) => d.toISOString())).toEqual([
      "2026-11-09T03:00:00.000Z",
      "2026-11-10T03:00:00.000Z",
      "2026-11-11T03:00:00.000Z",
    ]);
    // Only the start: until today.
    expect(readDayRange({ from: "2026-11-20" }, { now })).toMatchObject({
      ok: true,
      range: { from: "2026-11-20", to: "2026-11-25", days: 6 },
    });
  });

  it("refuses bad periods with a Portuguese message, keeping what was typed", () => {
    expect(readDayRange({ from: "2026-11-10", to: "2026-11-09" }, { now })).toEqual({
      ok: false,
      message: RANGE_MESSAGES.order,
      from: "2026-11-10",
      to: "2026-11-09",
    });
    expect(readDayRange({ from: "2026-02-30", to: "2026-03-01" }, { now })).toMatchObject({
      ok: false,
      message: RANGE_MESSAGES.invalidDate,
    });
    expect(readDayRange({ from: "10/11/2026" }, { now })).toMatchObject({ ok: false, message: RANGE_MESSAGES.invalidDate });
    expect(readDayRange({ to: "2026-11-10" }, { now })).toMatchObject({ ok: false, message: RANGE_MESSAGES.missingFrom });
    expect(readDayRange({ from: "2026-11-20", to: "2026-11-26" }, { now })).toMatchObject({ ok: false, message: RANGE_MESSAGES.future });
    expect(readDayRange({ from: "2025-01-01", to: "2026-11-25" }, { now })).toMatchObject({ ok: false, message: RANGE_MESSAGES.tooLong });
    expect(readDayRange({ preset: "sempre" }, { now })).toMatchObject({ ok: false, message: RANGE_MESSAGES.unknownPreset });
  });

  it("may be left open for the audit log (any time, or until a day)", () => {
    expect(readDayRange({}, { now, optional: true })).toEqual({ ok: true, range: null, preset: null });
    const until = readDayRange({ to: "2026-11-10" }, { now, optional: true });
    expect(until.ok && until.range?.end.toISOString()).toBe("2026-11-11T03:00:00.000Z");
  });
});
