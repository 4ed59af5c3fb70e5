import { trackingFieldNames } from "~/domain/forms/consent";
import {
  asNewsletterSignupResponse,
  NEWSLETTER_EMAIL_FIELD,
} from "~/domain/newsletter/newsletter-response";
import { documentLocale } from "./document-locale";

/**
 * The newsletter box (data-enhance="newsletter-box", app/components/newsletter/): it posts in
 * place to /api/newsletter and says the server's answer in its live region, without leaving
 * the page. The box on /blog and in the footer is on pages served from memory, so it has no
 * form token: one is fetched (no-store) on first focus, and the post waits out the minimum
 * fill time counted from that fetch. Without this script the box posts to /newsletter.
 */
const ENDPOINT = "/api/newsletter";

type TokenAnswer = { formToken: string; minFillMs: number };

export function enhance(element: HTMLElement): void {
  if (!(element instanceof HTMLFormElement)) return;
  if (element.dataset.enhanced === "true") return;
  element.dataset.enhanced = "true";
  const form = element;
  const status = form.querySelector<HTMLElement>('[role="status"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const input = form.querySelector<HTMLInputElement>(
    `input[name="${NEWSLETTER_EMAIL_FIELD}"]`,
  );
  let tokenField = form.querySelector<HTMLInputElement>(
    `input[name="${trackingFieldNames.token}"]`,
  );
  /** When the post may go: the token's fetch plus the minimum fill time. */
  let readyAt = 0;
  let fetching: Promise<void> | null = null;
  let pending = false;

  const setToken = (token: string) => {
    if (!tokenField) {
      tokenField = document.createElement("input");
      tokenField.type = "hidden";
      tokenField.name = trackingFieldNames.token;
      form.append(tokenField);
    }
    tokenField.value = token;
  };

  const fetchToken = (): Promise<void> => {
    fetching ??= fetch(ENDPOINT, {
      headers: { Accept: "application/json" },
      cache: "no-store",
      credentials: "same-origin",
    })
      .then((answer) => answer.json() as Promise<TokenAnswer>)
      .then((answer) => {
        setToken(answer.formToken);
        readyAt = Date.now() + answer.minFillMs;
      })
      .catch(() => {
        // No token: the post is answered "press Subscribe again", with a token.
        fetching = null;
      });
    return fetching;
  };

  // A form rendered with its token (/newsletter) needs none.
  if (!tokenField?.value)
    form.addEventListener("focusin", () => void fetchToken(), { once: true });

  const say = (message: string) => {
    if (status) status.textContent = message;
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (pending) return;
    pending = true;
    const label = button?.textContent ?? "";
    if (button) {
      button.disabled = true;
      button.textContent = form.dataset.pendingLabel ?? label;
    }
    void send().finally(() => {
      pending = false;
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
    });
  });

  async function send(): Promise<void> {
    if (!tokenField?.value) await fetchToken();
    const wait = readyAt - Date.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    const locale = documentLocale();
    try {
      const answer = await fetch(`${ENDPOINT}?locale=${locale}`, {
        method: "POST",
        body: new FormData(form),
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      });
      const body: unknown = await answer.json().catch(() => null);
      const response = asNewsletterSignupResponse(body);
      if (!response) {
        const refusal = (body as { formErrors?: unknown } | null)?.formErrors;
        say(
          Array.isArray(refusal) && typeof refusal[0] === "string"
            ? refusal[0]
            : (form.dataset.unavailable ?? ""),
        );
        return;
      }
      say(response.message);
      if (response.ok) {
        if (input) input.value = "";
        return;
      }
      if (response.formToken) {
        setToken(response.formToken);
        readyAt = 0;
      }
      if (input) {
        if (response.kind === "invalid")
          input.setAttribute("aria-invalid", "true");
        input.focus();
      }
    } catch {
      say(form.dataset.unavailable ?? "");
    }
  }
  input?.addEventListener("input", () => input.removeAttribute("aria-invalid"));
}
