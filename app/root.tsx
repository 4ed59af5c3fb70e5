import { useContext } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { useNonce } from "./components/nonce-provider";
import { NotFoundContent } from "./components/not-found-content";
import { PageErrorMessage } from "./components/page-error-message";
import { SiteFooter } from "./components/marketing/site-footer";
import { SiteHeader } from "./components/site-header";
import { site } from "./content/site";
import { htmlLang } from "./i18n/locale";
import { LocaleProvider, useLocalizedPath } from "./i18n/locale-context";
import { pageLocale } from "./i18n/page-locale";
import { hasOwnNewsletterForm, usesAppChrome } from "./page-chrome";
import { pageHydrates } from "./page-hydration";
import { rootLoader } from "./server/root.handler.server";

export const loader = (args: Route.LoaderArgs) => rootLoader(args);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const locale = pageLocale(matches, useLocation().pathname);
  return (
    <LocaleProvider locale={locale}>
      <PageDocument lang={htmlLang(locale)} nonce={nonce} matches={matches}>
        {children}
      </PageDocument>
    </LocaleProvider>
  );
}

function PageDocument({
  lang,
  nonce,
  matches,
  children,
}: {
  lang: string;
  nonce: string;
  matches: ReturnType<typeof useMatches>;
  children: React.ReactNode;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        {/* Its nonce given here, the same in the browser as on the server (nonce-provider.tsx). */}
        <Links nonce={nonce || undefined} />
      </head>
      <body className="flex min-h-dvh flex-col bg-surface">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-ink-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          <FormattedMessage
            id="page.skipToContent"
            defaultMessage="Skip to main content"
          />
        </a>
        {usesAppChrome(matches) ? (
          // Account pages draw their own header, <main id="main-content"> and footer.
          children
        ) : (
          <>
            <SiteHeader />
            <main
              id="main-content"
              tabIndex={-1}
              className="flex-1 focus:outline-none"
            >
              {children}
            </main>
            <SiteFooter newsletterBox={!hasOwnNewsletterForm(matches)} />
          </>
        )}
        {pageHydrates(matches) ? (
          <>
            <ScrollRestoration nonce={nonce || undefined} />
            <Scripts nonce={nonce || undefined} />
          </>
        ) : (
          <EnhancementScript nonce={nonce} />
        )}
      </body>
    </html>
  );
}

/**
 * A page that is not hydrated loads only the client entry, which then imports the
 * enhancers the page's markup asks for (app/enhance/). An inline loader rather than a
 * <script src>: the CSP trusts inline scripts by nonce or, on prerendered pages, by hash,
 * and 'strict-dynamic' extends that trust to scripts they insert. It inserts a <script>
 * element rather than calling import(): a module imported from a parser-inserted script
 * counts as parser-inserted too, which 'strict-dynamic' refuses unless it carries the nonce —
 * and prerendered pages have none.
 */
function EnhancementScript({ nonce }: { nonce: string }) {
  const entry = useContext(FrameworkContext)?.manifest.entry.module;
  if (!entry) return null;
  const load = `const s=document.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};document.body.append(s);`;
  return (
    // JSON.stringify makes the URL a safe string literal.
    <script
      nonce={nonce || undefined}
      dangerouslySetInnerHTML={{ __html: load }}
    />
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const intl = useIntl();
  const localizedPath = useLocalizedPath();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>
          {intl.formatMessage(
            {
              id: "page.notFoundTitle",
              defaultMessage: "Page not found | {site}",
            },
            { site: site.name },
          )}
        </title>
        <NotFoundContent />
      </>
    );
  }
  return (
    <>
      <title>
        {intl.formatMessage(
          {
            id: "page.errorTitle",
            defaultMessage: "Something went wrong | {site}",
          },
          { site: site.name },
        )}
      </title>
      <section className="page-container py-24 text-center">
        <p className="text-sm font-semibold text-brand-700">
          <FormattedMessage id="page.errorEyebrow" defaultMessage="Error" />
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink-900">
          <FormattedMessage
            id="page.errorHeading"
            defaultMessage="Something went wrong"
          />
        </h1>
        <p className="mx-auto mt-4 max-w-md text-text-muted">
          <PageErrorMessage />
        </p>
        <a
          className="mt-8 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          href={localizedPath("/")}
        >
          <FormattedMessage
            id="page.returnHome"
            defaultMessage="Return to home"
          />
        </a>
      </section>
    </>
  );
}
