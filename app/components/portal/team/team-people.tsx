import { Link, Form, useNavigation } from "react-router";
import type { TeamMemberView } from "~/domain/portal/team-views";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogTrigger,
} from "../../ui/dialog";
import { useHydrated } from "../../ui/use-hydrated";
import { RevokeConsequences } from "./revoke-consequences";

/**
 * The client's people with their roles; an admin's "Revoke access" on each client user (not
 * on themself nor another admin: ending an admin's access is staff's decision, docs/access-audit.md).
 */
export function TeamPeople({
  people,
  canManage,
  clientLabel,
}: {
  people: TeamMemberView[];
  canManage: boolean;
  clientLabel: string;
}) {
  return (
    <section aria-labelledby="team-people-title">
      <Card>
        <CardHeader>
          <CardTitle>
            <span id="team-people-title">People at {clientLabel}</span>
          </CardTitle>
          <CardDescription>
            {people.length === 1
              ? "1 person has"
              : `${people.length} people have`}{" "}
            access to this portal.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid divide-y divide-line rounded-lg border border-line">
            {people.map((person) => (
              <li
                key={person.profileId}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 p-4"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800 ring-1 ring-brand-700/20"
                  >
                    {initialsOf(person.name)}
                  </span>
                  <div className="min-w-0 text-sm leading-6">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                      {person.name}
                      {person.isYou ? <Badge tone="brand">You</Badge> : null}
                    </p>
                    <p className="break-all text-text-muted">{person.email}</p>
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-text-muted">
                      <Badge
                        tone={
                          person.role === "client_admin" ? "info" : "neutral"
                        }
                      >
                        {person.roleLabel}
                      </Badge>
                      <span>Joined {person.joined}</span>
                    </p>
                  </div>
                </div>
                {canManage && person.revocable ? (
                  <RevokeAccess person={person} clientLabel={clientLabel} />
                ) : null}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}

// The danger button's look (ui/button.tsx) on the link that stands in for it before hydration.
const dangerLinkClasses =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-danger-700/40 bg-surface px-5 py-2.5 text-sm font-semibold text-danger-700 transition-colors hover:bg-danger-50 focus-visible:outline-offset-2";

function initialsOf(name: string): string {
  const words = name.split(/[\s@.]+/).filter(Boolean);
  return (
    (words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")
  ).toUpperCase();
}

/**
 * Never one click: without JavaScript a link to the confirm step (?revoke=<id>), with it a
 * dialog asking the same question. Either way the post names only the profile; the server
 * checks it is one of the caller's own client's people.
 */
function RevokeAccess({
  person,
  clientLabel,
}: {
  person: TeamMemberView;
  clientLabel: string;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const revoking =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "revoke-access" &&
    navigation.formData.get("profileId") === person.profileId;
  const label = (
    <>
      Revoke access<span className="sr-only"> for {person.name}</span>
    </>
  );
  if (!hydrated) {
    return (
      <Link
        to={`/dashboard/team?revoke=${person.profileId}`}
        className={dangerLinkClasses}
      >
        {label}
      </Link>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="danger">{label}</Button>
      </DialogTrigger>
      <DialogContent
        title={`Revoke access for ${person.name}?`}
        description={
          <RevokeConsequences
            name={person.name}
            email={person.email}
            clientLabel={clientLabel}
          />
        }
      >
        <Form
          method="post"
          action="/dashboard/team"
          className="flex flex-wrap justify-end gap-3"
        >
          <input type="hidden" name="intent" value="revoke-access" />
          <input type="hidden" name="profileId" value={person.profileId} />
          <DialogClose asChild>
            <Button variant="secondary">Keep access</Button>
          </DialogClose>
          <Button
            type="submit"
            variant="danger"
            pending={revoking}
            pendingLabel="Revoking…"
          >
            Revoke access
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
