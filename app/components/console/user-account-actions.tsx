import { Form, Link, useNavigation } from "react-router";
import type { UserAccountIntent } from "~/domain/console/user-forms";
import type { UserRowView } from "~/domain/console/user-views";
import { Button } from "../ui/button";
import { buttonClasses } from "../ui/button-link";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogTrigger,
} from "../ui/dialog";
import { useHydrated } from "../ui/use-hydrated";
import { withSearchParams } from "../ui/data-table";
import { usersActionUrl } from "./users-urls";

/** What each account action says before it runs, and on its button. */
const copy: Record<
  UserAccountIntent,
  {
    label: string;
    title: (name: string) => string;
    consequence: (name: string) => string;
    confirm: string;
    pending: string;
    danger: boolean;
  }
> = {
  disable: {
    label: "Disable",
    title: (name) => `Disable ${name}'s account?`,
    consequence: (name) =>
      `${name} is signed out on every device at once and cannot sign in again until the account is enabled.`,
    confirm: "Disable account",
    pending: "Disabling…",
    danger: true,
  },
  enable: {
    label: "Enable",
    title: (name) => `Enable ${name}'s account?`,
    consequence: (name) =>
      `${name} can sign in again with their existing password.`,
    confirm: "Enable account",
    pending: "Enabling…",
    danger: false,
  },
  "revoke-sessions": {
    label: "Sign out all sessions",
    title: (name) => `Sign ${name} out everywhere?`,
    consequence: (name) =>
      `Every session of ${name} ends at once; they can sign in again.`,
    confirm: "Sign out all sessions",
    pending: "Signing out…",
    danger: true,
  },
  "reset-mfa": {
    label: "Reset MFA",
    title: (name) => `Reset ${name}'s two-factor authentication?`,
    consequence: (name) =>
      `${name}'s authenticator app and backup codes stop working; they must set up two-factor authentication again where it is required.`,
    confirm: "Reset MFA",
    pending: "Resetting…",
    danger: true,
  },
};

/** The account actions a row offers: disabling oneself is never offered. */
export function accountIntentsFor(user: UserRowView): UserAccountIntent[] {
  const intents: UserAccountIntent[] = [];
  if (user.disabled) intents.push("enable");
  else if (!user.isYou) intents.push("disable");
  if (!user.disabled) intents.push("revoke-sessions");
  if (user.twoFactorEnabled) intents.push("reset-mfa");
  return intents;
}

function ActionForm({
  intent,
  profileId,
  back,
  children,
}: {
  intent: UserAccountIntent;
  profileId: string;
  back: string;
  children: React.ReactNode;
}) {
  return (
    <Form
      method="post"
      action={usersActionUrl(back)}
      className="flex flex-wrap justify-end gap-3"
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="profileId" value={profileId} />
      <input type="hidden" name="back" value={back} />
      {children}
    </Form>
  );
}

/**
 * One account action of a row. Never one click: with JavaScript a dialog asks; without, the
 * trigger is a link to the confirm step (?confirm=<intent>&user=<id>).
 */
export function UserAccountAction({
  user,
  intent,
  search,
}: {
  user: UserRowView;
  intent: UserAccountIntent;
  search: string;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const text = copy[intent];
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData.get("profileId") === user.profileId;
  const label = (
    <>
      {text.label}
      <span className="sr-only"> for {user.name}</span>
    </>
  );
  const triggerClasses =
    "inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold underline-offset-4 hover:underline " +
    (text.danger ? "text-danger-700" : "text-brand-700");
  if (!hydrated) {
    return (
      <Link
        to={withSearchParams("/lead_admin", search, {
          confirm: intent,
          user: user.profileId,
          edit: null,
        })}
        className={triggerClasses}
      >
        {label}
      </Link>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button type="button" className={triggerClasses}>
          {label}
        </button>
      </DialogTrigger>
      <DialogContent
        title={text.title(user.name)}
        description={text.consequence(user.name)}
      >
        <ActionForm intent={intent} profileId={user.profileId} back={search}>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            type="submit"
            variant={text.danger ? "danger" : "primary"}
            pending={pending}
            pendingLabel={text.pending}
          >
            {text.confirm}
          </Button>
        </ActionForm>
      </DialogContent>
    </Dialog>
  );
}

/** The confirm step without JavaScript: the dialog's question as a panel above the table. */
export function ConfirmAccountAction({
  confirm,
  search,
}: {
  confirm: {
    intent: UserAccountIntent;
    profileId: string;
    name: string;
    email: string;
  };
  search: string;
}) {
  const text = copy[confirm.intent];
  const back = withSearchParams("/lead_admin", search, {
    confirm: null,
    user: null,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span id="confirm-account-action">{text.title(confirm.name)}</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm leading-6 text-text-muted">
          {text.consequence(confirm.name)} ({confirm.email})
        </p>
        <ActionForm
          intent={confirm.intent}
          profileId={confirm.profileId}
          back={search}
        >
          <Link to={back} className={buttonClasses("secondary")}>
            Cancel
          </Link>
          <Button type="submit" variant={text.danger ? "danger" : "primary"}>
            {text.confirm}
          </Button>
        </ActionForm>
      </CardContent>
    </Card>
  );
}
