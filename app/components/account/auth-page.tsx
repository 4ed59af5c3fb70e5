import { useState, type MouseEvent } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import {
  accessMessages,
  type AccessRequiredReason,
} from "~/domain/auth/access-messages";
import { authMessages } from "~/domain/auth/auth-forms";
import type { InvitationView, SignedInView } from "~/domain/auth/auth-views";
import type { FormResult, Toast } from "~/domain/forms/form-result";
import { isStaffRole } from "~/domain/enums";
import { Alert } from "../ui/alert";
import { Spinner } from "../ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { PageToast } from "../ui/toaster";
import { TextLink } from "./account-links";
import { AuthCard } from "./auth-card";
import { SignInForm, SignUpForm } from "./auth-forms";
import { SignOutForm } from "./sign-out-form";
import { useHydrated } from "../ui/use-hydrated";

export type AuthTab = "signin" | "signup";

export type AuthPageData = {
  email: string | null;
  invitation: InvitationView | null;
  invitationInvalid: boolean;
  defaultTab: AuthTab;
  accessRequired: SignedInView | null;
  accessRequiredReason: AccessRequiredReason | null;
  toast: Toast | null;
};

export type AuthActionData = FormResult & { form: AuthTab };

function isTab(value: string | null): value is AuthTab {
  return value === "signin" || value === "signup";
}

/** The tab an answer should show: the form that failed, or Sign In after an invited sign-up. */
function tabAfter(
  result: AuthActionData | null | undefined,
  invited: boolean,
): AuthTab | null {
  if (!result) return null;
  // An invited sign-up answers with the address to sign in with. (After it, the page's own
  // invitation is used up, so `invited` is false when the page re-renders without JavaScript.)
  if (result.ok && result.form === "signup")
    return invited || result.values?.email ? "signin" : "signup";
  return result.form;
}

/**
 * /auth: Sign In and Sign Up tabs, the invitation's notice, and the
 * 'Access Required' state. The tabs are links too (?tab=signup): without JavaScript a hidden
 * panel could not be reached otherwise; with it, they switch in place.
 */
