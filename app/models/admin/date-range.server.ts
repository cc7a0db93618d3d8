/**
 * Ranges of whole days in São Paulo time, read from the address (reports, audit log): presets or
 * typed dates (yyyy-MM-dd, as <input type="date"> sends them), checked with a Portuguese message.
 */
import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { differenceInCalendarDays } from "date-fns/differenceInCalendarDays";
import { format } from "date-fns/format";
import { startOfWeek } from "date-fns/startOfWeek";
import { subDays } from "date-fns/subDays";
import { subWeeks } from "date-fns/subWeeks";
import { TIME_ZONE, WEEK_STARTS_ON } from "~/i18n/format";

export const MAX_RANGE_DAYS = 366;

export const RANGE_MESSAGES = {
  invalidDate: "Informe uma data válida (dia, mês e ano).",
  missingFrom: "Informe a data inicial do período.",
  order: "A data inicial deve ser anterior ou igual à data final.",
  future: "O período não pode terminar depois de hoje.",
  tooLong: `O período pode ter no máximo ${MAX_RANGE_DAYS} dias.`,
  unknownPreset: "Período desconhecido: escolha uma das opções.",
} as const;

export const RANGE_PRESETS = {
  "7d": "Últimos 7 dias",
  "30d": "Últimos 30 dias",
  "90d": "Últimos 90 dias",
  "12s": "Últimas 12 semanas",
  "12m": "Últimos 12 meses",
} as const;
export type RangePreset = keyof typeof RANGE_PRESETS;
export const DEFAULT_PRESET: RangePreset = "12s";

export interface DayRange {
  /** First and last day, inclusive, yyyy-MM-dd (São Paulo). */
  from: string;
  to: string;
  /** The instants that bound it: the first day's midnight, and the midnight after the last day. */
  start: Date;
  end: Date;
  days: number;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function localDay(value: string): TZDate | null {
  const m = DAY_PATTERN.exec(value);
  if (!m) return null;
  const [year, month, day] = m.slice(1).map(Number);
  const date = new TZDate(year, month - 1, day, TIME_ZONE);
  if (year < 2000 || year > 2100 || date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** Today in São Paulo, as yyyy-MM-dd. */
export function today(now = new Date()): string {
  return format(new TZDate(now.getTime(), TIME_ZONE), "yyyy-MM-dd");
}

/** The range between two days (inclusive), assumed valid. */
export function dayRange(from: string, to: string): DayRange {
  const first = localDay(from)!;
  const last = localDay(to)!;
  return {
    from,
    to,
    start: new Date(first.getTime()),
    end: new Date(addDays(last, 1).getTime()),
    days: differenceInCalendarDays(last, first) + 1,
  };
}

/** The days of a preset, ending today. "12s": the 12 weeks (Sunday to Saturday) ending with this one. */
export function presetRange(preset: RangePreset, now = new Date()): DayRange {
  const end = new TZDate(now.getTime(), TIME_ZONE);
  const first = {
    "7d": () => subDays(end, 6),
    "30d": () => subDays(end, 29),
    "90d": () => subDays(end, 89),
    "12s": () => subWeeks(startOfWeek(end, { weekStartsOn: WEEK_STARTS_ON }), 11),
    "12m": () => addDays(subDays(end, 365), 1),
  }[preset]();
  return dayRange(format(first, "yyyy-MM-dd"), format(end, "yyyy-MM-dd"));
}

export type RangeResult =
  { ok: true; range: DayRange | null; preset: RangePreset | null } | { ok: false; message: string; from: string; to: string };

/**
 * A preset wins (the form's select says which one; its "Outras datas" choice is empty); else typed
 * days; with neither, the default preset, or no range when `optional` (the audit log's "any time").
 * The end alone is refused unless `optional` ("until then"); the start alone runs until today.
 */
export function readDayRange(
  params: { preset?: string | null; from?: string | null; to?: string | null },
  options: { optional?: boolean; now?: Date } = {},
): RangeResult {
  const now = options.now ?? new Date();
  const preset = params.preset?.trim();
  if (preset) {
    if (!Object.hasOwn(RANGE_PRESETS, preset)) return { ok: false, message: RANGE_MESSAGES.unknownPreset, from: "", to: "" };
    return { ok: true, range: presetRange(preset as RangePreset, now), preset: preset as RangePreset };
  }
  const fromText = params.from?.trim() ?? "";
  const toText = params.to?.trim() ?? "";
  if (fromText || toText) {
    const fail = (message: string): RangeResult => ({ ok: false, message, from: fromText, to: toText });
    const from = fromText ? localDay(fromText) : null;
    const to = toText ? localDay(toText) : null;
    if ((fromText && !from) || (toText && !to)) return fail(RANGE_MESSAGES.invalidDate);
    if (!from && !options.optional) return fail(RANGE_MESSAGES.missingFrom);
    const last = toText || today(now);
    const first = fromText || "2000-01-01";
    if (first > last) return fail(RANGE_MESSAGES.order);
    if (!options.optional) {
      if (last > today(now)) return fail(RANGE_MESSAGES.future);
      if (differenceInCalendarDays(localDay(last)!, localDay(first)!) + 1 > MAX_RANGE_DAYS) return fail(RANGE_MESSAGES.tooLong);
    }
    return { ok: true, range: dayRange(first, last), preset: null };
  }
  if (options.optional) return { ok: true, range: null, preset: null };
  return { ok: true, range: presetRange(DEFAULT_PRESET, now), preset: DEFAULT_PRESET };
}

/** The midnight that starts each day of the range, then the one after its last day (São Paulo). */
export function dayBounds(range: DayRange): Date[] {
  const first = localDay(range.from)!;
  return Array.from({ length: range.days + 1 }, (_, i) => new Date(addDays(first, i).getTime()));
}
