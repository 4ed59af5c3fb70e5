import {
  ArrowRight,
  Building2,
  CalendarClock,
  Mail,
  Phone,
} from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { StepList } from "~/components/step-list";
import type { Route } from "./+types/contact";
import { ContactPageLayout } from "~/components/contact-page-layout";
import { ContactForm } from "~/components/forms/contact-form";
import { PageHero, Section } from "~/components/page-blocks";
import * as contactEn from "~/content/contact";
import * as contactFr from "~/content/fr/contact";
import { site as frenchSite } from "~/content/fr/site";
import {
  localeFromMatches,
  organizationJsonLd,
  originFromMatches,
  seoMeta,
} from "~/content/seo";
import { pickCopy } from "~/i18n/copy";
import { useCopy } from "~/i18n/locale-context";
import { SiteLink } from "~/components/ui/site-link";
import { site, telHref } from "~/content/site";
import {
  contactAction,
  contactLoader,
} from "~/server/marketing/contact.handler.server";
import { pageTemplateHandle } from "~/page-template-handle";

/** The company's offices and mailbox as each language writes them. */
const sites = { en: site, fr: frenchSite };

/** The page's title and description in each language (the English is the spec's). */
const contactSeo = {
  en: {
    title: "Contact Us",
    description:
      `Contact ${site.name}: head office in Ottawa, regional office in Atlanta, or write to ${site.contactEmail}. ` +
      "We reply within one business day.",
  },
  fr: {
    title: "Nous joindre",
    description:
      `Joignez ${site.name}\u00a0: siège social à Ottawa, bureau régional à Atlanta, ou écrivez à ${site.contactEmail}. ` +
      "Nous répondons d’ici un jour ouvrable.",
  },
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const origin = originFromMatches(matches);
  const locale = localeFromMatches(matches);
  const { offices } = pickCopy(locale, sites);
  return seoMeta(origin, {
    ...pickCopy(locale, contactSeo),
    path: "/contact",
    locale,
    jsonLd: [
      {
        ...organizationJsonLd(origin),
        contactPoint: offices.map((office) => ({
          "@type": "ContactPoint",
          contactType: "customer service",
          name: `${office.city} ${office.label.toLowerCase()}`,
          telephone: office.phone,
          email: site.contactEmail,
          availableLanguage: ["English", "French"],
        })),
      },
    ],
  });
}

export const loader = (args: Route.LoaderArgs) => contactLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts.
export const handle = pageTemplateHandle;
export const action = (args: Route.ActionArgs) => contactAction(args);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { contactHero, nextSteps } = useCopy({ en: contactEn, fr: contactFr });
  return (
    <>
      <PageHero {...contactHero} />
      <ContactPageLayout
        form={<ContactForm context={loaderData.form} />}
        details={<ContactDetails />}
      />
      <Section
        id="next-steps"
        tone="muted"
        eyebrow={intl.formatMessage({
          id: "forms.contactPage.nextEyebrow",
          defaultMessage: "What happens next",
        })}
        title={intl.formatMessage({
          id: "forms.contactPage.nextTitle",
          defaultMessage: "After you write to us",
        })}
      >
        <StepList steps={nextSteps} />
      </Section>
    </>
  );
}

function ContactDetails() {
  const { generalEnquiries } = useCopy({ en: contactEn, fr: contactFr });
  const { offices } = useCopy(sites);
  return (
    <>
      <section
        aria-labelledby="book-heading"
        className="rounded-card border border-line bg-surface-muted p-6"
      >
        <h2
          id="book-heading"
          className="flex items-center gap-2 text-2xl font-bold tracking-tight text-ink-900"
        >
          <CalendarClock
            aria-hidden="true"
            className="size-6 shrink-0 text-brand-700"
          />
          <FormattedMessage
            id="forms.contactPage.bookHeading"
            defaultMessage="Rather talk it through?"
          />
        </h2>
        <p className="mt-3 text-base leading-7 text-text-muted">
          <FormattedMessage
            id="forms.contactPage.bookBody"
            defaultMessage="Choose a time for a 30-minute consultation with a principal consultant. You get a calendar invitation at once."
          />
        </p>
        <SiteLink
          to="/book"
          className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          <FormattedMessage
            id="forms.contactPage.bookLink"
            defaultMessage="Book a consultation"
          />
          <ArrowRight aria-hidden="true" className="size-4" />
        </SiteLink>
      </section>
      <section aria-labelledby="offices-heading">
        <h2
          id="offices-heading"
          className="text-2xl font-bold tracking-tight text-ink-900"
        >
          <FormattedMessage
            id="forms.contactPage.offices"
            defaultMessage="Our offices"
          />
        </h2>
        <ul className="mt-5 grid gap-4">
          {offices.map((office) => (
            <li
              key={office.id}
              data-office={office.id}
              className="rounded-card border border-line bg-white p-6"
            >
              <h3 className="flex items-center gap-2 text-lg font-semibold text-ink-900">
                <Building2
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-700"
                />
                {office.city}
                <span className="text-sm font-medium text-text-muted">
                  · {office.label}
                </span>
              </h3>
              <address className="mt-3 text-base leading-7 not-italic text-text-muted">
                {office.streetAddress}
                <br />
                {office.locality}, {office.region} {office.postalCode}
                <br />
                {office.country}
                <br />
                <a
                  href={telHref(office.phone)}
                  className="mt-2 inline-flex min-h-11 items-center gap-2 font-medium text-ink-900 underline-offset-4 hover:text-brand-700 hover:underline"
                >
                  <Phone aria-hidden="true" className="size-4 text-brand-700" />
                  {office.phone}
                </a>
              </address>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="enquiries-heading">
        <h2
          id="enquiries-heading"
          className="text-2xl font-bold tracking-tight text-ink-900"
        >
          {generalEnquiries.heading}
        </h2>
        <p className="mt-3 text-base leading-7 text-text-muted">
          {generalEnquiries.body}
        </p>
        <a
          href={`mailto:${site.contactEmail}`}
          className="mt-1 inline-flex min-h-11 items-center gap-2 break-all font-semibold text-brand-700 underline underline-offset-4"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {site.contactEmail}
        </a>
        <p className="mt-4 text-base leading-7 text-text-muted">
          {generalEnquiries.careers.lead}{" "}
          <SiteLink
            to={generalEnquiries.careers.to}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4"
          >
            {generalEnquiries.careers.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </SiteLink>
        </p>
      </section>
    </>
  );
}
