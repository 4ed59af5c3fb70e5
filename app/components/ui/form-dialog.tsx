import { useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Button } from "./button";
import { ButtonLink } from "./button-link";
import { Dialog, DialogContent, DialogTrigger } from "./dialog";
import { useHydrated } from "./use-hydrated";

/**
 * A button that opens a form in a dialog. Without JavaScript (and until hydrated) it is a link
 * to `pageTo`, where the same form is a page. The dialog's form posts with a fetcher: a mistake
 * comes back into the dialog; success redirects (a new location), which closes it. `children`
 * mount with the dialog's content, so every opening starts with an empty form and no errors.
 */
export function FormDialogButton({
  label,
  pageTo,
  title,
  description,
  children,
}: {
  label: ReactNode;
  pageTo: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }
  if (!hydrated) return <ButtonLink to={pageTo}>{label}</ButtonLink>;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{label}</Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
