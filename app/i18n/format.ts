// Subpath imports: the "date-fns" barrel takes seconds to load at server start.
import { format as formatDate } from "date-fns/format";
import { formatDistanceToNow } from "date-fns/formatDistanceToNow";
import { ptBR } from "date-fns/locale/pt-BR";
import { TZDate } from "@date-fns/tz";

export const TIME_ZONE = "America/Sao_Paulo";
/** Weeks start on Sunday (pt-BR). */
export const WEEK_STARTS_ON = 0 as const;

function inZone(value: Date | string | number): TZDate {
  return new TZDate(new Date(value).getTime(), TIME_ZONE);
}

/** '21 de novembro de 2026' */
export function formatLongDate(value: Date | string | number): string {
  return formatDate(inZone(value), "d 'de' MMMM 'de' yyyy", { locale: ptBR, weekStartsOn: WEEK_STARTS_ON });
}

/** '21/11/2026' */
export function formatShortDate(value: Date | string | number): string {
  return formatDate(inZone(value), "dd/MM/yyyy", { locale: ptBR, weekStartsOn: WEEK_STARTS_ON });
}

/** '21/11/2026 às 14:05' */
export function formatDateTime(value: Date | string | number): string {
  return formatDate(inZone(value), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR });
}

/** 'há 3 dias' */
export function formatRelative(value: Date | string | number): string {
  return formatDistanceToNow(new Date(value), { locale: ptBR, addSuffix: true });
}

const numberFormat = new Intl.NumberFormat("pt-BR");
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** '1.234 pontos', '1 ponto' */
export function formatPoints(value: number): string {
  return `${formatNumber(value)} ${Math.abs(value) === 1 ? "ponto" : "pontos"}`;
}

/** Average rating to one decimal with the pt-BR separator: '4,5' */
export function formatRating(value: number): string {
  return new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
