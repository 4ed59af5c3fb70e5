import { createContext } from "react-router";

/**
 * What server.ts knows about a request that route code needs: the CSP nonce for the
 * render, and the client IP (already resolved through TRUST_PROXY) for rate limits.
 */
export type RequestInfo = { cspNonce: string; clientIp: string };

export const requestInfoContext = createContext<RequestInfo>({ cspNonce: "", clientIp: "unknown" });
