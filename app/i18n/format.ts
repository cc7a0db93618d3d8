// Dates and numbers in pt-BR with the browser's and Node's own Intl (no date library in the
// bundle of the public pages): the same text on the server and after hydration.
export const TIME_ZONE = "America/Sao_Paulo";
/** Weeks start on Sunday (pt-BR). */
export const WEEK_STARTS_ON = 0 as const;

const longDate = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE });
const shortDate = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: TIME_ZONE });
const time = new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: TIME_ZONE });

/** '21 de novembro de 2026' */
export function formatLongDate(value: Date | string | number): string {
  return longDate.format(new Date(value));
}

/** '21/11/2026' */
export function formatShortDate(value: Date | string | number): string {
  return shortDate.format(new Date(value));
}

/** '21/11/2026 às 14:05' */
export function formatDateTime(value: Date | string | number): string {
  const date = new Date(value);
  return `${shortDate.format(date)} às ${time.format(date)}`;
}

const numberFormat = new Intl.NumberFormat("pt-BR");
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** '1.234 pontos', '1 ponto' */
export function formatPoints(value: number): string {
  return `${formatNumber(value)} ${Math.abs(value) === 1 ? "ponto" : "pontos"}`;
}

const ratingFormat = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** Average rating to one decimal with the pt-BR separator: '4,5' */
export function formatRating(value: number): string {
  return ratingFormat.format(value);
}
