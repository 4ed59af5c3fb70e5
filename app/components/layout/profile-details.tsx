import { useIntl, type IntlShape } from "react-intl";
import type { SignedInView } from "~/domain/auth-views";

/** "client_admin" → "Client admin" (and its French). */
export function roleTitle(intl: IntlShape, role: SignedInView["role"]): string {
  return intl.formatMessage(
    {
      id: "account.roleTitle",
      defaultMessage:
        "{role, select, client_admin {Client admin} client_user {Client user} admin {Admin} editor {Editor} other {No role yet}}",
    },
    { role: role ?? "none" },
  );
}

/** Who is signed in: name, e-mail, role and organisation, as a description list. */
export function ProfileDetails({ user }: { user: SignedInView }) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [
      intl.formatMessage({ id: "account.profileName", defaultMessage: "Name" }),
      user.name,
    ],
    [
      intl.formatMessage({
        id: "account.profileEmail",
        defaultMessage: "E-mail",
      }),
      user.email,
    ],
    [
      intl.formatMessage({ id: "account.profileRole", defaultMessage: "Role" }),
      roleTitle(intl, user.role),
    ],
    [
      intl.formatMessage({
        id: "account.profileOrganisation",
        defaultMessage: "Organisation",
      }),
      user.company ??
        intl.formatMessage({
          id: "account.profileNoOrganisation",
          defaultMessage: "Not yet connected to an organisation",
        }),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-0.5 sm:contents">
          <dt className="font-medium text-text-muted">{term}</dt>
          <dd className="break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
