import { MailPlus } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
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
            <span id="team-invite-title">Invite a colleague</span>
          </CardTitle>
          <CardDescription>
            They join {clientLabel} as a client user: they see its projects,
            documents and support tickets, and cannot invite or remove anyone.
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
              label="Work e-mail"
              focus={form.autoFocus("email")}
              error={form.errorOf("email")}
              hint={
                ttlDays
                  ? `We e-mail them a sign-up link that works once, for ${ttlDays} days.`
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
                  placeholder="name@ministry.gov"
                  required
                />
              )}
            </Field>
            <Button
              type="submit"
              pending={form.pending}
              pendingLabel="Sending…"
              className="justify-self-start"
            >
              <MailPlus aria-hidden="true" className="size-4" />
              Send invitation
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
  return (
    <section aria-labelledby="team-invitations-title">
      <Card>
        <CardHeader>
          <CardTitle>
            <span id="team-invitations-title">Invitations</span>
          </CardTitle>
          <CardDescription>
            Sent, but not yet used to create an account.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {invitations.length === 0 ? (
            <p className="text-sm text-text-muted">
              No invitations are waiting to be accepted.
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
                        {invitation.stateLabel}
                      </Badge>
                      <Badge>{invitation.roleLabel}</Badge>
                      <span>{invitation.when}</span>
                    </p>
                    <p className="text-text-muted">
                      Invited by {invitation.invitedBy}
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
      The sign-up link sent to {email} stops working at once. The invitation
      stays in the list as revoked; you can invite the address again later.
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
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const cancelling =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "cancel-invitation" &&
    navigation.formData.get("invitationId") === invitation.id;
  const label = (
    <>
      Cancel invitation
      <span className="sr-only"> to {invitation.email}</span>
    </>
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
        title={`Cancel the invitation to ${invitation.email}?`}
        description={<CancelConsequences email={invitation.email} />}
      >
        <CancelInvitationForm invitationId={invitation.id}>
          <DialogClose asChild>
            <Button variant="secondary">Keep invitation</Button>
          </DialogClose>
          <Button
            type="submit"
            variant="danger"
            pending={cancelling}
            pendingLabel="Cancelling…"
          >
            Cancel invitation
          </Button>
        </CancelInvitationForm>
      </DialogContent>
    </Dialog>
  );
}
