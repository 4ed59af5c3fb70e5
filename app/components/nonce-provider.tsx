import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current server render. Browsers hide nonce attributes from
 * scripts, so on the client it is an empty string, which is what React expects there.
 */
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
