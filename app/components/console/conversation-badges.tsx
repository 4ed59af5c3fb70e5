import {
  conversationStateLabels,
  type ConversationState,
} from "~/domain/console/conversations";
import { Badge, type BadgeTone } from "../ui/badge";

const tones: Record<ConversationState, BadgeTone> = {
  open: "neutral",
  handed_off: "warning",
  lead: "success",
};

/** Open, Handed off or Lead: the word carries the meaning, the tone only helps. */
export function ConversationStateBadge({
  state,
}: {
  state: ConversationState;
}) {
  return (
    <Badge tone={tones[state]}>
      <span className="sr-only">Status: </span>
      {conversationStateLabels[state]}
    </Badge>
  );
}
