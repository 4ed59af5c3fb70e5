import { MailPlus } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { FormResult } from "~/domain/auth/auth-views";
import { inviteColleagueSchema } from "~/domain/portal/team-forms";
import type { PendingInvitationView } from "~/domain/portal/team-views";
import { useAccountForm } from "../../account/use-account-form";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../ui/card";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";

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
            action="/dashboard/team"
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

/** Invitations not yet used and not expired, each with "Cancel invitation". */
export function PendingInvitations({
  invitations,
}: {
  invitations: PendingInvitationView[];
}) {
  const navigation = useNavigation();
  const cancelling =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "cancel-invitation"
      ? navigation.formData.get("invitationId")
      : null;
  return (
    <section aria-labelledby="team-pending-title">
      <Card>
        <CardHeader>
          <CardTitle>
            <span id="team-pending-title">Pending invitations</span>
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
                      <Badge>{invitation.roleLabel}</Badge>
                      <span>Expires {invitation.expires}</span>
                    </p>
                    <p className="text-text-muted">
                      Invited by {invitation.invitedBy}
                    </p>
                  </div>
                  <Form method="post" action="/dashboard/team">
                    <input
                      type="hidden"
                      name="intent"
                      value="cancel-invitation"
                    />
                    <input
                      type="hidden"
                      name="invitationId"
                      value={invitation.id}
                    />
                    <Button
                      type="submit"
                      variant="secondary"
                      pending={cancelling === invitation.id}
                      pendingLabel="Cancelling…"
                    >
                      Cancel invitation
                      <span className="sr-only"> to {invitation.email}</span>
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
