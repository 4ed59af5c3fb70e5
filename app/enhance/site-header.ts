import { CLOSE_DELAY_MS, nextOpenDelay } from "./menu-timing";

/**
 * The site header (app/components/site-header.tsx): desktop dropdowns and the mobile menu.
 *
 * Dropdowns follow the disclosure-navigation pattern: each trigger is a button with
 * aria-expanded. A resting pointer opens a panel (the delays, see ./menu-timing) and
 * leaving closes it again; a click, Enter or Space toggles it — and a click on a panel the
 * pointer opened pins it open rather than closing it under the user's hand. Escape (from
 * anywhere: WCAG 1.4.13 wants hover content dismissible), a click outside or focus moving
 * out closes it. One panel is open at a time.
 */
type Group = { item: HTMLElement; trigger: HTMLElement; panel: HTMLElement };

export function enhance(header: HTMLElement): void {
  if (header.dataset.enhanced !== undefined) return;
  const groups = [
    ...header.querySelectorAll<HTMLElement>("[data-nav-group]"),
  ].flatMap((item) => {
    const trigger = item.querySelector<HTMLElement>("[data-nav-trigger]");
    const panel = item.querySelector<HTMLElement>("[data-nav-panel]");
    return trigger && panel ? [{ item, trigger, panel }] : [];
  });
  enhanceDropdowns(groups);
  const mobileMenu = header.querySelector<HTMLDetailsElement>(
    "details[data-mobile-menu]",
  );
  if (mobileMenu) enhanceMobileMenu(mobileMenu);
  // From here on the CSS hover/focus fallback stands aside (app.css, "Site header dropdowns").
  header.dataset.enhanced = "";
}

function enhanceDropdowns(groups: Group[]) {
  let open: Group | null = null;
  let pinned = false; // opened or confirmed by click/keyboard: the pointer leaving keeps it open
  let closedAt = -Infinity;
  let pending: Group | null = null; // waiting for the open delay
  let muted: Group | null = null; // closed by click or Escape: no hover reopening until the pointer leaves
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const render = (group: Group, isOpen: boolean) => {
    const state = isOpen ? "open" : "closed";
    group.trigger.setAttribute("aria-expanded", String(isOpen));
    group.trigger.dataset.state = state;
    group.panel.dataset.state = state;
  };

  const show = (group: Group | null, pin: boolean) => {
    clearTimeout(openTimer);
    clearTimeout(closeTimer);
    pending = null;
    pinned = pin;
    if (open === group) return;
    if (open) {
      render(open, false);
      closedAt = performance.now();
    }
    open = group;
    if (group) render(group, true);
  };

  const closeAndMute = (group: Group) => {
    show(null, false);
    muted = group;
  };

  for (const group of groups) {
    render(group, false);
    const { item, trigger } = group;

    item.addEventListener("pointerover", (event) => {
      if (event.pointerType !== "mouse") return;
      if (open === group) {
        clearTimeout(closeTimer);
        return;
      }
      if (!(event.target instanceof Node) || !trigger.contains(event.target))
        return;
      if (muted === group || pending === group) return;
      const delay = nextOpenDelay({
        anotherOpen: open !== null,
        msSinceClose: performance.now() - closedAt,
      });
      if (delay === 0) return show(group, false);
      clearTimeout(openTimer);
      pending = group;
      openTimer = setTimeout(() => show(group, false), delay);
    });

    item.addEventListener("pointerout", (event) => {
      if (event.pointerType !== "mouse") return;
      if (
        event.relatedTarget instanceof Node &&
        item.contains(event.relatedTarget)
      )
        return;
      if (muted === group) muted = null;
      if (pending === group) {
        clearTimeout(openTimer);
        pending = null;
      }
      if (open === group && !pinned) {
        clearTimeout(closeTimer);
        closeTimer = setTimeout(() => show(null, false), CLOSE_DELAY_MS);
      }
    });

    trigger.addEventListener("click", (event) => {
      // A mouse click on a panel the pointer just opened keeps it (detail is 0 for Enter/Space).
      if (open === group && !pinned && event.detail > 0)
        return show(group, true);
      if (open === group) closeAndMute(group);
      else show(group, true);
    });

    // Focus moving to something outside the group closes it. (A click on the panel's padding
    // moves focus to nothing; that is not leaving.)
    item.addEventListener("focusout", (event) => {
      if (open !== group) return;
      if (
        event.relatedTarget instanceof Node &&
        !item.contains(event.relatedTarget)
      )
        show(null, false);
    });
  }

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !open) return;
    const group = open;
    const hadFocus = group.item.contains(document.activeElement);
    closeAndMute(group);
    if (hadFocus) group.trigger.focus();
  });

  document.addEventListener("pointerdown", (event) => {
    if (
      open &&
      !(event.target instanceof Node && open.item.contains(event.target))
    )
      show(null, false);
  });
}

/** The mobile <details> menu works on its own; this closes it when a link is chosen, on Escape and on a click outside. */
function enhanceMobileMenu(menu: HTMLDetailsElement) {
  const summary = menu.querySelector("summary");
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a"))
      menu.open = false;
  });
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    menu.open = false;
    summary?.focus();
  });
  document.addEventListener("pointerdown", (event) => {
    if (
      menu.open &&
      !(event.target instanceof Node && menu.contains(event.target))
    )
      menu.open = false;
  });
}
