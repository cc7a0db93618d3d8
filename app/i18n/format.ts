// Dates, numbers and money in pt-BR with the browser's and Node's own Intl (no date library in the
// bundle of the public pages): the same text on the server and after hydration. Every money text of the
// app goes through formatBRL (and a money field's value through formatMoneyInput).
//
// The Intl formatters are made on first use, not when this module loads: it is in the code every page
// evaluates before hydrating, and a page's first Intl object of any kind costs tens of milliseconds in
// Chromium (44–173 ms in a fresh page on a loaded 2-core host, the next one under 5 ms) — most of the
// framework chunk's evaluation, a long task Lighthouse counts as blocking time, on pages that
// show no date at all. Whole numbers and ratings, which catalogue pages show, need no Intl (same text:
// format.test.ts); a page that shows a date still pays it once, while it hydrates.
export const TIME_ZONE = "America/Sao_Paulo";
/** Weeks start on Sunday (pt-BR). */
export const WEEK_STARTS_ON = 0 as const;

/** A formatter made the first time it is asked for. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const longDate = onFirstUse(
  () => new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE }),
);
const shortDate = onFirstUse(
  () => new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: TIME_ZONE }),
);
const time = onFirstUse(
  () => new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: TIME_ZONE }),
);
const numberFormat = onFirstUse(() => new Intl.NumberFormat("pt-BR"));
const ratingFormat = onFirstUse(() => new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const brl = onFirstUse(() => new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }));

/** '21 de novembro de 2026' */
export function formatLongDate(value: Date | string | number): string {
  return longDate().format(new Date(value));
}

/** '21/11/2026' */
export function formatShortDate(value: Date | string | number): string {
  return shortDate().format(new Date(value));
}

/** '21/11/2026 às 14:05' */
export function formatDateTime(value: Date | string | number): string {
  const date = new Date(value);
  return `${shortDate().format(date)} às ${time().format(date)}`;
}

/** '14:05', Brasília time */
export function formatTime(value: Date | string | number): string {
  return time().format(new Date(value));
}

/** Thousands grouped with dots, as pt-BR writes them: '12.345', '-1.500'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ".");
}

/** '12.345'; a whole number without Intl, any other through Intl's pt-BR format. */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value)) return (value < 0 ? "-" : "") + groupThousands(String(Math.abs(value)));
  return numberFormat().format(value);
}

/** 'R$ 12,90' (pt-BR currency; the space is a no-break space, as Intl writes it). */
export function formatBRL(cents: number): string {
  return brl().format(cents / 100);
}

/** '12,90': an amount in cents as a money field's value (two decimals, comma, no currency sign, no grouping). */
export function formatMoneyInput(cents: number): string {
  return (cents / 100).toFixed(2).replace(".", ",");
}

/** '1.234 pontos', '1 ponto' */
export function formatPoints(value: number): string {
  return `${formatNumber(value)} ${Math.abs(value) === 1 ? "ponto" : "pontos"}`;
}

/**
 * Average rating to one decimal with the pt-BR separator: '4,5'. Halves round up, as Intl rounds the
 * number as written (4.35 → '4,4', though the double 4.35 is a hair below it): the tenths are counted
 * on the value rounded to 12 significant digits first.
 */
export function formatRating(value: number): string {
  if (!Number.isFinite(value) || value < 0) return ratingFormat().format(value);
  const tenths = Math.round(Number((value * 10).toPrecision(12)));
  return `${groupThousands(String(Math.floor(tenths / 10)))},${tenths % 10}`;
}
