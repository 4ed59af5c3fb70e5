/**
 * The one client entry. Pages rendered with React Router's <Scripts/> carry its context and
 * are hydrated; public pages (app/routes/public-layout.tsx) are not, and only load the
 * small enhancers their markup asks for — so they never download React.
 */
if ("__reactRouterContext" in window) {
  void import("./hydrate-router");
} else {
  void import("./enhance/page");
}
