import { FormattedMessage } from "react-intl";

/** What revoking does, said the same way in the dialog and on the confirm step. */
export function RevokeConsequences({
  name,
  email,
  clientLabel,
}: {
  name: string;
  email: string;
  clientLabel: string;
}) {
  return (
    <FormattedMessage
      id="portal.team.revokeConsequences"
      defaultMessage="{name} ({email}) will be signed out at once on every device and will no longer see {client}'s projects, documents or support tickets. Their account stays, so our team can restore access if you ask."
      values={{ name, email, client: clientLabel }}
    />
  );
}
