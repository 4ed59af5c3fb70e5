import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";

/**
 * Radix dialog with the site's look: focus trapped and returned, Escape closes, the title
 * names the dialog. Pages that must work without JavaScript also offer the dialog's content
 * at its own URL (e.g. /dashboard/support/new), the dialog's trigger being a link to it.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  title,
  description,
  children,
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink-950/50" />
      <DialogPrimitive.Content
        {...props}
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cx(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-card border border-line bg-surface p-6 shadow-card focus:outline-none sm:p-8",
          className,
        )}
      >
        <div className="grid gap-1.5 pr-8">
          <DialogPrimitive.Title className="text-lg font-semibold text-ink-900">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="text-sm leading-6 text-text-muted">
              {description}
            </DialogPrimitive.Description>
          ) : null}
        </div>
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-text-muted hover:bg-surface-muted hover:text-ink-900">
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
