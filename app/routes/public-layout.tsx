import { Outlet } from "react-router";
import { serverRenderedPage } from "~/page-hydration";

/**
 * Every public page sits under this layout and ships no React to the browser: its markup
 * is complete from the server (or the prerender), and the small scripts in app/enhance/
 * add what needs a script — see docs/decisions/009-public-pages-without-hydration.md.
 * Pages that need React in the browser (portal, admin) are declared outside it.
 */
export const handle = serverRenderedPage;

export default function PublicLayout() {
  return <Outlet />;
}
