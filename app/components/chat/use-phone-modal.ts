import { useEffect, useState, type RefObject } from "react";

/** Where the panel fills the screen (chat-panel.tsx: min-[480px] is the floating layout). */
const PHONE_QUERY = "(max-width: 479.98px)";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function isPhone(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia(PHONE_QUERY).matches
  );
}

/**
 * On a phone the open panel covers the whole page, so it behaves as a modal dialog there
 * (docs/access-audit.md): aria-modal is true, Tab and Shift+Tab cycle through the panel's controls, and
 * focus that lands outside it (a screen reader's jump, a script) is brought back. On a wider
 * screen the panel floats beside the page and stays non-modal. Returns whether it is modal now.
 */
export function usePhoneModal(
  panel: RefObject<HTMLElement | null>,
  open: boolean,
): boolean {
  const [phone, setPhone] = useState(isPhone);

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(PHONE_QUERY);
    const onChange = () => setPhone(query.matches);
    onChange();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const modal = open && phone;
  useEffect(() => {
    const element = panel.current;
    if (!modal || !element) return;
    const focusables = () =>
      [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (candidate) => candidate.getClientRects().length > 0,
      );
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const all = focusables();
      if (all.length === 0) {
        event.preventDefault();
        element.focus();
        return;
      }
      const first = all[0]!;
      const last = all.at(-1)!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target)) return;
      // Closing returns focus to the launcher before this effect is cleaned up: let it.
      if (target.getAttribute("aria-controls") === element.id) return;
      (focusables()[0] ?? element).focus();
    };
    element.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      element.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [modal, panel]);

  return modal;
}
