/**
 * What the sample button, its dialog and the form share (their own module, so that the button, the
 * dialog and the form do not import one another in a circle): who asks, for what, and the addresses
 * that lead to the form without JavaScript and back to the dialog after signing in.
 */

export const SAMPLE_SIGN_IN_MESSAGE = "Você precisa estar logado para solicitar uma amostra.";

export interface SampleViewer {
  fullName: string;
  email: string;
  phone?: string | null;
}

export interface SampleProduct {
  slug: string;
  name: string;
}

/** Where the no-JavaScript version of the button goes: the product page with the form in it. */
export function sampleFormHref(slug: string) {
  return `/produto/${slug}?amostra=1#amostra`;
}

/** The address parameter that opens a product's dialog again after signing in from it. */
export const REOPEN_PARAM = "abrirAmostra";

/** The current page with the parameter that reopens this product's dialog (where signing in returns to). */
export function reopenHref(slug: string): string {
  if (typeof window === "undefined") return `/produto/${slug}?${REOPEN_PARAM}=${encodeURIComponent(slug)}`;
  const url = new URL(window.location.href);
  url.searchParams.set(REOPEN_PARAM, slug);
  return `${url.pathname}${url.search}`;
}

/** Signing in from the dialog comes back to this page with the dialog open again. */
export function sampleSignInHref(slug: string) {
  return `/auth?redirectTo=${encodeURIComponent(reopenHref(slug))}`;
}
