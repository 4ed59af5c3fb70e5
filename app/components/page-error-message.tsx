import { FormattedMessage } from "react-intl";
import { site } from "~/content/site";

/** What an error page says, in the site's frame and in the account's: try again, or write to us. */
export function PageErrorMessage() {
  return (
    <FormattedMessage
      id="page.errorBody"
      defaultMessage="We could not show this page. Please try again in a moment; if it keeps happening, write to {email}."
      values={{
        email: (
          <a
            className="font-medium text-brand-700 underline"
            href={`mailto:${site.contactEmail}`}
          >
            {site.contactEmail}
          </a>
        ),
      }}
    />
  );
}
