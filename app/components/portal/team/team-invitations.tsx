import { MailPlus } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { FormResult } from "~/domain/forms/form-result";
import { inviteColleagueSchema } from "~/domain/portal/team-forms";
import type {
  TeamInvitationState,
  TeamInvitationView,
} from "~/domain/portal/team-views";
import { SubmitButton, PostForm } from "../../forms/account-form-fields";
import { FormField } from "../../ui/form-field";
import { useAccountForm } from "../../forms/use-account-form";
import { Badge, type BadgeTone } from "../../ui/badge";
import { Input } from "../../ui/input";
import { SectionCard } from "../../ui/section-card";
import { roleTitle } from "../../layout/profile-details";
import { useClientWorkLabels } from "../../client-work/client-work-labels";
import { ConfirmByDialog } from "./team-confirm";
import { useCancelQuestion } from "./team-questions";

/** A client admin invites a colleague by address; the role is always client user. */
export function InviteColleague({
  clientLabel,
  ttlDays,
  result,
}: {
  clientLabel: string;
  ttlDays: number | null;
  result: FormResult | null;
}) {
  const intl = useIntl();
  const form = useAccountForm({
    schema: inviteColleagueSchema,
    result,
    intent: "invite",
    fields: ["email"],
  });
  return (
    <SectionCard
      titleId="team-invite-title"
      title={
        <FormattedMessage
          id="portal.team.inviteTitle"
          defaultMessage="Invite a colleague"
        />
      }
      description={
        <FormattedMessage
          id="portal.team.inviteDescription"
          defaultMessage="They join {client} as a client user: they see its projects, documents and support tickets, and cannot invite or remove anyone."
          values={{ client: clientLabel }}
        />
      }
    >
      {/* A fresh form after an invitation: the address does not stay in the field. */}
      <PostForm
        key={result?.ok ? `sent-${result.toast?.description}` : "form"}
        // Its own path: the edge counts invitations there before reading them (docs/access-audit.md).
        action="/dashboard/team/invite"
        form={form}
        className="grid gap-4"
        intent="invite"
      >
        <FormField
          form={form}
          name="email"
          label={intl.formatMessage({
            id: "portal.team.workEmail",
            defaultMessage: "Work e-mail",
          })}
          hint={
            ttlDays
              ? intl.formatMessage(
                  {
                    id: "portal.team.inviteHint",
                    defaultMessage:
                      "We e-mail them a sign-up link that works once, for {days} days.",
                  },
                  { days: ttlDays },
                )
              : undefined
          }
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              spellCheck={false}
              defaultValue={result?.ok ? undefined : form.valueOf("email")}
              placeholder={intl.formatMessage({
                id: "portal.team.emailPlaceholder",
                defaultMessage: "name@ministry.gov",
              })}
              required
            />
          )}
        </FormField>
        <SubmitButton
          form={form}
          pendingLabel={intl.formatMessage({
            id: "portal.team.sending",
            defaultMessage: "Sending…",
          })}
          className="justify-self-start"
        >
          <MailPlus aria-hidden="true" className="size-4" />
          <FormattedMessage
            id="portal.team.sendInvitation"
            defaultMessage="Send invitation"
          />
        </SubmitButton>
      </PostForm>
    </SectionCard>
  );
}

const stateTones: Record<TeamInvitationState, BadgeTone> = {
  pending: "warning",
  revoked: "danger",
  expired: "neutral",
};

/**
 * Pending invitations, each with "Cancel invitation", then the revoked and expired ones,
 * labelled as such (docs/access-audit.md): a cancelled invitation does not silently disappear.
 */
export function TeamInvitations({
  invitations,
}: {
  invitations: TeamInvitationView[];
}) {
  const intl = useIntl();
  const labels = useClientWorkLabels();
  return (
    <SectionCard
      titleId="team-invitations-title"
      title={
        <FormattedMessage
          id="portal.team.invitationsTitle"
          defaultMessage="Invitations"
        />
      }
      description={
        <FormattedMessage
          id="portal.team.invitationsDescription"
          defaultMessage="Sent, but not yet used to create an account."
        />
      }
    >
      {invitations.length === 0 ? (
        <p className="text-sm text-text-muted">
          <FormattedMessage
            id="portal.team.noInvitations"
            defaultMessage="No invitations are waiting to be accepted."
          />
        </p>
      ) : (
        <ul className="grid divide-y divide-line rounded-lg border border-line">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="grid gap-3 p-4">
              <div className="min-w-0 text-sm leading-6">
                <p className="font-semibold break-all text-ink-900">
                  {invitation.email}
                </p>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-text-muted">
                  <Badge tone={stateTones[invitation.state]}>
                    {labels.french
                      ? intl.formatMessage(
                          {
                            id: "portal.team.invitationState",
                            defaultMessage:
                              "{state, select, revoked {Revoked} expired {Expired} other {Pending}}",
                          },
                          { state: invitation.state },
                        )
                      : invitation.stateLabel}
                  </Badge>
                  <Badge>
                    {labels.french
                      ? roleTitle(intl, invitation.role)
                      : invitation.roleLabel}
                  </Badge>
                  <span>
                    {labels.french
                      ? intl.formatMessage(
                          {
                            id: "portal.team.invitationWhen",
                            defaultMessage:
                              "{state, select, revoked {Revoked {date}} expired {Expired {date}} other {Expires {date}}}",
                          },
                          {
                            state: invitation.state,
                            date: labels.day(invitation.whenAt, ""),
                          },
                        )
                      : invitation.when}
                  </span>
                </p>
                <p className="text-text-muted">
                  <FormattedMessage
                    id="portal.team.invitedBy"
                    defaultMessage="Invited by {name}"
                    values={{
                      name: invitation.invitedByUs
                        ? intl.formatMessage({
                            id: "portal.team.ourTeam",
                            defaultMessage: "Our team",
                          })
                        : invitation.invitedBy,
                    }}
                  />
                </p>
              </div>
              {invitation.state === "pending" ? (
                <CancelInvitation invitation={invitation} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function CancelInvitation({ invitation }: { invitation: TeamInvitationView }) {
  const intl = useIntl();
  const question = useCancelQuestion(invitation);
  return (
    <ConfirmByDialog
      {...question}
      label={
        <FormattedMessage
          id="portal.team.cancelInvitationTo"
          defaultMessage="Cancel invitation<sr> to {email}</sr>"
          values={{
            email: invitation.email,
            sr: (text) => <span className="sr-only">{text}</span>,
          }}
        />
      }
      stepHref={`/dashboard/team?cancel=${invitation.id}`}
      variant="secondary"
      className="justify-self-start"
      pendingLabel={intl.formatMessage({
        id: "portal.team.cancelling",
        defaultMessage: "Cancelling…",
      })}
    />
  );
}
