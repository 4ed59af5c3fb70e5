import { NavLink } from "react-router";
import {
  ASSISTANT_PATH,
  UNANSWERED_PATH,
} from "~/domain/console/assistant-knowledge";
import type { ContentLocale } from "~/domain/enums";
import { Badge } from "../ui/badge";
import { cx } from "../ui/cx";

export const languageLabels: Record<ContentLocale, string> = {
  en: "English",
  fr: "French",
};

/** The Assistant section's two views: what it knows, and what it could not answer. */
export function AssistantNav({ unanswered }: { unanswered?: number }) {
  const link = ({ isActive }: { isActive: boolean }) =>
    cx(
      "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold",
      isActive
        ? "bg-brand-50 text-brand-800 ring-1 ring-brand-700/30"
        : "text-ink-900 hover:bg-surface-muted",
    );
  return (
    <nav aria-label="Assistant" className="flex flex-wrap gap-2">
      <NavLink to={ASSISTANT_PATH} end className={link}>
        Answers
      </NavLink>
      <NavLink to={UNANSWERED_PATH} className={link}>
        Unanswered questions
        {unanswered !== undefined ? (
          <Badge tone={unanswered > 0 ? "warning" : "neutral"}>
            {unanswered.toLocaleString("en-GB")}
          </Badge>
        ) : null}
      </NavLink>
    </nav>
  );
}
