import { FormattedMessage, useIntl } from "react-intl";
import type { TeamMemberView } from "~/domain/portal/team-views";
import { Badge } from "../../ui/badge";
import { DividedList, DividedListRow } from "../../ui/divided-list";
import { SectionCard } from "../../ui/section-card";
import { roleTitle } from "../../layout/profile-details";
import { useClientWorkLabels } from "../../client-work/client-work-labels";
import { ConfirmByDialog } from "./team-confirm";
import { useRevokeQuestion } from "./team-questions";

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
    <SectionCard
      titleId="team-people-title"
      title={
        <FormattedMessage
          id="portal.team.peopleAt"
          defaultMessage="People at {client}"
          values={{ client: clientLabel }}
        />
      }
      description={
        <FormattedMessage
          id="portal.team.peopleCount"
          defaultMessage="{count, plural, one {# person has} other {# people have}} access to this portal."
          values={{ count: people.length }}
        />
      }
    >
      <DividedList>
        {people.map((person) => (
          <DividedListRow
            key={person.profileId}
            mark={
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800 ring-1 ring-brand-700/20"
              >
                {initialsOf(person.name)}
              </span>
            }
            name={person.name}
            tag={
              person.isYou ? (
                <Badge tone="brand">
                  <FormattedMessage id="portal.team.you" defaultMessage="You" />
                </Badge>
              ) : null
            }
            action={
              canManage && person.revocable ? (
                <RevokeAccess person={person} clientLabel={clientLabel} />
              ) : null
            }
          >
            <p className="break-all text-text-muted">{person.email}</p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-text-muted">
              <Badge tone={person.role === "client_admin" ? "info" : "neutral"}>
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
          </DividedListRow>
        ))}
      </DividedList>
    </SectionCard>
  );
}

function initialsOf(name: string): string {
  const words = name.split(/[\s@.]+/).filter(Boolean);
  return (
    (words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")
  ).toUpperCase();
}

function RevokeAccess({
  person,
  clientLabel,
}: {
  person: TeamMemberView;
  clientLabel: string;
}) {
  const intl = useIntl();
  const question = useRevokeQuestion(person, clientLabel);
  return (
    <ConfirmByDialog
      {...question}
      label={
        <FormattedMessage
          id="portal.team.revokeAccessFor"
          defaultMessage="Revoke access<sr> for {name}</sr>"
          values={{
            name: person.name,
            sr: (text) => <span className="sr-only">{text}</span>,
          }}
        />
      }
      stepHref={`/dashboard/team?revoke=${person.profileId}`}
      variant="danger"
      pendingLabel={intl.formatMessage({
        id: "portal.team.revoking",
        defaultMessage: "Revoking…",
      })}
    />
  );
}
