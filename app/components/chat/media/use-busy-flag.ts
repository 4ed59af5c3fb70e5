import { useEffect, useRef } from "react";

/**
 * Tells the panel when a control starts and stops being busy (uploading, reading an image,
 * recording, speaking), so it can hold the other controls still; and tells it "not busy" if
 * the control disappears mid-way, so the panel is never left stuck.
 */
export function useBusyFlag(
  busy: boolean,
  onBusyChange: ((busy: boolean) => void) | undefined,
): void {
  const callback = useRef(onBusyChange);
  useEffect(() => {
    callback.current = onBusyChange;
  });
  const reported = useRef(false);
  useEffect(() => {
    if (busy === reported.current) return;
    reported.current = busy;
    callback.current?.(busy);
  }, [busy]);
  useEffect(
    () => () => {
      if (reported.current) callback.current?.(false);
    },
    [],
  );
}
