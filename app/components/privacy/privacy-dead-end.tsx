import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";

/** A request or a link that can go no further (lapsed, expired): what happened, and the way on. */
export function PrivacyDeadEnd({
  heading,
  body,
  newRequestHref,
}: {
  heading: ReactNode;
  body: ReactNode;
  newRequestHref: string;
}) {
  return (
    <div className="grid gap-3 text-base leading-7 text-ink-900">
      <h2 className="text-xl font-semibold">{heading}</h2>
      <p>{body}</p>
      <p>
        <a
          className="font-semibold text-brand-700 underline underline-offset-4"
          href={newRequestHref}
        >
          <FormattedMessage
            id="privacy.request.lapsed.again"
            defaultMessage="Make a new request"
          />
        </a>
      </p>
    </div>
  );
}
