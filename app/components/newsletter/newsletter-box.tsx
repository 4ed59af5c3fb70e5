import { HoneypotField } from "~/components/forms/honeypot-field";
import { newsletterSignup as englishCopy } from "~/content/newsletter";
import { newsletterSignup as frenchCopy } from "~/content/fr/newsletter";
import { trackingFieldNames } from "~/domain/forms/consent";
import { NEWSLETTER_EMAIL_FIELD } from "~/domain/newsletter/newsletter-response";
import { useCopy, useLocale, useLocalizedPath } from "~/i18n/locale-context";
import { cx } from "../ui/cx";
import { submitButtonClasses } from "../forms/lead-form-parts";

/**
 * The 'Stay Updated' box (/blog and the footer of every public page). Those pages are served
 * from memory, so the box carries no form token: without JavaScript it posts to /newsletter,
 * which answers with its own form, the address filled in and a fresh token; with JavaScript
 * app/enhance/newsletter-box.ts fetches a token on first focus and posts in place, answering
 * in the live region. `id` keeps two boxes on one page (/blog) apart.
 */
export function NewsletterBox({
  id,
  tone,
  headingLevel = 2,
  split = false,
  className,
}: {
  id: string;
  tone: "light" | "dark";
  headingLevel?: 2 | 3;
  /** Wide screens: the heading and lead beside the form (/blog), not above it (footer). */
  split?: boolean;
  className?: string;
}) {
  const words = useCopy({ en: englishCopy, fr: frenchCopy });
  const locale = useLocale();
  const localized = useLocalizedPath();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const dark = tone === "dark";
  const inputId = `${id}-email`;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cx(
        split && "lg:grid lg:grid-cols-2 lg:items-start lg:gap-10",
        className,
      )}
    >
      <div>
        <Heading
          id={`${id}-heading`}
          className={cx(
            "text-lg font-semibold",
            dark ? "text-white" : "text-ink-900",
          )}
        >
          {words.boxHeading}
        </Heading>
        <p
          className={cx(
            "mt-2 text-sm leading-6",
            dark ? "text-ink-200" : "text-text-muted",
          )}
        >
          {words.boxLead}
        </p>
      </div>
      <form
        method="post"
        action={localized("/newsletter")}
        noValidate
        data-enhance="newsletter-box"
        data-pending-label={words.subscribing}
        data-unavailable={words.unavailable}
        className={cx("mt-4", split && "lg:mt-0")}
      >
        <input type="hidden" name={trackingFieldNames.locale} value={locale} />
        {/* No page path here: this markup is shared by every path a cached page answers (one
            not-found page for every unknown slug), so the server takes the page from the
            post's same-origin Referer (newsletter-signup-post.server.ts). */}
        <HoneypotField />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <label
              htmlFor={inputId}
              className={cx(
                "text-sm font-medium",
                dark ? "text-white" : "text-ink-900",
              )}
            >
              {words.emailLabel}
            </label>
            <input
              id={inputId}
              type="email"
              name={NEWSLETTER_EMAIL_FIELD}
              autoComplete="email"
              required
              maxLength={254}
              aria-describedby={`${id}-consent ${id}-status`}
              className="block min-h-11 w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink-900 focus-visible:outline-3 focus-visible:outline-focus"
            />
          </div>
          <button
            type="submit"
            className={cx(
              submitButtonClasses,
              dark && "focus-visible:outline-white",
            )}
          >
            {words.subscribe}
          </button>
        </div>
        <p
          id={`${id}-consent`}
          className={cx(
            "mt-3 text-sm leading-6",
            dark ? "text-ink-200" : "text-text-muted",
          )}
        >
          {words.consent}{" "}
          <a
            href={localized("/privacy")}
            className={cx(
              "font-medium underline underline-offset-2",
              dark ? "text-white" : "text-brand-700",
            )}
          >
            {words.privacyLink}
          </a>
          .
        </p>
        <p
          id={`${id}-status`}
          role="status"
          aria-live="polite"
          className={cx(
            "mt-2 min-h-6 text-sm font-medium",
            dark ? "text-white" : "text-ink-900",
          )}
        />
      </form>
    </section>
  );
}
