import { Link, Form, useNavigation } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import type { TeamMemberView } from "~/domain/portal/team-views";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogTrigger,
} from "../../ui/dialog";
import { useHydrated } from "../../ui/use-hydrated";
import { roleTitle } from "../../layout/profile-details";
import { useClientWorkLabels } from "../../client-work/client-work-labels";
import { RevokeConsequences } from "./revoke-consequences";

/**
 * The client's people with their roles; an admin's "Revoke access" on each client user (not
 * on themself nor another admin: ending an admin's access is staff's decision, docs/access-audit.md).
 */
export function TeamPeople({
  people,
  canManage,
  clientLabel,
}: {
  people: TeamMemberView[];
  canManage: boolean;
  clientLabel: string;
}) {
  const intl = useIntl();
  const labels = useClientWorkLabels();
  return (
    <section aria-labelledby="team-people-title">
      <Card>
        <CardHeader>
          <CardTitle>
            <span id="team-people-title">
              <FormattedMessage
                id="portal.team.peopleAt"
                defaultMessage="People at {client}"
                values={{ client: clientLabel }}
              />
            </span>
          </CardTitle>
          <CardDescription>
            <FormattedMessage
              id="portal.team.peopleCount"
              defaultMessage="{count, plural, one {# person has} other {# people have}} access to this portal."
              values={{ count: people.length }}
            />
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid divide-y divide-line rounded-lg border border-line">
            {people.map((person) => (
              <li
                key={person.profileId}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 p-4"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800 ring-1 ring-brand-700/20"
                  >
                    {initialsOf(person.name)}
                  </span>
                  <div className="min-w-0 text-sm leading-6">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                      {person.name}
                      {person.isYou ? (
                        <Badge tone="brand">
                          <FormattedMessage
                            id="portal.team.you"
                            defaultMessage="You"
                          />
                        </Badge>
                      ) : null}
                    </p>
                    <p className="break-all text-text-muted">{person.email}</p>
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-text-muted">
                      <Badge
                        tone={
                          person.role === "client_admin" ? "info" : "neutral"
                        }
                      >
                        {labels.french
                          ? roleTitle(intl, person.role)
                          : person.roleLabel}
                      </Badge>
                      <span>
                        <FormattedMessage
                          id="portal.team.joined"
                          defaultMessage="Joined {date}"
                          values={{
                            date: labels.day(person.joinedAt, person.joined),
                          }}
                        />
                      </span>
                    </p>
                  </div>
                </div>
                {canManage && person.revocable ? (
                  <RevokeAccess person={person} clientLabel={clientLabel} />
                ) : null}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}

// The danger button's look (ui/button.tsx) on the link that stands in for it before hydration.
const dangerLinkClasses =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-danger-700/40 bg-surface px-5 py-2.5 text-sm font-semibold text-danger-700 transition-colors hover:bg-danger-50 focus-visible:outline-offset-2";

function initialsOf(name: string): string {
  const words = name.split(/[\s@.]+/).filter(Boolean);
  return (
    (words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")
  ).toUpperCase();
}

/**
 * Never one click: without JavaScript a link to the confirm step (?revoke=<id>), with it a
 * dialog asking the same question. Either way the post names only the profile; the server
 * checks it is one of the caller's own client's people.
 */
function RevokeAccess({
  person,
  clientLabel,
}: {
  person: TeamMemberView;
  clientLabel: string;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const revoking =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "revoke-access" &&
    navigation.formData.get("profileId") === person.profileId;
  const label = (
    <FormattedMessage
      id="portal.team.revokeAccessFor"
      defaultMessage="Revoke access<sr> for {name}</sr>"
      values={{
        name: person.name,
        sr: (text) => <span className="sr-only">{text}</span>,
      }}
    />
  );
  if (!hydrated) {
    return (
      <Link
        to={`/dashboard/team?revoke=${person.profileId}`}
        className={dangerLinkClasses}
      >
        {label}
      </Link>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="danger">{label}</Button>
      </DialogTrigger>
      <DialogContent
        title={intl.formatMessage(
          {
            id: "portal.team.revokeQuestion",
            defaultMessage: "Revoke access for {name}?",
          },
          { name: person.name },
        )}
        description={
          <RevokeConsequences
            name={person.name}
            email={person.email}
            clientLabel={clientLabel}
          />
        }
      >
        <Form
          method="post"
          action="/dashboard/team"
          className="flex flex-wrap justify-end gap-3"
        >
          <input type="hidden" name="intent" value="revoke-access" />
          <input type="hidden" name="profileId" value={person.profileId} />
          <DialogClose asChild>
            <Button variant="secondary">
              <FormattedMessage
                id="portal.team.keepAccess"
                defaultMessage="Keep access"
              />
            </Button>
          </DialogClose>
          <Button
            type="submit"
            variant="danger"
            pending={revoking}
            pendingLabel={intl.formatMessage({
              id: "portal.team.revoking",
              defaultMessage: "Revoking…",
            })}
          >
            <FormattedMessage
              id="portal.team.revokeAccess"
              defaultMessage="Revoke access"
            />
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
