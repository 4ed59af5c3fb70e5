import { formFailure } from "../auth/account-form.server";

/** Every console answer is private to one member of staff: never stored by a browser or a proxy. */
export const CONSOLE_HEADERS = { "Cache-Control": "no-store" } as const;

/** The answer to a console form whose intent names no change this page makes (a stale or forged form). */
export function unknownConsoleAction() {
  return formFailure(
    {},
    {
      headers: CONSOLE_HEADERS,
      toast: {
        kind: "error",
        title: "Unknown action",
        description:
          "The form did not say what to change. Reload the page and try again.",
      },
    },
  );
}
