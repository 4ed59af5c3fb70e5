/**
 * The booking pages' time-zone chooser (data-enhance="booking-zone", app/components/booking/):
 * a choice shows the times in that zone at once, and a first visit that chose nothing switches
 * to the browser's own zone when the page offers it. Without this script the chooser is a GET
 * form with a "Show times" button, and times start in Ottawa's zone.
 */
export function enhance(element: HTMLElement): void {
  if (!(element instanceof HTMLFormElement)) return;
  if (element.dataset.enhanced === "true") return;
  element.dataset.enhanced = "true";
  const form = element;
  const select = form.querySelector<HTMLSelectElement>("select");
  if (!select) return;
  select.addEventListener("change", () => form.requestSubmit());
  form
    .querySelector<HTMLElement>("[data-zone-submit]")
    ?.classList.add("sr-only");
  if (form.dataset.zoneChosen !== undefined) return;
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!own || own === select.value) return;
  if (![...select.options].some((option) => option.value === own)) {
    select.add(new Option(own.replaceAll("_", " "), own), 0);
  }
  select.value = own;
  // Replace, not push: Back leaves the page rather than returning to the Ottawa times.
  const url = new URL(location.href);
  url.searchParams.set(select.name, own);
  location.replace(url.toString());
}
