import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { NonceProvider } from "~/components/nonce-provider";
import { BatchedDocumentStream } from "~/server/http/batched-document-stream.server";
import { completeDocumentResponse } from "~/server/http/complete-document.server";
import { hasDeferredData } from "~/server/http/deferred-data.server";
import { requestInfoContext } from "~/server/http/request-context.server";
import { reportServerError } from "~/server/report-error.server";
import { isDatabaseUnavailable } from "~/server/db/database-errors.server";

// server.ts reads this key from the build to hand each request its nonce and client IP.
export { requestInfoContext };

export const streamTimeout = 5_000;

/**
 * Every page rendered here carries something made for this one request: the CSP nonce, and
 * on the form pages a signed form token. A shared cache (CDN, proxy) that kept such a page
 * would hand one visitor's nonce and token to everyone, so none may keep it — whatever a
 * route's own headers say. Decided here, once, so a future page cannot forget. Pages that
 * do not depend on the request are prerendered and served from memory with a short public
 * cache instead (static-files.server.ts); they carry hashes, no nonce and no token.
 */
export const PER_REQUEST_CACHE_CONTROL = "private, no-store";
/** Requests a loader or action of which failed because the database did not answer (see handleError). */
const failedOnDatabase = new WeakSet<Request>();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseHeaders.set("Cache-Control", PER_REQUEST_CACHE_CONTROL);
  // A loader that failed because the database did not answer in time: "try again" (503),
  // not "we are broken" (500). The error page is the same.
  if (responseStatusCode === 500 && failedOnDatabase.has(request)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "30");
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }
  const nonce = loadContext.get(requestInfoContext).cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // The complete document, in one body, unless a loader deferred data: then a browser gets
    // the shell first and each part as it settles (crawlers and prerendering always wait).
    // React Router sends the loaders' data through a Suspense boundary that resolves a few
    // ticks after the shell, so `onAllReady` never comes in the shell's own pass: whether to
    // wait is decided from the data, before rendering.
    const waitForAll =
      Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode) ||
      !hasDeferredData(routerContext.staticHandlerContext);
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const stopTimeout = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };

    /** Everything rendered: the document goes out as one body. */
    const sendWhole = () => {
      completeDocumentResponse(
        pipe,
        request,
        responseHeaders,
        responseStatusCode,
      ).then((response) => {
        stopTimeout();
        resolve(response);
      }, reject);
    };
    /** Parts still suspended: the shell now, each part as it resolves. */
    const sendStreamed = () => {
      // React's pieces go out a batch at a time: a compression flush per 4 KB piece
      // doubled a page's gzip size (batched-document-stream.server.ts).
      const body = new BatchedDocumentStream(stopTimeout);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      pipe(body);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter
          context={routerContext}
          url={request.url}
          nonce={nonce || undefined}
        />
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        onShellReady() {
          shellRendered = true;
          if (!waitForAll) sendStreamed();
        },
        onAllReady() {
          if (waitForAll) sendWhole();
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are reported by handleError.
          if (shellRendered) reportServerError(error, request);
        },
      },
    );
  });
}

/** The same for a page's loader data fetched on its own (`/contact.data` holds the form token). */
export function handleDataRequest(response: Response): Response {
  response.headers.set("Cache-Control", PER_REQUEST_CACHE_CONTROL);
  return response;
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (client went away) are not server errors.
  if (request.signal.aborted) return;
  // The framework's own answers to client mistakes (a POST to a page without an action: 405)
  // are not server errors.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // Reported before the document renders; the render sees only a sanitized error.
  if (isDatabaseUnavailable(error)) failedOnDatabase.add(request);
  reportServerError(error, request);
};
