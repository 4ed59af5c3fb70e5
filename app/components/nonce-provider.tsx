import { createContext, useContext } from "react";

/**
 * The CSP nonce of the page: on the server, the one made for this request (entry.server.tsx);
 * in the browser, the one the page was served with. React compares a hydrated element's
 * `nonce` prop with the element's `nonce` property — which keeps the value even though the
 * browser hides the attribute — so the browser must render the same value the server did, or
 * every <link> and <script> the root renders is a hydration mismatch
 * (docs/decisions/058-sign-in-pages-without-react.md).
 */
const NonceContext = createContext<string | null>(null);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext) ?? documentNonce();
}

let pageNonce: string | undefined;

/** The nonce of the document's scripts (read once: a page keeps its nonce for its lifetime). */
function documentNonce(): string {
  if (typeof document === "undefined") return "";
  pageNonce ??=
    document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  return pageNonce;
}
