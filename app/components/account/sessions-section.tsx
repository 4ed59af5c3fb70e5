import { Monitor } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import type { SessionView } from "~/domain/auth-views";
import type { VisitorFormResult } from "~/domain/forms/form-result";
import { Button } from "../ui/button";
import { DividedList, DividedListRow } from "../ui/divided-list";
import { LocalTime } from "../ui/local-time";
import { formatMessage } from "~/i18n/message";
import { AccountSection } from "./account-section";

/** Active sessions: where the account is signed in, and the way to end any of them. */
export function SessionsSection({
  sessions,
  result,
}: {
  sessions: SessionView[];
  result: VisitorFormResult | null;
}) {
  const navigation = useNavigation();
  const posting = navigation.state !== "idle" ? navigation.formData : undefined;
  const revoking =
    posting?.get("intent") === "revoke-session"
      ? posting.get("sessionId")
      : null;
  const others = sessions.filter((session) => !session.current).length;
  const intl = useIntl();
  return (
    <AccountSection
      id="sessions"
      title={intl.formatMessage({
        id: "account.sessionsTitle",
        defaultMessage: "Active sessions",
      })}
      description={intl.formatMessage({
        id: "account.sessionsDescription",
        defaultMessage:
          "Where your account is signed in now. Sign out any session you do not recognise, then change your password.",
      })}
    >
      {result?.fieldErrors?.sessionId ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {formatMessage(intl, result.fieldErrors.sessionId)}
        </p>
      ) : null}
      <DividedList>
        {sessions.map((session) => (
          <DividedListRow
            key={session.id}
            mark={
              <Monitor
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-text-muted"
              />
            }
            name={session.device}
            tag={
              session.current ? (
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-700/30">
                  <FormattedMessage
                    id="account.thisDevice"
                    defaultMessage="This device"
                  />
                </span>
              ) : null
            }
            action={
              session.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke-session" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    pending={revoking === session.id}
                    pendingLabel={intl.formatMessage({
                      id: "account.revoking",
                      defaultMessage: "Revoking…",
                    })}
                  >
                    <FormattedMessage
                      id="account.revoke"
                      defaultMessage="Revoke<sr> the session of {device}</sr>"
                      values={{
                        device: session.device,
                        sr: (chunks) => (
                          <span className="sr-only">{chunks}</span>
                        ),
                      }}
                    />
                  </Button>
                </Form>
              )
            }
          >
            <p className="text-text-muted">
              {session.ipAddress ? <>IP {session.ipAddress} · </> : null}
              <FormattedMessage
                id="account.sessionSignedIn"
                defaultMessage="Signed in {time}"
                values={{ time: <LocalTime iso={session.signedInAt} /> }}
              />
            </p>
            <p className="text-text-muted">
              <FormattedMessage
                id="account.sessionLastActive"
                defaultMessage="Last active {time}"
                values={{
                  time: <LocalTime iso={session.lastActiveAt} relative />,
                }}
              />
            </p>
          </DividedListRow>
        ))}
      </DividedList>
      {others > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="revoke-other-sessions" />
          <Button
            type="submit"
            variant="danger"
            pending={posting?.get("intent") === "revoke-other-sessions"}
            pendingLabel={intl.formatMessage({
              id: "account.signingOut",
              defaultMessage: "Signing out…",
            })}
          >
            <FormattedMessage
              id="account.signOutOthers"
              defaultMessage="Sign out all other sessions"
            />
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-text-muted">
          <FormattedMessage
            id="account.thisDeviceOnly"
            defaultMessage="You are signed in on this device only."
          />
        </p>
      )}
    </AccountSection>
  );
}
