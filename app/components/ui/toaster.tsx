import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { toast as sonner, Toaster as Sonner } from "sonner";
import type { Toast } from "~/domain/forms/form-result";
import { Alert } from "./alert";
import { useHydrated } from "./use-hydrated";
import { formatMessage } from "~/i18n/message";

/** Toasts stay 5 seconds. */
export const TOAST_DURATION_MS = 5000;

const base =
  "pointer-events-auto flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-card font-sans sm:w-[var(--width)]";

/**
 * The toasts of hydrated pages (sonner), mounted once by the account layout. Styled with the
 * site's tokens, like the public pages' toasts (app/enhance/toast.ts): failures in the
 * destructive style, successes green, news neutral.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: base,
          success: "border-success-700/30 bg-success-50 text-success-700",
          error: "border-danger-700/30 bg-danger-50 text-danger-700",
          info: "border-line bg-surface text-ink-900",
          title: "font-semibold",
          description: "text-ink-900",
          icon: "mt-0.5 shrink-0",
          closeButton:
            "order-last -my-1 -mr-2 ml-auto inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-black/5",
        },
      }}
    />
  );
}

/**
 * A toast from a loader (a flash after a redirect) or an action. Before hydration — and
 * always without JavaScript — it is a message in the page: role=alert for a failure,
 * role=status otherwise. Once React runs, the in-page message goes and sonner shows the
 * toast instead, once per toast object (a new action answer is a new object; a re-render
 * or revalidation that keeps the same answer does not repeat it).
 */
export function PageToast({
  toast,
  className,
}: {
  toast: Toast | null | undefined;
  className?: string;
}) {
  const hydrated = useHydrated();
  const shown = useRef<Toast | null>(null);
  const intl = useIntl();
  const title = toast ? formatMessage(intl, toast.title) : "";
  const description = formatMessage(intl, toast?.description);

  useEffect(() => {
    if (!hydrated || !toast || shown.current === toast) return;
    shown.current = toast;
    const options = { description };
    if (toast.kind === "error") sonner.error(title, options);
    else if (toast.kind === "success") sonner.success(title, options);
    else sonner.info(title, options);
  }, [hydrated, toast, title, description]);

  if (hydrated || !toast) return null;
  return (
    <Alert
      tone={toast.kind}
      title={title}
      role={toast.kind === "error" ? "alert" : "status"}
      className={className}
    >
      {description}
    </Alert>
  );
}
