import { useState, type MouseEvent } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import {
  accessMessages,
  type AccessRequiredReason,
} from "~/domain/auth/access-messages";
import { authMessages } from "~/domain/auth/auth-forms";
import type { InvitationView, SignedInView } from "~/domain/auth-views";
import type { Toast, VisitorFormResult } from "~/domain/forms/form-result";
import { isStaffRole } from "~/domain/enums";
import { Alert } from "../ui/alert";
import { Spinner } from "../ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { PageToast } from "../ui/toaster";
import { TextLink } from "./account-links";
import { AuthCard } from "./auth-card";
import { SignInForm, SignUpForm } from "./auth-forms";
import { SignOutForm } from "../layout/sign-out-form";
import { roleTitle } from "../layout/profile-details";
import { useHydrated } from "../ui/use-hydrated";
import { formatMessage } from "~/i18n/message";

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

export type AuthActionData = VisitorFormResult & { form: AuthTab };

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
 * panel could not be reached otherwise; with it, they switch in place (app/enhance/auth-tabs.ts:
 * the page is not hydrated, docs/decisions/058-sign-in-pages-without-react.md).
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
  const intl = useIntl();
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
    ? intl.formatMessage(
        { id: "account.joinCompany", defaultMessage: "Join {company}" },
        { company: data.invitation.company },
      )
    : intl.formatMessage({
        id: "account.clientPortal",
        defaultMessage: "Client Portal",
      });
  // A staff invitation speaks to a colleague: no organisation, no portal (docs/access-audit.md § 7).
  const staffInvitation = isStaffRole(data.invitation?.role);
  const description = data.invitation
    ? staffInvitation
      ? data.invitation.role === "editor"
        ? intl.formatMessage({
            id: "account.staffEditorInvitation",
            defaultMessage:
              "Create your staff account for the console's content studio: the site's insights.",
          })
        : intl.formatMessage({
            id: "account.staffInvitation",
            defaultMessage:
              "Create your staff account for the console: leads, clients, projects and support.",
          })
      : intl.formatMessage({
          id: "account.clientInvitation",
          defaultMessage:
            "Create your account to reach your organisation's projects, documents and support.",
        })
    : intl.formatMessage({
        id: "account.signInDescription",
        defaultMessage:
          "Sign in to see your projects, documents and support tickets.",
      });

  return (
    <AuthCard
      title={title}
      description={description}
      footer={
        <p>
          <FormattedMessage
            id="account.staffFooter"
            defaultMessage="Kestrel staff? <link>Staff sign-in</link>"
            values={{
              link: (chunks) => <TextLink to="/admin/auth">{chunks}</TextLink>,
            }}
          />
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
          <FormattedMessage
            id="account.validatingInvitation"
            defaultMessage="Validating invitation..."
          />
        </p>
      ) : null}

      {data.invitationInvalid && !signedUp ? (
        <Alert
          tone="error"
          role="alert"
          title={intl.formatMessage({
            id: "account.invitationNotValid",
            defaultMessage: "Invitation not valid",
          })}
        >
          {formatMessage(intl, authMessages.invalidInvitation)}
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
            <Alert
              tone="info"
              title={intl.formatMessage({
                id: "account.invited",
                defaultMessage: "You have been invited",
              })}
            >
              {staffInvitation ? (
                <FormattedMessage
                  id="account.invitedStaff"
                  defaultMessage="You've been invited to the <b>{company}</b> staff console with the role <b>{role}</b>."
                  values={{
                    company: data.invitation.company,
                    role: data.invitation.roleLabel,
                    b: (chunks) => <strong>{chunks}</strong>,
                  }}
                />
              ) : (
                <FormattedMessage
                  id="account.invitedClient"
                  defaultMessage="You've been invited to join <b>{company}</b> with the role <b>{role}</b>."
                  values={{
                    company: data.invitation.company,
                    role: roleTitle(intl, data.invitation.role).toLowerCase(),
                    b: (chunks) => <strong>{chunks}</strong>,
                  }}
                />
              )}
            </Alert>
          ) : null}
          <Tabs
            // Switched in place by app/enhance/auth-tabs.ts: the page is not hydrated
            // (docs/decisions/058-sign-in-pages-without-react.md).
            data-enhance="auth-tabs"
            value={tab}
            onValueChange={(value) => isTab(value) && setTab(value)}
            activationMode="manual"
          >
            <TabsList
              aria-label={intl.formatMessage({
                id: "account.tabsLabel",
                defaultMessage: "Sign in or create an account",
              })}
            >
              {(["signin", "signup"] as const).map((tab) => (
                <TabsTrigger key={tab} value={tab} asChild>
                  <Link
                    to={tabHref(tab)}
                    replace
                    preventScrollReset
                    onClick={switchTab(tab)}
                  >
                    {tab === "signin" ? (
                      <FormattedMessage
                        id="account.signInTab"
                        defaultMessage="Sign In"
                      />
                    ) : (
                      <FormattedMessage
                        id="account.signUpTab"
                        defaultMessage="Sign Up"
                      />
                    )}
                  </Link>
                </TabsTrigger>
              ))}
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
                  <FormattedMessage
                    id="account.signUpNeedsInvitation"
                    defaultMessage="You need a valid invitation to join your organisation's portal: use the link in your invitation e-mail. You can still create an account without one; it stays without access until our staff connect it to your organisation."
                  />
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
  const intl = useIntl();
  return (
    <div className="grid gap-4">
      <Alert
        tone="warning"
        role="alert"
        title={formatMessage(intl, authMessages.accessRequiredTitle)}
      >
        {formatMessage(
          intl,
          reason === "client-inactive"
            ? accessMessages.clientInactive
            : authMessages.accessRequired,
        )}
      </Alert>
      {reason === "awaiting" ? (
        <p className="text-sm leading-6 text-ink-900">
          {formatMessage(intl, accessMessages.requestWithStaff)}
        </p>
      ) : null}
      <p className="text-sm text-text-muted">
        <FormattedMessage
          id="account.signedInAs"
          defaultMessage="Signed in as <b>{name}</b> ({email})."
          values={{
            name: user.name,
            email: user.email,
            b: (chunks) => <strong className="text-ink-900">{chunks}</strong>,
          }}
        />
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SignOutForm />
        <TextLink to="/account">
          <FormattedMessage
            id="account.heading"
            defaultMessage="Your account"
          />
        </TextLink>
      </div>
    </div>
  );
}
