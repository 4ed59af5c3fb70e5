import { roleLabel } from "~/domain/auth/auth-forms";
import type { SignedInView } from "~/domain/auth/auth-views";

/** "client admin" → "Client admin". */
export function roleTitle(role: SignedInView["role"]): string {
  if (!role) return "No role yet";
  const label = roleLabel(role);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Who is signed in: name, e-mail, role and organisation, as a description list. */
export function ProfileDetails({ user }: { user: SignedInView }) {
  const rows: [string, string][] = [
    ["Name", user.name],
    ["E-mail", user.email],
    ["Role", roleTitle(user.role)],
    ["Organisation", user.company ?? "Not yet connected to an organisation"],
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
