import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "../ui/button";
import { buttonClasses } from "../ui/button-link";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogTrigger,
} from "../ui/dialog";
import { useHydrated } from "../ui/use-hydrated";

/**
 * Revoking a client's invitation from its workspace (docs/access-audit.md): never one click. With
 * JavaScript a dialog asks; without, "Revoke" is a link to the confirm step
 * (?revokeInvitation=<id>), which asks the same question on the page.
 */
export type InvitationToRevoke = { id: string; email: string };

// The danger button's look (ui/button.tsx) on the link that stands in for it before hydration.
const dangerLinkClasses =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-danger-700/40 bg-surface px-5 py-2.5 text-sm font-semibold text-danger-700 transition-colors hover:bg-danger-50 focus-visible:outline-offset-2";

function consequence(email: string): string {
  return `The sign-up link sent to ${email} stops working at once. The invitation stays in the list as revoked, here and on the client's Team tab.`;
}

function RevokeForm({
  clientId,
  invitationId,
  children,
}: {
  clientId: string;
  invitationId: string;
  children: ReactNode;
}) {
  return (
    // The workspace itself, without the confirm step's query (it answers 404 once revoked).
    <Form
      method="post"
      action={`/lead_admin/clients/${clientId}`}
      preventScrollReset
      className="flex flex-wrap justify-end gap-3"
    >
      <input type="hidden" name="intent" value="revoke-invitation" />
      <input type="hidden" name="invitationId" value={invitationId} />
      {children}
    </Form>
  );
}

export function RevokeInvitation({
  invitation,
  clientId,
}: {
  invitation: InvitationToRevoke;
  clientId: string;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const revoking =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "revoke-invitation" &&
    navigation.formData.get("invitationId") === invitation.id;
  const label = `Revoke the invitation to ${invitation.email}`;
  if (!hydrated) {
    return (
      <Link
        to={{ search: `?revokeInvitation=${invitation.id}` }}
        preventScrollReset
        aria-label={label}
        className={dangerLinkClasses}
      >
        Revoke
      </Link>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="danger" aria-label={label}>
          Revoke
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Revoke the invitation to ${invitation.email}?`}
        description={consequence(invitation.email)}
      >
        <RevokeForm clientId={clientId} invitationId={invitation.id}>
          <DialogClose asChild>
            <Button variant="secondary">Keep invitation</Button>
          </DialogClose>
          <Button
            type="submit"
            variant="danger"
            pending={revoking}
            pendingLabel="Revoking…"
          >
            Revoke invitation
          </Button>
        </RevokeForm>
      </DialogContent>
    </Dialog>
  );
}

/** The confirm step without JavaScript, shown above the invitations. */
export function RevokeInvitationConfirm({
  invitation,
  clientId,
}: {
  invitation: InvitationToRevoke;
  clientId: string;
}) {
  return (
    <section aria-labelledby="revoke-invitation-title">
      <Card className="border-danger-700/40">
        <CardHeader>
          <CardTitle>
            <span id="revoke-invitation-title">
              Revoke the invitation to {invitation.email}?
            </span>
          </CardTitle>
          <CardDescription>{consequence(invitation.email)}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <RevokeForm clientId={clientId} invitationId={invitation.id}>
            <Button type="submit" variant="danger">
              Revoke invitation
            </Button>
          </RevokeForm>
          <Link
            to={`/lead_admin/clients/${clientId}`}
            preventScrollReset
            className={buttonClasses("secondary")}
          >
            Keep invitation
          </Link>
        </CardContent>
      </Card>
    </section>
  );
}
