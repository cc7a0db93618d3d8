/**
 * The address parameters of the panel's Amostras filters beyond the search, status and payment, shared by
 * the list's loader, its filter bar and the links that open it filtered (the dashboard's "Hoje").
 */
export const SAMPLE_FILTER_PARAMS = { state: "uf", from: "de", to: "ate", overdue: "prazo" } as const;

/** `?prazo=vencido`: shipped requests past their delivery estimate. */
export const OVERDUE_VALUE = "vencido";

/** The address of Amostras with these parameters (`{ status: "approved", ordem: "pedido" }`). */
export function samplesHref(params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `/admin-panel/amostras${query ? `?${query}` : ""}`;
}
