import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

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
  initialVersion: number,
) {
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
  }

  const [handled, setHandled] = useState<AutosaveAnswer | undefined>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  if (answer && answer !== handled) {
    setHandled(answer);
    if (answer.autosaved) {
      setBaseVersion(answer.autosaved.version);
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

  const schedule = useCallback(() => {
    if (stopped) return;
    cancel();
    setState({ kind: "pending" });
    timer.current = setTimeout(() => {
      timer.current = null;
      const form = formRef.current;
      if (!form) return;
      const body = new FormData(form);
      body.set("intent", "autosave");
      setState({ kind: "saving" });
      fetcher.submit(body, { method: "post" });
    }, AUTOSAVE_DELAY_MS);
  }, [cancel, fetcher, formRef, stopped]);

  useEffect(() => cancel, [cancel]);

  return {
    baseVersion,
    state,
    /** Call on every change of the form. */
    schedule,
    /** Call when the form is submitted by a button: the post carries everything. */
    cancel,
    busy: fetcher.state !== "idle",
  };
}

export type Autosave = ReturnType<typeof useAutosave>;