export function AuthPage({
  data,
  result,
}: {
  data: AuthPageData;
  result: AuthActionData | null | undefined;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const invited = data.invitation !== null;
  const params = new URLSearchParams(location.search);
  const requested = params.get("tab");

  const [tab, setTab] = useState<AuthTab>(
    tabAfter(result, invited) ??
      (isTab(requested) ? requested : data.defaultTab),
  );
  // A new answer from the action may move to the other tab (React's "adjust state while rendering").
  const [answered, setAnswered] = useState(result);
  if (answered !== result) {
    setAnswered(result);
    const next = tabAfter(result, invited);
    if (next) setTab(next);
  }

  const validating =
    navigation.state === "loading" &&
    navigation.location.pathname === "/auth" &&
    new URLSearchParams(navigation.location.search).has("invitation");

  const signedUp = result?.ok === true && result.form === "signup";
  const signInResult = result?.form === "signin" ? result : null;
  const signUpResult = result?.form === "signup" && !result.ok ? result : null;
  const signInEmail =
    (signedUp ? result.values?.email : undefined) ??
    data.invitation?.email ??
    data.email ??
    "";

  function tabHref(value: AuthTab): string {
    const next = new URLSearchParams(location.search);
    next.set("tab", value);
    return `?${next.toString()}`;
  }
  function switchTab(value: AuthTab) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      if (!hydrated) return; // no React yet: the link loads the page with that tab
      event.preventDefault();
      setTab(value);
    };
  }

  const title = data.invitation
    ? `Join ${data.invitation.company}`
    : "Client Portal";
  // A staff invitation speaks to a colleague: no organisation, no portal (docs/access-audit.md § 7).
  const staffInvitation = isStaffRole(data.invitation?.role);
  const description = data.invitation
    ? staffInvitation
      ? data.invitation.role === "editor"
        ? "Create your staff account for the console's content studio: the site's insights."
        : "Create your staff account for the console: leads, clients, projects and support."
      : "Create your account to reach your organisation's projects, documents and support."
    : "Sign in to see your projects, documents and support tickets.";

  return (
    <AuthCard
      title={title}
      description={description}
      footer={
        <p>
          Kestrel staff? <TextLink to="/admin/auth">Staff sign-in</TextLink>
        </p>
      }
    >
      <PageToast toast={data.toast} />
      <PageToast toast={result?.toast} />

      {validating ? (
        <p
          role="status"
          className="flex items-center justify-center gap-2 text-sm font-medium text-ink-900"
        >
          <Spinner />
          Validating invitation...
        </p>
      ) : null}

      {data.invitationInvalid && !signedUp ? (
        <Alert tone="error" role="alert" title="Invitation not valid">
          {authMessages.invalidInvitation}
        </Alert>
      ) : null}

      {data.accessRequired ? (
        <AccessRequired
          user={data.accessRequired}
          reason={data.accessRequiredReason ?? "no-client"}
        />
      ) : (
        <>
          {data.invitation && !signedUp ? (
            <Alert tone="info" title="You have been invited">
              {staffInvitation ? (
                <>
                  You've been invited to the{" "}
                  <strong>{data.invitation.company}</strong> staff console with
                  the role <strong>{data.invitation.roleLabel}</strong>.
                </>
              ) : (
                <>
                  You've been invited to join{" "}
                  <strong>{data.invitation.company}</strong> with the role{" "}
                  <strong>{data.invitation.roleLabel}</strong>.
                </>
              )}
            </Alert>
          ) : null}
          <Tabs
            value={tab}
            onValueChange={(value) => isTab(value) && setTab(value)}
            activationMode="manual"
          >
            <TabsList aria-label="Sign in or create an account">
              <TabsTrigger value="signin" asChild>
                <Link
                  to={tabHref("signin")}
                  replace
                  preventScrollReset
                  onClick={switchTab("signin")}
                >
                  Sign In
                </Link>
              </TabsTrigger>
              <TabsTrigger value="signup" asChild>
                <Link
                  to={tabHref("signup")}
                  replace
                  preventScrollReset
                  onClick={switchTab("signup")}
                >
                  Sign Up
                </Link>
              </TabsTrigger>
            </TabsList>
            <TabsContent
              value="signin"
              forceMount
              className="data-[state=inactive]:hidden"
            >
              <SignInForm
                key={signedUp ? "after-sign-up" : "sign-in"}
                result={signInResult}
                defaultEmail={signInEmail}
              />
            </TabsContent>
            <TabsContent
              value="signup"
              forceMount
              className="grid gap-4 data-[state=inactive]:hidden"
            >
              {data.invitation ? null : (
                <Alert tone="info">
                  You need a valid invitation to join your organisation's
                  portal: use the link in your invitation e-mail. You can still
                  create an account without one; it stays without access until
                  our staff connect it to your organisation.
                </Alert>
              )}
              <SignUpForm
                key={signedUp ? "signed-up" : "sign-up"}
                result={signUpResult}
                defaultEmail={data.email ?? ""}
                invitation={signedUp ? null : data.invitation}
              />
            </TabsContent>
          </Tabs>
        </>
      )}
    </AuthCard>
  );
}

/**
 * Signed in, but no portal ('Access Required', authMessages.accessRequired): the account belongs to no client
 * (a self sign-up's request is with staff), or its client's access is paused — said in the
 * same words as the toast that brought them here.
 */
function AccessRequired({
  user,
  reason,
}: {
  user: SignedInView;
  reason: AccessRequiredReason;
}) {
  return (
    <div className="grid gap-4">
      <Alert
        tone="warning"
        role="alert"
        title={authMessages.accessRequiredTitle}
      >
        {reason === "client-inactive"
          ? accessMessages.clientInactive
          : authMessages.accessRequired}
      </Alert>
      {reason === "awaiting" ? (
        <p className="text-sm leading-6 text-ink-900">
          {accessMessages.requestWithStaff}
        </p>
      ) : null}
      <p className="text-sm text-text-muted">
        Signed in as <strong className="text-ink-900">{user.name}</strong> (
        {user.email}).
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SignOutForm />
        <TextLink to="/account">Your account</TextLink>
      </div>
    </div>
  );
}
