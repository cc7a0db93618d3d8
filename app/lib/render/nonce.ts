import { createContext, useContext } from "react";

/** The request's CSP nonce, provided by entry.server; empty in the browser (the attribute is hidden there). */
export const NonceContext = createContext("");

export function useNonce() {
  return useContext(NonceContext);
}
