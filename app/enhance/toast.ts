import type { ByLocale } from "~/i18n/copy";
import { documentLocale } from "./document-locale";

/**
 * Toasts: a title, an optional description, a close button, gone after 5 s
 * unless the pointer or focus is on it. Successes are announced politely (role=status),
 * failures assertively (role=alert) and styled as destructive. Without motion when the
 * visitor asked for reduced motion: the entrance transition is motion-safe only.
 *
 * The live regions exist before the first toast (prepareToasts), since screen readers
 * announce changes to regions they already know, not regions that appear with content.
 */
export type ToastVariant = "success" | "error";
export type Toast = {
  title: string;
  description?: string;
  variant: ToastVariant;
};

const DURATION_MS = 5000;
const DISMISS_LABEL: ByLocale<string> = {
  en: "Dismiss notification",
  fr: "Fermer la notification",
};
const MAX_VISIBLE = 3;

let toaster: {
  root: HTMLElement;
  polite: HTMLElement;
  assertive: HTMLElement;
} | null = null;

const regionClasses = "flex w-full flex-col items-center gap-2";

function ensureToaster() {
  if (toaster) return toaster;
  const root = document.createElement("div");
  root.dataset.toaster = "";
  root.className =
    "pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4";
  const polite = document.createElement("div");
  polite.setAttribute("role", "status");
  polite.setAttribute("aria-live", "polite");
  polite.className = regionClasses;
  const assertive = document.createElement("div");
  assertive.setAttribute("role", "alert");
  assertive.setAttribute("aria-live", "assertive");
  assertive.className = regionClasses;
  root.append(assertive, polite);
  document.body.append(root);
  toaster = { root, polite, assertive };
  return toaster;
}

/** Creates the live regions now, so the first toast is announced. */
export function prepareToasts(): void {
  ensureToaster();
}

/**
 * A modal <dialog> makes the rest of the page inert: while one is open the toasts live
 * inside it, so they are seen, announced and can be closed.
 */
function placeToaster(root: HTMLElement): void {
  const modal = [...document.querySelectorAll("dialog[open]")]
    .reverse()
    .find(isModal);
  const host = modal ?? document.body;
  if (root.parentElement !== host) host.append(root);
}

function isModal(dialog: Element): boolean {
  try {
    return dialog.matches(":modal");
  } catch {
    return false; // a browser too old for :modal: the toasts stay in the page
  }
}

const variantClasses: Record<ToastVariant, string> = {
  success: "border-success-700/30 bg-success-50 text-success-700",
  error: "border-danger-700/30 bg-danger-50 text-danger-700",
};

// Inline SVG (lucide's circle-check and circle-alert): no icon font, no extra request.
const icons: Record<ToastVariant, string> = {
  success: '<circle cx="12" cy="12" r="10"/><path d="m9 12 2 2 4-4"/>',
  error:
    '<circle cx="12" cy="12" r="10"/><line x1="12" x2="12" y1="8" y2="12"/><line x1="12" x2="12.01" y1="16" y2="16"/>',
};

function svg(paths: string, className: string): SVGSVGElement {
  const element = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  element.setAttribute("viewBox", "0 0 24 24");
  element.setAttribute("fill", "none");
  element.setAttribute("stroke", "currentColor");
  element.setAttribute("stroke-width", "2");
  element.setAttribute("stroke-linecap", "round");
  element.setAttribute("stroke-linejoin", "round");
  element.setAttribute("aria-hidden", "true");
  element.setAttribute("class", className);
  element.innerHTML = paths;
  return element;
}

function text(tag: "p", className: string, content: string): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  element.textContent = content;
  return element;
}

/** Shows a toast; the function it returns takes it away early (e.g. once the problem is solved). */
export function showToast(toast: Toast): () => void {
  const { root, polite, assertive } = ensureToaster();
  placeToaster(root);
  const region = toast.variant === "error" ? assertive : polite;

  const item = document.createElement("div");
  item.dataset.toast = toast.variant;
  item.className =
    "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-card " +
    "motion-safe:transition motion-safe:duration-200 motion-safe:starting:-translate-y-2 motion-safe:starting:opacity-0 " +
    variantClasses[toast.variant];
  const body = document.createElement("div");
  body.className = "grid flex-1 gap-0.5";
  body.append(text("p", "font-semibold", toast.title));
  if (toast.description)
    body.append(text("p", "text-ink-900", toast.description));
  const close = document.createElement("button");
  close.type = "button";
  close.className =
    "-my-1 -mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-black/5";
  close.setAttribute("aria-label", DISMISS_LABEL[documentLocale()]);
  close.append(svg('<path d="M18 6 6 18"/><path d="m6 6 12 12"/>', "size-4"));
  item.append(svg(icons[toast.variant], "mt-0.5 size-5 shrink-0"), body, close);

  // Time to read it: the countdown pauses while the pointer or keyboard focus is on the toast.
  let timer: number | undefined;
  const dismiss = () => {
    window.clearTimeout(timer);
    if (item.contains(document.activeElement))
      (document.activeElement as HTMLElement).blur();
    item.remove();
  };
  const start = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(dismiss, DURATION_MS);
  };
  const pause = () => window.clearTimeout(timer);
  item.addEventListener("pointerenter", pause);
  item.addEventListener("pointerleave", start);
  item.addEventListener("focusin", pause);
  item.addEventListener("focusout", (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) start();
  });
  close.addEventListener("click", dismiss);

  region.append(item);
  const all = root.querySelectorAll("[data-toast]");
  for (const old of [...all].slice(0, Math.max(0, all.length - MAX_VISIBLE)))
    old.remove();
  start();
  return dismiss;
}
