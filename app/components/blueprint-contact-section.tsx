import { Clock, Mail, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { BLUEPRINT_CONTACT_ID, contactSection } from "~/content/blueprint";
import { contactSection as contactSectionFr } from "~/content/fr/blueprint";
import { site as frenchSite } from "~/content/fr/site";
import { site as englishSite, telHref } from "~/content/site";
import { useCopy } from "~/i18n/locale-context";
import { cx } from "./ui/cx";

/**
 * The Blueprint page's closing contact section (spec: anchor "blueprint-contact", headline
 * 'Ready to Transform?', a reply within 24 hours, holding the blueprint form). The left column
 * is the promise and the direct contacts; the right column renders `form`, which the page
 * passes in, so the form can live (and be tested) on its own.
 */
export function BlueprintContactSection({ form }: { form: ReactNode }) {
  const copy = useCopy({ en: contactSection, fr: contactSectionFr });
  const site = useCopy({ en: englishSite, fr: frenchSite });
  const headOffice =
    site.offices.find((office) => office.id === "ottawa") ?? site.offices[0];
  const headingId = `${BLUEPRINT_CONTACT_ID}-heading`;
  const hasForm = form !== null && form !== undefined && form !== false;
  return (
    <section
      id={BLUEPRINT_CONTACT_ID}
      aria-labelledby={headingId}
      className="bg-surface-muted"
    >
      <div
        className={cx(
          "page-container grid gap-12 py-16 sm:py-20",
          hasForm && "lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16",
        )}
      >
        <div className={cx(!hasForm && "max-w-3xl")}>
          <p className="text-sm font-semibold text-brand-700">{copy.eyebrow}</p>
          <h2
            id={headingId}
            className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl"
          >
            {copy.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-text-muted">
            {copy.promise}
          </p>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-900 ring-1 ring-line">
            <Clock aria-hidden="true" className="size-4 text-brand-700" />
            <FormattedMessage
              id="capabilities.blueprintContact.replyTime"
              defaultMessage="Reply within 24 hours"
            />
          </p>
          <dl className="mt-8 grid gap-5">
            <DirectContact
              icon={Mail}
              label={copy.emailLabel}
              href={`mailto:${site.contactEmail}`}
              text={site.contactEmail}
            />
            {headOffice ? (
              <DirectContact
                icon={Phone}
                label={copy.phoneLabel}
                href={telHref(headOffice.phone)}
                text={headOffice.phone}
              >
                <span className="block text-sm text-text-muted">
                  {headOffice.city} · {headOffice.label}
                </span>
              </DirectContact>
            ) : null}
          </dl>
        </div>
        {hasForm ? <div data-blueprint-form-slot>{form}</div> : null}
      </div>
    </section>
  );
}

/** One way to reach us directly: its icon (named for screen readers), the link, and a note. */
function DirectContact({
  icon: Icon,
  label,
  href,
  text,
  children,
}: {
  icon: LucideIcon;
  label: string;
  href: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>
        <a
          href={href}
          className="font-semibold text-ink-900 underline decoration-line underline-offset-4 hover:decoration-brand-700"
        >
          {text}
        </a>
        {children}
      </dd>
    </div>
  );
}
