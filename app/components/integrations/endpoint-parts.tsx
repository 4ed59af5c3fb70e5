import {
  INTEGRATIONS_PATH,
  endpointStateLabel,
  type EndpointState,
} from "~/domain/integrations/endpoint-display";
import { eventTypeLabel } from "~/domain/integrations/endpoint-views";
import { BackArrowLink } from "../ui/back-arrow-link";
import { Badge, type BadgeTone } from "../ui/badge";
import { LocalTime } from "../ui/local-time";

/** An endpoint's state in words: On, Off (staff), or Stopped and why. */
export function EndpointStateBadge({ state }: { state: EndpointState }) {
  const tone: BadgeTone =
    state.kind === "on"
      ? "success"
      : state.reason === "manual"
        ? "neutral"
        : "danger";
  return <Badge tone={tone}>{endpointStateLabel(state)}</Badge>;
}

/** The events an endpoint receives, by the console's names for them. */
export function EventList({ types }: { types: readonly string[] }) {
  return (
    <ul className="grid gap-0.5 text-sm">
      {types.map((type) => (
        <li key={type}>{eventTypeLabel(type)}</li>
      ))}
    </ul>
  );
}

/** A moment, or a dash when there is none. */
export function MaybeTime({ iso }: { iso: string | null }) {
  return iso ? (
    <LocalTime iso={iso} />
  ) : (
    <span className="text-text-muted">—</span>
  );
}

export function IntegrationsBackLink() {
  return (
    <BackArrowLink
      to={INTEGRATIONS_PATH}
      className="inline-flex min-h-11 items-center gap-2 justify-self-start text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      Integrations
    </BackArrowLink>
  );
}

/**
 * Text shown as it came (a body, a receiver's answer): escaped by React, in a box that scrolls
 * and that a keyboard can scroll (axe: scrollable-region-focusable).
 */
export function ScrollablePre({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: string;
}) {
  return (
    <pre
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={label}
      className={className}
    >
      {children}
    </pre>
  );
}
