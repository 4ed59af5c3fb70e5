import { MailPlus } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import type { FormResult } from "~/domain/forms/form-result";
import { inviteColleagueSchema } from "~/domain/portal/team-forms";
import type {
  TeamInvitationState,
  TeamInvitationView,
} from "~/domain/portal/team-views";
import { useAccountForm } from "../../forms/use-account-form";
import { Badge, type BadgeTone } from "../../ui/badge";
import { Button } from "../../ui/button";
import { buttonClasses } from "../../ui/button-link";
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
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { useHydrated } from "../../ui/use-hydrated";
import { roleTitle } from "../../layout/profile-details";
import { useClientWorkLabels } from "../../client-work/client-work-labels";

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
    <section aria-labelledby="team-invite-title">
      <Card>
        <CardHeader>
          <CardTitle>
            <span id="team-invite-title">
              <FormattedMessage
                id="portal.team.inviteTitle"
                defaultMessage="Invite a colleague"
              />
            </span>
          </CardTitle>
          <CardDescription>
            <FormattedMessage
              id="portal.team.inviteDescription"
              defaultMessage="They join {client} as a client user: they see its projects, documents and support tickets, and cannot invite or remove anyone."
              values={{ client: clientLabel }}
            />
          </CardDescription>
        </CardHeader>
        <CardContent>
          {/* A fresh form after an invitation: the address does not stay in the field. */}
          <Form
            key={result?.ok ? `sent-${result.toast?.description}` : "form"}
            method="post"
            // Its own path: the edge counts invitations there before reading them (docs/access-audit.md).
            action="/dashboard/team/invite"
            {...form.formProps}
            className="grid gap-4"
          >
            <input type="hidden" name="intent" value="invite" />
            <Field
              name="email"
              label={intl.formatMessage({
                id: "portal.team.workEmail",
                defaultMessage: "Work e-mail",
              })}
              focus={form.autoFocus("email")}
              error={form.errorOf("email")}
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
            </Field>
            <Button
              type="submit"
              pending={form.pending}
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
            </Button>
          </Form>
        </CardContent>
      </Card>
    </section>
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
    <section aria-labelledby="team-invitations-title">
      <Card>
        <CardHeader>
          <CardTitle>
            <span id="team-invitations-title">
              <FormattedMessage
                id="portal.team.invitationsTitle"
                defaultMessage="Invitations"
              />
            </span>
          </CardTitle>
          <CardDescription>
            <FormattedMessage
              id="portal.team.invitationsDescription"
              defaultMessage="Sent, but not yet used to create an account."
            />
          </CardDescription>
        </CardHeader>
        <CardContent>
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
        </CardContent>
      </Card>
    </section>
  );
}

/** What cancelling does, said the same way in the dialog and on the confirm step. */
export function CancelConsequences({ email }: { email: string }) {
  return (
    <>
      <FormattedMessage
        id="portal.team.cancelConsequences"
        defaultMessage="The sign-up link sent to {email} stops working at once. The invitation stays in the list as revoked; you can invite the address again later."
        values={{ email }}
      />
    </>
  );
}

/** The form that cancels, shared by the dialog and the confirm step. */
export function CancelInvitationForm({
  invitationId,
  children,
}: {
  invitationId: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      action="/dashboard/team"
      className="flex flex-wrap justify-end gap-3"
    >
      <input type="hidden" name="intent" value="cancel-invitation" />
      <input type="hidden" name="invitationId" value={invitationId} />
      {children}
    </Form>
  );
}

/**
 * Never one click: without JavaScript a link to the confirm step (?cancel=<id>), with it a
 * dialog asking the same question.
 */
function CancelInvitation({ invitation }: { invitation: TeamInvitationView }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const cancelling =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "cancel-invitation" &&
    navigation.formData.get("invitationId") === invitation.id;
  const label = (
    <FormattedMessage
      id="portal.team.cancelInvitationTo"
      defaultMessage="Cancel invitation<sr> to {email}</sr>"
      values={{
        email: invitation.email,
        sr: (text) => <span className="sr-only">{text}</span>,
      }}
    />
  );
  if (!hydrated) {
    return (
      <Link
        to={`/dashboard/team?cancel=${invitation.id}`}
        className={buttonClasses("secondary", "justify-self-start")}
      >
        {label}
      </Link>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" className="justify-self-start">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={intl.formatMessage(
          {
            id: "portal.team.cancelQuestion",
            defaultMessage: "Cancel the invitation to {email}?",
          },
          { email: invitation.email },
        )}
        description={<CancelConsequences email={invitation.email} />}
      >
        <CancelInvitationForm invitationId={invitation.id}>
          <DialogClose asChild>
            <Button variant="secondary">
              <FormattedMessage
                id="portal.team.keepInvitation"
                defaultMessage="Keep invitation"
              />
            </Button>
          </DialogClose>
          <Button
            type="submit"
            variant="danger"
            pending={cancelling}
            pendingLabel={intl.formatMessage({
              id: "portal.team.cancelling",
              defaultMessage: "Cancelling…",
            })}
          >
            <FormattedMessage
              id="portal.team.cancelInvitation"
              defaultMessage="Cancel invitation"
            />
          </Button>
        </CancelInvitationForm>
      </DialogContent>
    </Dialog>
  );
}
