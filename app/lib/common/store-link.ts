/**
 * Where a product page's "Comprar" leads (docs/decisions/035-buy-link-and-post-products.md): the
 * product's own page in the store, else the store's address (STORE_URL) with the slug as a last path
 * segment, with the campaign tags the store's analytics read. The address's own query is kept; our
 * three tags replace any of the same name.
 */

/** utm_medium: "amostra" when the signed-in customer had a sample of the product, else "site". */
export type BuyMedium = "amostra" | "site";

export const UTM_SOURCE = "raizvital";

export interface BuyLinkInput {
  /** The product's store address (the panel's "Endereço na loja"), if any. */
  productUrl: string | null | undefined;
  /** STORE_URL, if set. */
  storeUrl: string | null | undefined;
  slug: string;
  medium: BuyMedium;
}

/** The link, or null when there is no store address at all (then no button is shown). */
export function buyLink({ productUrl, storeUrl, slug, medium }: BuyLinkInput): string | null {
  const url = parseHttp(productUrl) ?? withSlug(parseHttp(storeUrl), slug);
  if (!url) return null;
  url.searchParams.set("utm_source", UTM_SOURCE);
  url.searchParams.set("utm_medium", medium);
  url.searchParams.set("utm_campaign", slug);
  return url.toString();
}

function parseHttp(value: string | null | undefined): URL | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** https://loja.example.com/p?x=1 → https://loja.example.com/p/<slug>?x=1 */
function withSlug(url: URL | null, slug: string): URL | null {
  if (!url) return null;
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/${encodeURIComponent(slug)}`;
  return url;
}
