/**
 * Keeps the floating chat launcher off the page's forms: while any form control is under the
 * corner the launcher floats over, the launcher steps aside (data-yield; invisible, so neither
 * a tap nor a screen reader lands on it), and comes back once the control has scrolled on. At
 * 375 px a field spans the screen, so a fixed button in the corner covered the last fields and
 * the submit button of the contact form whatever the scroll. It never steps aside while it has
 * focus or its panel is open. An IntersectionObserver watches a strip the size of the corner, so
 * nothing runs on scroll.
 */
const CONTROLS = "form :is(input:not([type=hidden]), select, textarea, button)";

export function keepClearOfForms(launcher: HTMLElement): void {
  if (typeof IntersectionObserver === "undefined") return;
  const controls = [...document.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    // A modal dialog's form floats above the launcher: only the page's own forms count.
    (control) => !control.closest("dialog"),
  );
  if (!controls.length) return;
  const underCorner = new Set<Element>();
  let observer: IntersectionObserver | null = null;

  const update = () => {
    const keep =
      document.activeElement === launcher ||
      launcher.getAttribute("aria-expanded") === "true";
    launcher.toggleAttribute("data-yield", underCorner.size > 0 && !keep);
  };

  /** The corner the launcher covers, with a margin: from its box to the viewport's edges. */
  const watch = () => {
    observer?.disconnect();
    underCorner.clear();
    const box = launcher.getBoundingClientRect();
    if (!box.width) return; // hidden (printing) or not laid out
    const margin = 8;
    const top = Math.max(0, box.top - margin);
    const left = Math.max(0, box.left - margin);
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) underCorner.add(entry.target);
          else underCorner.delete(entry.target);
        update();
      },
      { rootMargin: `-${top}px 0px 0px -${left}px` },
    );
    for (const control of controls) observer.observe(control);
  };

  watch();
  let resized = 0;
  window.addEventListener("resize", () => {
    window.clearTimeout(resized);
    resized = window.setTimeout(watch, 150);
  });
  launcher.addEventListener("focus", update);
  launcher.addEventListener("blur", update);
  new MutationObserver(update).observe(launcher, {
    attributes: true,
    attributeFilter: ["aria-expanded"],
  });
}
