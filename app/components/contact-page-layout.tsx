import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import * as contactEn from "~/content/contact";
import * as contactFr from "~/content/fr/contact";
import { useCopy } from "~/i18n/locale-context";
import { FormattedMessage } from "react-intl";
import { site } from "~/content/site";
import { buttonClasses } from "./ui/button-link";

/**
 * The body of /contact: the contact form in the wide column, the offices and mailbox beside it
 * (below it on small screens). The form is built separately and passed in; while `form` is
 * null the column tells visitors what to put in an e-mail instead.
 */
export function ContactPageLayout({
  form,
  details,
}: {
  form: ReactNode;
  details: ReactNode;
}) {
  const { contactByEmail, contactForm } = useCopy({
    en: contactEn,
    fr: contactFr,
  });
  return (
    <div className="page-container grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-14">
      <section
        aria-labelledby="contact-form-heading"
        data-contact-form-slot
        className="self-start rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
      >
        {form ? (
          <>
            <h2
              id="contact-form-heading"
              className="text-2xl font-bold tracking-tight text-ink-900"
            >
              {contactForm.heading}
            </h2>
            <p className="mt-2 text-base leading-7 text-text-muted">
              {contactForm.intro}
            </p>
            <div className="mt-8">{form}</div>
          </>
        ) : (
          <>
            <h2
              id="contact-form-heading"
              className="text-2xl font-bold tracking-tight text-ink-900"
            >
              {contactByEmail.heading}
            </h2>
            <p className="mt-2 text-base leading-7 text-text-muted">
              {contactByEmail.body}
            </p>
            <a
              href={`mailto:${site.contactEmail}`}
              className={buttonClasses("primary", "mt-6")}
            >
              <Mail aria-hidden="true" className="size-4" />
              {contactByEmail.actionLabel}
              <span className="sr-only">
                {" "}
                <FormattedMessage
                  id="forms.contactPage.emailAt"
                  defaultMessage="at {email}"
                  values={{ email: site.contactEmail }}
                />
              </span>
            </a>
          </>
        )}
      </section>
      <div className="grid content-start gap-10">{details}</div>
    </div>
  );
}
