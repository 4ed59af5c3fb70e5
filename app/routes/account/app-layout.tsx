import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useRouteError,
} from "react-router";
import { SiteLogo } from "~/components/site-logo";
import { SlimFooter } from "~/components/layout/slim-footer";
import { Toaster } from "~/components/ui/toaster";
import { site } from "~/content/site";
import { appChrome } from "~/page-chrome";

/**
 * Every account page (sign-in, the signed-in areas) sits under this layout: React-hydrated,
 * outside the public layout, with its own header and footer instead of the public site's
 * (root.tsx reads the handle), and one toaster for all of them.
 */
export const handle = appChrome;

export default function AppLayout() {
  // Marks the page as interactive (forms post with fetch, toasts pop): the end-to-end tests
  // wait for it rather than guessing when React has taken over.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

/** A failure inside an account page keeps the account chrome and offers the ways out. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Page not found" : "Something went wrong";
  return (
    <>
      <title>{`${title} | ${site.name}`}</title>
      <header className="border-b border-line bg-surface">
        <div className="page-container py-4">
          <SiteLogo reloadDocument />
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex-1 bg-surface-muted py-16 focus:outline-none"
      >
        <section className="page-container max-w-xl text-center">
          <h1 className="text-3xl font-bold tracking-tight text-ink-900">
            {title}
          </h1>
          <p className="mt-4 text-text-muted">
            {notFound
              ? "There is no page at this address."
              : "We could not show this page. Please try again in a moment; if it keeps happening, write to "}
            {notFound ? null : (
              <>
                <a
                  className="font-medium text-brand-700 underline"
                  href={`mailto:${site.contactEmail}`}
                >
                  {site.contactEmail}
                </a>
                .
              </>
            )}
          </p>
          <p className="mt-8">
            <Link
              reloadDocument
              to="/auth"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              Go to sign-in
            </Link>
          </p>
        </section>
      </main>
      <SlimFooter />
    </>
  );
}
