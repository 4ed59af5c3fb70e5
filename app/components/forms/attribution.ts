import { utmFieldNames } from "~/domain/forms/consent";

/**
 * First-touch attribution: the referrer and UTM parameters of the page a visitor landed
 * on, kept for the browser session so a form filled three pages later still says where
 * the visit came from.
 */
const STORAGE_KEY = "first-touch-attribution";
export type Attribution = Partial<
  Record<(typeof utmFieldNames)[number] | "_referrer", string>
>;

export function captureFirstTouch(): void {
  try {
    if (sessionStorage.getItem(STORAGE_KEY)) return;
    const params = new URLSearchParams(location.search);
    const attribution: Attribution = {};
    for (const key of utmFieldNames) {
      const value = params.get(key);
      if (value) attribution[key] = value.slice(0, 200);
    }
    if (
      document.referrer &&
      new URL(document.referrer).origin !== location.origin
    ) {
      attribution._referrer = document.referrer.slice(0, 500);
    }
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // Storage disabled: the server-side values in the form still apply.
  }
}

export function readFirstTouch(): Attribution {
  try {
    return JSON.parse(
      sessionStorage.getItem(STORAGE_KEY) ?? "{}",
    ) as Attribution;
  } catch {
    return {};
  }
}
