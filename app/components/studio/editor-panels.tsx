import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { Button } from "../ui/button";
import { inputClasses } from "../ui/input";
import {
  LINK_RULE_MESSAGE,
  imageProblems,
  isAllowedLinkHref,
  type ImageRequest,
} from "./editor-urls";

/*
 * The link and image panels open under the toolbar, in the page rather than in a dialog or
 * window.prompt, so the text being linked stays in view. They are not <form>s: the editor
 * sits inside the page's form, and a nested form is invalid HTML. Enter in a field applies
 * the panel (and must not submit the page's form); Escape closes it and returns to the text.
 */

function PanelField({
  id,
  label,
  hint,
  error,
  inputRef,
  value,
  onValueChange,
  onEnter,
  onEscape,
  inputMode,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  error: string | undefined;
  inputRef?: RefObject<HTMLInputElement | null>;
  value: string;
  onValueChange: (value: string) => void;
  onEnter: () => void;
  onEscape: (event: KeyboardEvent) => void;
  inputMode?: "url" | "text";
}) {
  return (
    <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={inputMode !== "url"}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onEnter();
          }
          onEscape(event);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        className={inputClasses}
      />
      <p id={`${id}-hint`} className="text-sm text-text-muted">
        {hint}
      </p>
      {/* Announced when it appears; focus also returns to the field in error. */}
      <p
        id={`${id}-error`}
        aria-live="assertive"
        className="text-sm font-medium text-danger-700"
      >
        {error ?? ""}
      </p>
    </div>
  );
}

/** Escape anywhere in a panel closes it, as it would a dialog. */
function escapeTo(onCancel: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    }
  };
}

function Panel({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role="group"
      aria-label={label}
      className="flex flex-wrap items-start gap-3 border-x border-b border-line bg-surface-muted p-3"
    >
      {children}
    </div>
  );
}

function PanelButtons({
  applyLabel,
  onApply,
  onCancel,
}: {
  applyLabel: string;
  onApply: () => void;
  onCancel: () => void;
}) {
  // Aligned with the inputs (under their labels) when the panel is one row wide.
  return (
    <div className="flex flex-wrap gap-2 sm:mt-7">
      <Button onClick={onApply} onKeyDown={escapeTo(onCancel)}>
        {applyLabel}
      </Button>
      <Button
        variant="secondary"
        onClick={onCancel}
        onKeyDown={escapeTo(onCancel)}
      >
        Cancel
      </Button>
    </div>
  );
}

export function LinkPanel({
  id,
  initialHref,
  onApply,
  onCancel,
}: {
  id: string;
  initialHref: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const apply = () => {
    if (!isAllowedLinkHref(href)) {
      setError(LINK_RULE_MESSAGE);
      inputRef.current?.focus();
      return;
    }
    onApply(href.trim());
  };

  return (
    <Panel id={id} label="Link">
      <PanelField
        id={`${id}-href`}
        label="Link address"
        hint="For example https://example.org, mailto:name@example.org or /blog/…"
        error={error}
        inputRef={inputRef}
        value={href}
        onValueChange={(value) => {
          setHref(value);
          setError(undefined);
        }}
        onEnter={apply}
        onEscape={escapeTo(onCancel)}
        inputMode="url"
      />
      <PanelButtons
        applyLabel="Apply link"
        onApply={apply}
        onCancel={onCancel}
      />
    </Panel>
  );
}

export function ImagePanel({
  id,
  onApply,
  onCancel,
}: {
  id: string;
  onApply: (image: ImageRequest) => void;
  onCancel: () => void;
}) {
  const [image, setImage] = useState<ImageRequest>({ src: "", alt: "" });
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({});
  const srcRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  useEffect(() => srcRef.current?.focus(), []);

  const apply = () => {
    const problems = imageProblems(image);
    setErrors(problems);
    if (problems.src) srcRef.current?.focus();
    else if (problems.alt) altRef.current?.focus();
    else onApply({ src: image.src.trim(), alt: image.alt.trim() });
  };
  const edit = (field: keyof ImageRequest) => (value: string) => {
    setImage((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <Panel id={id} label="Image">
      <PanelField
        id={`${id}-src`}
        label="Image address"
        hint="An https:// address."
        error={errors.src}
        inputRef={srcRef}
        value={image.src}
        onValueChange={edit("src")}
        onEnter={apply}
        onEscape={escapeTo(onCancel)}
        inputMode="url"
      />
      <PanelField
        id={`${id}-alt`}
        label="Alt text"
        hint="What the image shows, for people who cannot see it."
        error={errors.alt}
        inputRef={altRef}
        value={image.alt}
        onValueChange={edit("alt")}
        onEnter={apply}
        onEscape={escapeTo(onCancel)}
      />
      <PanelButtons
        applyLabel="Add image"
        onApply={apply}
        onCancel={onCancel}
      />
    </Panel>
  );
}
