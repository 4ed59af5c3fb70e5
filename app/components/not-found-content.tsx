import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { ButtonLink } from "./ui/button-link";

/** A not-found page's body: '404', a heading, what happened and one way back. */
export function NotFoundPanel({
  title,
  message,
  back,
}: {
  title: ReactNode;
  message: ReactNode;
  back: { label: ReactNode; to: string };
}) {
  return (
    <section className="page-container flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-6xl font-bold tracking-tight text-brand-700 sm:text-7xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-ink-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-3 max-w-md text-text-muted">{message}</p>
      <ButtonLink to={back.to} className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </ButtonLink>
    </section>
  );
}

/** The 404 page: '404', 'Oops! Page not found' and a link home. */
export function NotFoundContent() {
  return (
    <NotFoundPanel
      title={
        <FormattedMessage
          id="chrome.notFoundHeading"
          defaultMessage="Oops! Page not found"
        />
      }
      message={
        <FormattedMessage
          id="chrome.notFoundBody"
          defaultMessage="The page you asked for has moved or never existed. Everything we publish is reachable from the home page."
        />
      }
      back={{
        to: "/",
        label: (
          <FormattedMessage
            id="chrome.notFoundHome"
            defaultMessage="Return to Home"
          />
        ),
      }}
    />
  );
}
