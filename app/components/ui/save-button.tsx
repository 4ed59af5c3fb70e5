import { Save } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";

/** A form's submit button that saves, on a line of its own; it says "Saving…" while it does. */
export function SaveButton({
  pending,
  children,
}: {
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <Button type="submit" pending={pending} pendingLabel="Saving…">
        <Save aria-hidden="true" className="size-4" />
        {children}
      </Button>
    </div>
  );
}
