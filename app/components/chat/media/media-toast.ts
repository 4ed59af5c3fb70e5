import { showToast } from "~/enhance/toast";
import { failureDescription } from "./media-rules";

/** The media controls' toasts (public pages' toaster): spec wording from chatToasts. */
export function toastSuccess(toast: {
  title: string;
  description: string;
}): void {
  showToast({ ...toast, variant: "success" });
}

/** A failure toast: the spec's title, and its sentence unless the server refused with a clearer one. */
export function toastFailure(
  toast: { title: string; description: string },
  error?: unknown,
): void {
  showToast({
    title: toast.title,
    description: failureDescription(toast.description, error),
    variant: "error",
  });
}
