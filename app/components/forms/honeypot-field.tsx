import { FormattedMessage } from "react-intl";
import { trackingFieldNames } from "~/domain/forms/consent";

/**
 * The bots' field (app/server/security/spam.server.ts): off-screen, out of the tab order and hidden
 * from assistive technology, so only a script fills it. Every public form carries one.
 */
export function HoneypotField() {
  return (
    <div
      aria-hidden="true"
      className="absolute -left-[10000px] h-px w-px overflow-hidden"
    >
      <label>
        <FormattedMessage id="forms.honeypot" defaultMessage="Website" />
        <input
          type="text"
          name={trackingFieldNames.honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
