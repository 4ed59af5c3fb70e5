import { Form } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import { LANGUAGE_NAMES } from "~/domain/account/language-form";
import type { VisitorFormResult } from "~/domain/forms/form-result";
import { LOCALES, type Locale } from "~/i18n/locale";
import { useLocale } from "~/i18n/locale-context";
import { Button } from "../ui/button";
import { formatMessage } from "~/i18n/message";
import { AccountSection } from "./account-section";

/**
 * The language of the portal, the account pages and the e-mails we send the person: a plain
 * post (it works without JavaScript), saved on the profile. Before a choice the page shows
 * the browser's language, which is the one ticked.
 */
export function LanguageSection({
  chosen,
  result,
  pending,
}: {
  chosen: Locale | null;
  result: VisitorFormResult | null;
  pending: boolean;
}) {
  const intl = useIntl();
  const shown = useLocale();
  const current = chosen ?? shown;
  const error = formatMessage(intl, result?.fieldErrors?.locale);
  return (
    <AccountSection
      id="language"
      title={intl.formatMessage({
        id: "account.languageTitle",
        defaultMessage: "Language / Langue",
      })}
      description={intl.formatMessage({
        id: "account.languageDescription",
        defaultMessage:
          "The language of your client portal, this page and the e-mails we send you.",
      })}
    >
      <Form
        method="post"
        key={current}
        className="grid max-w-md gap-4"
        aria-describedby={error ? "language-error" : undefined}
      >
        <input type="hidden" name="intent" value="set-language" />
        <fieldset className="grid gap-2">
          <legend className="sr-only">
            <FormattedMessage
              id="account.languageLegend"
              defaultMessage="Language"
            />
          </legend>
          {LOCALES.map((locale) => (
            <label
              key={locale}
              className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink-900"
            >
              <input
                type="radio"
                name="locale"
                value={locale}
                defaultChecked={locale === current}
                className="size-4 accent-brand-700"
              />
              <span lang={locale === "fr" ? "fr-CA" : "en-CA"}>
                {LANGUAGE_NAMES[locale]}
              </span>
            </label>
          ))}
        </fieldset>
        <p
          id="language-error"
          role={error ? "alert" : undefined}
          className="min-h-5 text-sm font-medium text-danger-700"
        >
          {error ?? ""}
        </p>
        <Button
          type="submit"
          pending={pending}
          pendingLabel={intl.formatMessage({
            id: "account.saving",
            defaultMessage: "Saving…",
          })}
          className="justify-self-start"
        >
          <FormattedMessage
            id="account.languageSave"
            defaultMessage="Save language"
          />
        </Button>
      </Form>
    </AccountSection>
  );
}
