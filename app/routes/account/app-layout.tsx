import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import { PageErrorMessage } from "~/components/page-error-message";
import { SiteLogo } from "~/components/site-logo";
import { SlimFooter } from "~/components/layout/slim-footer";
import { Toaster } from "~/components/ui/toaster";
import { site } from "~/content/site";
import { appChrome } from "~/page-chrome";
import { appLayoutLoader } from "~/server/account/app-layout.handler.server";
import { switchesLanguageArea } from "~/domain/account/ui-locale";
import type { Route } from "./+types/app-layout";
import { MainContent } from "~/components/layout/main-content";

/**
 * Every account page (sign-in, the signed-in areas) sits under this layout: React-hydrated,
 * outside the public layout, with its own header and footer instead of the public site's
 * (root.tsx reads the handle), and one toaster for all of them.
 */
export const handle = appChrome;

/** The page's language (`uiLocale`): the account's choice, else the browser's; English in the console. */
export const loader = (args: Route.LoaderArgs) => appLayoutLoader(args);

/**
 * A layout's loader does not run again when only its child changes: moving between the
 * portal and the (English) console must ask again, or the console would keep the portal's
 * language. Saving the preference is an action, after which it runs anyway.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    defaultShouldRevalidate ||
    switchesLanguageArea(currentUrl.pathname, nextUrl.pathname)
  );
}

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
  const intl = useIntl();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound
    ? intl.formatMessage({
        id: "account.errorNotFoundTitle",
        defaultMessage: "Page not found",
      })
    : intl.formatMessage({
        id: "account.errorTitle",
        defaultMessage: "Something went wrong",
      });
  return (
    <>
      <title>{`${title} | ${site.name}`}</title>
      <header className="border-b border-line bg-surface">
        <div className="page-container py-4">
          <SiteLogo reloadDocument />
        </div>
      </header>
      <MainContent className="flex-1 bg-surface-muted py-16 focus:outline-none">
        <section className="page-container max-w-xl text-center">
          <h1 className="text-3xl font-bold tracking-tight text-ink-900">
            {title}
          </h1>
          <p className="mt-4 text-text-muted">
            {notFound ? (
              <FormattedMessage
                id="account.errorNotFoundBody"
                defaultMessage="There is no page at this address."
              />
            ) : (
              <PageErrorMessage />
            )}
          </p>
          <p className="mt-8">
            <Link
              reloadDocument
              to="/auth"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              <FormattedMessage
                id="account.errorSignIn"
                defaultMessage="Go to sign-in"
              />
            </Link>
          </p>
        </section>
      </MainContent>
      <SlimFooter />
    </>
  );
}
