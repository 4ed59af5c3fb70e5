import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { Locale } from "~/i18n/locale";
import { LocaleProvider } from "~/i18n/locale-context";

/**
 * The server's markup of a component mounted as the route `path` and opened at `url` (the
 * path itself unless given): what a browser without JavaScript keeps. With a locale the page
 * gets its language the way root.tsx gives it; without one it has the provider's default.
 */
export function renderRoute(
  Component: ComponentType,
  { path, url = path, locale }: { path: string; url?: string; locale?: Locale },
): string {
  const Stub = createRoutesStub([{ path, Component }]);
  const page = <Stub initialEntries={[url]} />;
  return renderToStaticMarkup(
    locale ? <LocaleProvider locale={locale}>{page}</LocaleProvider> : page,
  );
}
