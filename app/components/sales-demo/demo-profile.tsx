import { Mail, Phone } from "lucide-react";
import type { DemoClientView } from "~/domain/sales-demo/demo-content";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card";

/** The Profile tab: company information and key contacts. */
export function DemoProfile({ profile }: { profile: DemoClientView }) {
  const facts: [string, string][] = [
    ["Company", profile.companyName],
    ["Sector", profile.sector],
    ["Headquarters", profile.headquarters],
    ["Organisation size", profile.organisationSize],
    ["Client since", profile.clientSince],
    ["Account manager", profile.accountManager],
  ];
  return (
    <section aria-labelledby="profile-heading" className="grid gap-4">
      <h2 id="profile-heading" className="sr-only">
        Profile
      </h2>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle as="h3">Company information</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <p className="leading-7 text-text-muted">{profile.about}</p>
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              {facts.map(([term, value]) => (
                <div key={term} className="grid gap-0.5">
                  <dt className="text-sm font-medium text-text-muted">
                    {term}
                  </dt>
                  <dd className="font-semibold text-ink-900">{value}</dd>
                </div>
              ))}
              <div className="grid gap-0.5">
                <dt className="text-sm font-medium text-text-muted">Website</dt>
                <dd className="font-semibold break-all text-ink-900">
                  {profile.website.replace(/^https?:\/\//, "")}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3">Key contacts</CardTitle>
          </CardHeader>
          <CardContent>
            {profile.contacts.length === 0 ? (
              <p className="text-text-muted">No contacts recorded yet.</p>
            ) : (
              <ul className="grid gap-5">
                {profile.contacts.map((contact) => (
                  <li
                    key={contact.id}
                    className="grid gap-1 border-b border-line pb-5 last:border-0 last:pb-0"
                  >
                    <p className="font-semibold text-ink-900">{contact.name}</p>
                    <p className="text-sm text-text-muted">{contact.title}</p>
                    <p className="flex min-w-0 items-center gap-2 text-sm">
                      <Mail
                        aria-hidden="true"
                        className="size-4 shrink-0 text-text-muted"
                      />
                      <a
                        className="truncate font-medium text-brand-700 underline-offset-4 hover:underline"
                        href={`mailto:${contact.email}`}
                      >
                        {contact.email}
                      </a>
                    </p>
                    {contact.phone ? (
                      <p className="flex items-center gap-2 text-sm">
                        <Phone
                          aria-hidden="true"
                          className="size-4 shrink-0 text-text-muted"
                        />
                        <a
                          className="font-medium text-brand-700 underline-offset-4 hover:underline"
                          href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`}
                        >
                          {contact.phone}
                        </a>
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
