import type { ByLocale } from "~/i18n/copy";
import { documentLocale } from "./document-locale";

/**
 * The show/hide button of a password field (app/components/ui/input.tsx) on a page React does
 * not hydrate (docs/decisions/058-sign-in-pages-without-react.md): the same button, look and
 * words the hydrated pages get from React. Without JavaScript the field stays a plain
 * password field.
 */
const SHOW_PASSWORD: ByLocale<string> = {
  en: "Show password",
  fr: "Afficher le mot de passe",
};

// lucide's "eye" and "eye-off", as the hydrated field draws them.
const ICON_ATTRIBUTES =
  'xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-5"';
const EYE = `<svg ${ICON_ATTRIBUTES}><path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"/><circle cx="12" cy="12" r="3"/></svg>`;
const EYE_OFF = `<svg ${ICON_ATTRIBUTES}><path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49"/><path d="M14.084 14.158a3 3 0 0 1-4.242-4.242"/><path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143"/><path d="m2 2 20 20"/></svg>`;

export function enhance(wrapper: HTMLElement): void {
  if (wrapper.dataset.enhanced !== undefined) return;
  const input = wrapper.querySelector<HTMLInputElement>("input");
  if (!input) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className =
    "absolute inset-y-0 right-0 inline-flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-text-muted hover:text-ink-900";
  if (input.id) button.setAttribute("aria-controls", input.id);
  const label = document.createElement("span");
  label.className = "sr-only";
  label.textContent = SHOW_PASSWORD[documentLocale()];
  const show = (visible: boolean) => {
    input.type = visible ? "text" : "password";
    button.setAttribute("aria-pressed", String(visible));
    button.innerHTML = visible ? EYE_OFF : EYE;
    button.append(label);
  };
  button.addEventListener("click", () => show(input.type === "password"));
  show(false);
  input.classList.add("pr-12");
  wrapper.append(button);
  wrapper.dataset.enhanced = "";
}
