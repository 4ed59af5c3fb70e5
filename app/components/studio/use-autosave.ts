import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker, useFetcher } from "react-router";

/** How long typing must pause before the draft is saved in the background. */
export const AUTOSAVE_DELAY_MS = 4000;

type AutosaveAnswer = {
  ok: boolean;
  autosaved?: { version: number; at: string };
  stale?: { updatedByName: string | null; updatedAt: string };
  fieldErrors?: Record<string, string>;
  toast?: { title: string; description?: string };
};

export type AutosaveState =
  | { kind: "idle" }
  | { kind: "pending" }
  /** A button's post did not save (the page says why): the form holds unsaved text. */
  | { kind: "unsaved" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "invalid"; message: string }
  | { kind: "stale"; updatedByName: string | null; updatedAt: string };

/**
 * Saves the editor's form in the background a few seconds after typing stops: the same post
 * as "Save draft" with `intent=autosave`, answered with the new version instead of a redirect.
 * A refusal because someone else saved first stops autosaving for good (the page says so): the
 * person's text stays in the form and is never overwritten or merged.
 */
export function useAutosave(
  formRef: React.RefObject<HTMLFormElement | null>,
  stored: {
    /** The draft's version as the page's data has it. */
    version: number;
    /** When that version was saved. */
    savedAt: string;
    /** The editor's last action answer: a refusal leaves the form unsaved. */
    result?: { ok: boolean } | undefined;
  },
) {
  const initialVersion = stored.version;
  const fetcher = useFetcher<AutosaveAnswer>();
  const [baseVersion, setBaseVersion] = useState(initialVersion);
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = state.kind === "stale";

  // A full save or publish reloads the page's data with the stored version (React's "adjust
  // state while rendering" pattern, as useAccountForm does).
  const [loadedVersion, setLoadedVersion] = useState(initialVersion);
  if (loadedVersion !== initialVersion) {
    setLoadedVersion(initialVersion);
    setBaseVersion(initialVersion);
    // "Save draft", Publish or an autosave stored the form: unless typing went on since.
    if (state.kind !== "pending" && state.kind !== "stale")
      setState({ kind: "saved", at: stored.savedAt });
  }
  const [handledResult, setHandledResult] = useState(stored.result);
  if (stored.result !== handledResult) {
    setHandledResult(stored.result);
    if (stored.result && !stored.result.ok && state.kind !== "stale")
      setState({ kind: "unsaved" });
  }

  const [handled, setHandled] = useState<AutosaveAnswer | undefined>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  if (answer && answer !== handled) {
    setHandled(answer);
    if (answer.autosaved) {
      setBaseVersion(answer.autosaved.version);
      // Typing during the save left newer text to save: it stays "Unsaved changes".
      if (state.kind !== "pending")
        setState({ kind: "saved", at: answer.autosaved.at });
    } else if (answer.stale) {
      setState({
        kind: "stale",
        updatedByName: answer.stale.updatedByName,
        updatedAt: answer.stale.updatedAt,
      });
    } else {
      setState({
        kind: "invalid",
        message:
          answer.toast?.description ??
          "Not saved automatically: check the fields marked below.",
      });
    }
  }

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const submitted = useCallback(() => {
    const waiting = timer.current !== null;
    cancel();
    // Saved once the page's data comes back with a new version; "Unsaved changes" until then.
    if (waiting) setState({ kind: "unsaved" });
  }, [cancel]);

  /** Posts the form's fields now, as an autosave (not the editor's Save). */
  const saveNow = useCallback(() => {
    timer.current = null;
    const form = formRef.current;
    if (!form) return;
    const body = new FormData(form);
    body.set("intent", "autosave");
    setState({ kind: "saving" });
    fetcher.submit(body, { method: "post" });
  }, [fetcher, formRef]);

  const schedule = useCallback(() => {
    if (stopped) return;
    cancel();
    setState({ kind: "pending" });
    timer.current = setTimeout(saveNow, AUTOSAVE_DELAY_MS);
  }, [cancel, saveNow, stopped]);

  useEffect(() => cancel, [cancel]);

  // The panel promises that the draft saves itself: leaving the tab (another tab, a closed
  // laptop, a phone's app switcher) saves what is waiting at once rather than in a few seconds.
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState !== "hidden" || !timer.current) return;
      clearTimeout(timer.current);
      saveNow();
    };
    document.addEventListener("visibilitychange", flush);
    return () => document.removeEventListener("visibilitychange", flush);
  }, [saveNow]);

  // Text not yet stored: leaving the page would drop it, so the browser asks first (a reload,
  // a closed tab, an address typed) and so does the studio (a link inside the console).
  const unsaved = UNSAVED_KINDS.has(state.kind) || fetcher.state !== "idle";
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari still need returnValue set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  return {
    baseVersion,
    state,
    /** Call on every change of the form. */
    schedule,
    /** Call when the form is submitted by a button: the post carries everything. */
    submitted,
    busy: fetcher.state !== "idle",
    /** Whether the form holds text the server does not have yet. */
    unsaved,
    /** An in-app navigation held back while text is unsaved (proceed or reset it). */
    blocker,
  };
}

const UNSAVED_KINDS = new Set<AutosaveState["kind"]>([
  "pending",
  "saving",
  "unsaved",
  "invalid",
  "stale",
]);

export type Autosave = ReturnType<typeof useAutosave>;
