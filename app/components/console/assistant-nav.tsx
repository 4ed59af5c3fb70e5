import {
  ASSISTANT_PATH,
  UNANSWERED_PATH,
} from "~/domain/console/assistant-knowledge";
import type { ContentLocale } from "~/domain/enums";
import { Badge } from "../ui/badge";
import { SectionNav } from "../ui/section-nav";

export const languageLabels: Record<ContentLocale, string> = {
  en: "English",
  fr: "French",
};

/** The Assistant section's two views: what it knows, and what it could not answer. */
export function AssistantNav({ unanswered }: { unanswered?: number }) {
  return (
    <SectionNav
      label="Assistant"
      links={[
        { to: ASSISTANT_PATH, label: "Answers", end: true },
        {
          to: UNANSWERED_PATH,
          label: (
            <>
              Unanswered questions
              {unanswered !== undefined ? (
                <Badge tone={unanswered > 0 ? "warning" : "neutral"}>
                  {unanswered.toLocaleString("en-GB")}
                </Badge>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}
