import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { accessCopy, CLIENT_ROLES } from "~/domain/console/access-forms";
import type {
  AccessConfirm,
  AccessPanelData,
  AwaitingAccessView,
} from "~/domain/console/access-views";
import { roleLabels } from "~/domain/console/user-forms";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { buttonClasses } from "../ui/button-link";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card";
import { withSearchParams } from "../ui/data-table";
import { usersActionUrl } from "./users-urls";
import { LabelledOptions } from "../ui/form-field";

const selectClasses =
  "min-h-11 w-full min-w-36 rounded-lg border border-line bg-surface px-3 text-sm text-ink-900 aria-invalid:border-danger-700";

/** A refused grant: whose row, what was chosen, and the field's message. */
export type GrantFailure = {
  profileId: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
};

/**
 * "Awaiting access" on the Users tab (docs/access-audit.md § 6): self sign-ups that confirmed their
 * address and belong to no client, with the count, each with one form — client, role,
 * Grant access — whose post is confirmed before it acts (AccessConfirmPanel).
 */
export function AwaitingAccess({
  data,
  search,
  failure,
}: {
  data: AccessPanelData;
  search: string;
  failure: GrantFailure | null;
}) {
  const { total, people } = data.awaiting;
  if (total === 0) return null;
  return (
    <section
      id="awaiting-access"
      aria-labelledby="awaiting-access-heading"
      className="grid gap-3 rounded-xl border border-accent-500/50 bg-accent-50 p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3
          id="awaiting-access-heading"
          className="text-lg font-bold text-ink-900"
        >
          {accessCopy.awaitingTitle}
        </h3>
        <Badge tone="warning">
          {total === 1 ? "1 person" : `${total} people`}
        </Badge>
      </div>
      <p className="text-sm leading-6 text-ink-800">
        {accessCopy.awaitingIntro}
      </p>
      {people.length < total ? (
        <p className="text-sm text-ink-800">
          The {people.length} who have waited longest are shown.
        </p>
      ) : null}
      <ul className="grid gap-3">
        {people.map((person) => (
          <AwaitingPerson
            key={person.profileId}
            person={person}
            clients={data.activeClients}
            search={search}
            failure={failure?.profileId === person.profileId ? failure : null}
          />
        ))}
      </ul>
    </section>
  );
}

function AwaitingPerson({
  person,
  clients,
  search,
  failure,
}: {
  person: AwaitingAccessView;
  clients: { id: string; name: string }[];
  search: string;
  failure: GrantFailure | null;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "grant-access" &&
    navigation.formData.get("profileId") === person.profileId;
  const clientId = `grant-client-${person.profileId}`;
  const roleId = `grant-role-${person.profileId}`;
  const clientError = failure?.fieldErrors?.clientId;
  const roleError = failure?.fieldErrors?.role;
  return (
    <li className="grid gap-3 rounded-lg border border-line bg-surface p-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
      <div className="grid gap-0.5 text-sm">
        <span className="font-semibold text-ink-900">{person.name}</span>
        <span className="break-words text-text-muted">{person.email}</span>
        <span className="text-text-muted">Waiting since {person.since}</span>
      </div>
      <Form
        method="post"
        action={usersActionUrl(search)}
        className="flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="intent" value="grant-access" />
        <input type="hidden" name="profileId" value={person.profileId} />
        <input type="hidden" name="back" value={search} />
        <div className="grid gap-1">
          <label
            htmlFor={clientId}
            className="text-sm font-medium text-ink-900"
          >
            Client<span className="sr-only"> for {person.name}</span>
          </label>
          <select
            id={clientId}
            name="clientId"
            required
            defaultValue={failure?.values?.clientId ?? ""}
            aria-invalid={clientError ? true : undefined}
            aria-describedby={clientError ? `${clientId}-error` : undefined}
            className={selectClasses}
          >
            <option value="" disabled>
              Choose a client
            </option>
            {clients.map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </select>
          {clientError ? (
            <p id={`${clientId}-error`} className="text-sm text-danger-700">
              {clientError}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1">
          <label htmlFor={roleId} className="text-sm font-medium text-ink-900">
            Role<span className="sr-only"> for {person.name}</span>
          </label>
          <select
            id={roleId}
            name="role"
            defaultValue={failure?.values?.role ?? "client_user"}
            aria-invalid={roleError ? true : undefined}
            className={selectClasses}
          >
            <LabelledOptions values={CLIENT_ROLES} labels={roleLabels} />
          </select>
        </div>
        <Button type="submit" pending={pending} pendingLabel="Checking…">
          Grant access<span className="sr-only"> to {person.name}</span>
        </Button>
      </Form>
    </li>
  );
}

/**
 * The question before a grant or a staff invitation acts: the first post's answer. Its
 * form posts the same fields again with confirmed=yes; Cancel goes back to the list.
 */
export function AccessConfirmPanel({
  confirm,
  search,
}: {
  confirm: AccessConfirm;
  search: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("confirmed") === "yes";
  // With JavaScript the question appears above the list without a page load: take focus to
  // it, so a keyboard or screen-reader user hears it where they are (without, the new page starts here).
  const heading = useRef<HTMLSpanElement>(null);
  useEffect(() => heading.current?.focus(), [confirm]);
  const back = withSearchParams("/lead_admin", search, {});
  const grant = confirm.intent === "grant-access" ? confirm : null;
  const title =
    confirm.intent === "grant-access"
      ? accessCopy.grantTitle(
          confirm.name,
          confirm.clientName,
          confirm.roleLabel,
        )
      : accessCopy.inviteTitle(confirm.email, confirm.role);
  const consequence =
    confirm.intent === "grant-access"
      ? accessCopy.grantConsequence(confirm.email, confirm.clientName)
      : accessCopy.inviteConsequence(confirm.role);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <span id="access-confirm-title" ref={heading} tabIndex={-1}>
            {title}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm leading-6 text-text-muted">{consequence}</p>
        <Form
          method="post"
          action={usersActionUrl(search)}
          className="flex flex-wrap justify-end gap-3"
        >
          <input type="hidden" name="intent" value={confirm.intent} />
          <input type="hidden" name="confirmed" value="yes" />
          <input type="hidden" name="back" value={search} />
          {grant ? (
            <>
              <input type="hidden" name="profileId" value={grant.profileId} />
              <input type="hidden" name="clientId" value={grant.clientId} />
              <input type="hidden" name="role" value={grant.role} />
            </>
          ) : (
            <>
              <input type="hidden" name="email" value={confirm.email} />
              <input type="hidden" name="role" value={confirm.role} />
            </>
          )}
          <Link to={back} className={buttonClasses("secondary")}>
            Cancel
          </Link>
          <Button
            type="submit"
            pending={pending}
            pendingLabel={grant ? "Granting…" : "Sending…"}
          >
            {grant ? "Grant access" : "Send staff invitation"}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
