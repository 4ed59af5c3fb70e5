/**
 * The Sign In / Sign Up tabs of /auth (app/components/account/auth-page.tsx), on a page React
 * does not hydrate (docs/decisions/058-sign-in-pages-without-react.md). The server renders them
 * as links (`?tab=signup`) and both panels, the inactive one hidden by its `data-state`; here a
 * click or Enter switches in place and keeps the address in step, and the arrow keys, Home and
 * End move between the tabs as the WAI-ARIA tabs pattern (manual activation) says.
 */
export function enhance(root: HTMLElement): void {
  if (root.dataset.enhanced !== undefined) return;
  const tabs = [...root.querySelectorAll<HTMLAnchorElement>("a[role=tab]")];
  const panelOf = (tab: HTMLElement) => {
    const id = tab.getAttribute("aria-controls");
    return id ? document.getElementById(id) : null;
  };

  const select = (chosen: HTMLAnchorElement) => {
    for (const tab of tabs) {
      const active = tab === chosen;
      const state = active ? "active" : "inactive";
      tab.setAttribute("aria-selected", String(active));
      tab.dataset.state = state;
      // Roving focus: only the selected tab is in the page's tab order.
      tab.tabIndex = active ? 0 : -1;
      const panel = panelOf(tab);
      if (panel) panel.dataset.state = state;
    }
    // A reload, or the form's answer, shows the same tab.
    history.replaceState(history.state, "", chosen.href);
  };

  for (const tab of tabs) {
    tab.tabIndex = tab.getAttribute("aria-selected") === "true" ? 0 : -1;
    tab.addEventListener("click", (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return; // a new tab or window: the link's own way
      event.preventDefault();
      select(tab);
    });
    tab.addEventListener("keydown", (event) => {
      const at = tabs.indexOf(tab);
      const next =
        event.key === "ArrowRight"
          ? tabs[(at + 1) % tabs.length]
          : event.key === "ArrowLeft"
            ? tabs[(at - 1 + tabs.length) % tabs.length]
            : event.key === "Home"
              ? tabs[0]
              : event.key === "End"
                ? tabs[tabs.length - 1]
                : event.key === " "
                  ? tab
                  : undefined;
      if (!next) return;
      event.preventDefault();
      if (next === tab) select(tab);
      else next.focus();
    });
  }
  root.dataset.enhanced = "";
}
