/**
 * The careers application dialog (app/components/careers/application-dialog.tsx).
 *
 * Apply links (`a[data-apply]`, see app/components/careers/job-card.tsx) lead to the form on
 * the page without JavaScript; here a plain click opens the dialog for that position instead,
 * and a shared `?apply=<id>` link opens it on arrival. Any close (Cancel, the close button,
 * Escape, a successful submission) resets the form, returns focus to the link that opened it
 * and drops `?apply=` so a reload does not reopen it.
 *
 * The form's own script (app/enhance, lead forms) announces a stored application with a
 * bubbling "lead-form:success" event and clears its messages on the form's "reset" event.
 */
const SUCCESS_EVENT = "lead-form:success";

export function enhance(dialog: HTMLElement): void {
  if (
    !(dialog instanceof HTMLDialogElement) ||
    dialog.dataset.enhanced !== undefined
  )
    return;
  if (typeof dialog.showModal !== "function") return; // the links keep leading to the page's form
  const title = dialog.querySelector<HTMLElement>("[data-dialog-title]");
  const form = dialog.querySelector("form");
  let opener: HTMLElement | null = null;

  const open = (link: HTMLElement) => {
    const { applyKind, applyTitle, applyPosition } = link.dataset;
    opener = link;
    if (title && applyTitle) title.textContent = applyTitle;
    for (const part of dialog.querySelectorAll<HTMLElement>(
      "[data-application-kind]",
    )) {
      part.hidden = part.dataset.applicationKind !== applyKind;
    }
    const position = form?.elements.namedItem("jobTitle");
    if (position && "value" in position && applyPosition)
      position.value = applyPosition;
    // The dialog's title names the form too (its position changes with the link).
    if (form && title?.id) form.setAttribute("aria-labelledby", title.id);
    if (!dialog.open) dialog.showModal();
  };

  document.addEventListener("click", (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>("a[data-apply]")
        : null;
    // A modified click (new tab, new window) keeps following the link.
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    open(link);
  });

  dialog.addEventListener("click", (event) => {
    if (
      event.target instanceof Element &&
      event.target.closest("[data-dialog-close]")
    )
      dialog.close();
  });
  dialog.addEventListener(SUCCESS_EVENT, () => dialog.close());
  dialog.addEventListener("close", () => {
    form?.reset();
    if (opener?.isConnected) opener.focus();
    opener = null;
    forgetApplyQuery();
  });

  dialog.dataset.enhanced = "";

  // A link followed before this script ran, or shared, lands on ?apply=<id>.
  const applyId = new URLSearchParams(location.search).get("apply");
  const link = applyId
    ? document.querySelector<HTMLElement>(
        `a[data-apply="${CSS.escape(applyId)}"]`,
      )
    : null;
  if (link) open(link);
}

/** After closing, a reload should not reopen the dialog: drop ?apply= (and #application) without a navigation. */
function forgetApplyQuery() {
  const url = new URL(location.href);
  if (!url.searchParams.has("apply")) return;
  url.searchParams.delete("apply");
  history.replaceState(history.state, "", `${url.pathname}${url.search}`);
}
