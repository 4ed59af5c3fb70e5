/**
 * An account form (sign-in, sign-up) on a page React does not hydrate
 * (docs/decisions/058-sign-in-pages-without-react.md): it posts as it does without JavaScript
 * and the server answers with the page (errors, the first field in error focused). Here the
 * submit button then says what is happening and cannot send the form twice, as the hydrated
 * forms' buttons do (app/components/ui/button.tsx, `pendingLabel`).
 */
const SPINNER =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-4 shrink-0 motion-safe:animate-spin"><path d="M21 12a9 9 0 1 1-6.219-8.56"/></svg>';

export function enhance(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement) || form.dataset.enhanced !== undefined)
    return;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!button) return;
  const idle = button.innerHTML;
  let sent = false;
  form.addEventListener("submit", (event) => {
    if (sent) {
      event.preventDefault(); // the first post is under way
      return;
    }
    sent = true;
    // After the submit event, so the button's own name and value still go with the form.
    setTimeout(() => {
      button.disabled = true;
      button.setAttribute("aria-busy", "true");
      button.innerHTML = SPINNER;
      button.append(button.dataset.pendingLabel ?? "");
    });
  });
  // Back to this page from the browser's cache: the form can be sent again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    sent = false;
    button.disabled = false;
    button.removeAttribute("aria-busy");
    button.innerHTML = idle;
  });
  form.dataset.enhanced = "";
}
