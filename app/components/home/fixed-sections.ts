/**
 * The home page's fixed sections, one chunk loaded only when the browser has to render them itself
 * (lib/island.tsx): on first load it keeps the server's HTML of each.
 */
export { Hero } from "./hero";
export { MissionValues } from "./mission-values";
export { ProductLines } from "./product-lines";
export { ScienceSection } from "./science-section";
export { EbookCover, EbookIntro } from "./ebook-fixed";
