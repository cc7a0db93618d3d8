/**
 * A product's stock of free samples, as people read it. Pure: the panel (browser) and the models share it.
 * Each request takes one sample; a cancelled or rejected request gives it back (models/sample-stock.server.ts).
 */
import { SAMPLE_SOLD_OUT, SAMPLE_SOLD_OUT_REASON } from "~/i18n/labels";

/** At this many samples left or fewer the panel warns ("Restam N amostras"). */
export const LOW_SAMPLE_STOCK = 10;

export const SAMPLE_STOCK_TEXTS = {
  soldOut: SAMPLE_SOLD_OUT,
  /** Beside the disabled button, so the reason is read, not only hovered. */
  soldOutReason: SAMPLE_SOLD_OUT_REASON,
  /** The server's refusal of a request for a product with none left. */
  refused: "As amostras grátis deste produto estão esgotadas. Não foi possível registrar a solicitação.",
  /** An admin reopening a rejected request when no sample is left to send. */
  reopenRefused: "Não há amostras deste produto em estoque para reabrir a solicitação. Aumente o estoque de amostras antes.",
} as const;

/** Whether the panel warns about this stock. */
export function isLowSampleStock(stock: number): boolean {
  return stock <= LOW_SAMPLE_STOCK;
}

/** The panel's badge: "Restam 7 amostras", "Resta 1 amostra", "Amostras esgotadas". */
export function sampleStockText(stock: number): string {
  if (stock <= 0) return SAMPLE_STOCK_TEXTS.soldOut;
  return stock === 1 ? "Resta 1 amostra" : `Restam ${stock.toLocaleString("pt-BR")} amostras`;
}
