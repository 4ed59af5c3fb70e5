import type { ComponentProps } from "react";

/**
 * The file picker behind a media button: hidden and out of the tab order (the button opens
 * it with `ref.current.click()`), handing on what was picked, never an empty pick.
 */
export function HiddenFileInput({
  onPick,
  ...props
}: Omit<ComponentProps<"input">, "type" | "hidden" | "onChange"> & {
  onPick: (files: File[]) => void;
}) {
  return (
    <input
      type="file"
      hidden
      tabIndex={-1}
      {...props}
      onChange={(event) => {
        const picked = Array.from(event.currentTarget.files ?? []);
        // Cleared so picking the same file again (after removing it) fires change again.
        event.currentTarget.value = "";
        if (picked.length > 0) onPick(picked);
      }}
    />
  );
}
