import { LogOut } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../ui/button";

/** Sign out: a POST to /sign-out (never a link: a GET must not end a session), with or without JavaScript. */
export function SignOutForm({
  variant = "secondary",
  className,
}: {
  variant?: "secondary" | "link";
  className?: string;
}) {
  const navigation = useNavigation();
  const intl = useIntl();
  const pending =
    navigation.state !== "idle" && navigation.formAction === "/sign-out";
  return (
    <Form method="post" action="/sign-out" className={className}>
      <Button
        type="submit"
        variant={variant}
        pending={pending}
        pendingLabel={intl.formatMessage({
          id: "account.signingOut",
          defaultMessage: "Signing out…",
        })}
      >
        <LogOut aria-hidden="true" className="size-4" />
        <FormattedMessage id="account.signOut" defaultMessage="Sign out" />
      </Button>
    </Form>
  );
}
