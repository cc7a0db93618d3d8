/**
 * Code 128 barcodes for the sample labels, drawn on the server as SVG by bwip-js (Barcode Writer in
 * Pure PostScript): the page gets the markup, the browser loads no barcode code.
 */
import { toSVG } from "bwip-js/node";

/** The SVG of `text` as Code 128 (bars only: the label prints the text beside it). */
export function code128Svg(text: string): string {
  // height in millimetres; scale 2 keeps the narrowest bar two units wide, crisp when printed.
  return toSVG({ bcid: "code128", text, height: 12, scale: 2, paddingwidth: 10, backgroundcolor: "FFFFFF" });
}
