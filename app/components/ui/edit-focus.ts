import { useEffect, useRef } from "react";

/** The id of a row's Edit control, so focus can come back to it. */
export const editControlId = (table: string, rowId: string) =>
  `${table}-edit-${rowId}`;

/**
 * Inline edit's focus (docs/access-audit.md): when a row leaves edit (Save landed or Cancel), focus goes
 * back to that row's Edit control instead of the top of the page. Entering edit focuses the
 * first field through `autoFocus` (which also works on a page loaded without JavaScript).
 */
export function useEditReturnFocus(table: string, editingId: string | null) {
  const previous = useRef(editingId);
  useEffect(() => {
    const was = previous.current;
    previous.current = editingId;
    if (was && was !== editingId)
      document.getElementById(editControlId(table, was))?.focus();
  }, [table, editingId]);
}
