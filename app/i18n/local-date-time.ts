import { TIME_ZONE } from "./format";

let parts: Intl.DateTimeFormat | undefined;

/** An instant as a datetime-local field shows it in São Paulo time: '2026-12-01T09:30'. */
export function toLocalDateTimeInput(value: Date | string | null | undefined): string {
  if (!value) return "";
  parts ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const p = Object.fromEntries(parts.formatToParts(new Date(value)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
