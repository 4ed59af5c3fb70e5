import { format } from "date-fns";
import { data } from "react-router";
import type { Toast } from "~/domain/forms/form-result";
import {
  USER_ACCOUNT_INTENTS,
  roleLabels,
  updateUserSchema,
  type UserAccountIntent,
} from "~/domain/console/user-forms";
import type { UsersPageData } from "~/domain/console/user-views";
import {
  accountFormOf,
  formFailure,
  parseForm,
  textField,
} from "../auth/account-form.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { pageOf } from "../http/pagination.server";
import {
  accessPanelData,
  grantAccessAction,
  inviteStaffAction,
} from "./access-actions.server";
import {
  CONSOLE_HEADERS,
  consoleFailures,
  unknownConsoleAction,
} from "./console-frame.server";
import {
  requireConsoleAdmin,
  requireStaffAtConsoleHome,
} from "./console-guard.server";
import {
  USER_SORTS,
  unsafeClientChoices,
  unsafeListUsers,
  type UserSortKey,
} from "./unsafe-user-list.server";
import {
  unsafeFindUser,
  unsafeResetUserMfa,
  unsafeRevokeUserSessions,
  unsafeSetUserDisabled,
  unsafeUpdateUser,
  type UserWriteOutcome,
} from "./unsafe-users.server";
import type { Route } from "../../routes/console/+types/users-tab";

/** The list's own parameters, read strictly: anything unknown falls back to the default. */
export function usersListParams(params: URLSearchParams) {
  const sortParam = params.get("sort");
  const sort: UserSortKey = USER_SORTS.includes(sortParam as UserSortKey)
    ? (sortParam as UserSortKey)
    : "joined";
  const dirParam = params.get("dir");
  const direction: "asc" | "desc" =
    dirParam === "asc" || dirParam === "desc"
      ? dirParam
      : sort === "joined"
        ? "desc"
        : "asc";
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  return { q, sort, direction };
}

/** The list URL to come back to after a post, rebuilt from the allowed parameters only. */
function listUrl(back: string): string {
  const params = new URLSearchParams(
    back.startsWith("?") ? back.slice(1) : back,
  );
  const { q, sort, direction } = usersListParams(params);
  const keep = new URLSearchParams();
  if (q) keep.set("q", q);
  if (params.has("sort")) keep.set("sort", sort);
  if (params.has("dir")) keep.set("dir", direction);
  const page = params.get("page");
  if (page && /^\d{1,6}$/.test(page) && page !== "1") keep.set("page", page);
  const query = keep.toString();
  return query ? `/lead_admin?${query}` : "/lead_admin";
}

/**
 * /lead_admin (the Users tab). `?edit=<profile id>` shows that row's selects without
 * JavaScript; `?confirm=<intent>&user=<profile id>` is the confirm step of an account action
 * (with JavaScript a dialog asks the same question). Admins only: an editor is sent on to the
 * content studio.
 */
export async function usersTabLoader({ request, context }: Route.LoaderArgs) {
  const { scope } = await requireStaffAtConsoleHome(request, context);
  const url = new URL(request.url);
  const { q, sort, direction } = usersListParams(url.searchParams);
  // Every client once: the role editor's select lists them all, the access panel's the active.
  const clientChoices = unsafeClientChoices(scope);
  const [list, clients, access] = await Promise.all([
    unsafeListUsers(scope, {
      search: q,
      sort,
      direction,
      page: pageOf(request),
    }),
    clientChoices,
    clientChoices.then((choices) => accessPanelData(scope, choices)),
  ]);
  const edit = url.searchParams.get("edit");
  const confirmIntent = url.searchParams.get("confirm");
  const confirmUser = url.searchParams.get("user");
  let confirm: UsersPageData["confirm"] = null;
  if (confirmIntent !== null || confirmUser !== null) {
    if (
      !USER_ACCOUNT_INTENTS.includes(confirmIntent as UserAccountIntent) ||
      !isUuid(confirmUser)
    )
      throw notFound();
    const target = await unsafeFindUser(scope, confirmUser);
    if (!target) throw notFound();
    confirm = {
      intent: confirmIntent as UserAccountIntent,
      profileId: target.profileId,
      name: target.name,
      email: target.email,
    };
  }
  const page: UsersPageData = {
    ...access,
    users: list.users.map((row) => ({
      profileId: row.profileId,
      name: row.name,
      email: row.email,
      role: row.role,
      roleLabel: roleLabels[row.role],
      clientId: row.clientId,
      clientName: row.clientName,
      joined: format(row.joined, "MMM d, yyyy"),
      disabled: row.disabled,
      twoFactorEnabled: row.twoFactorEnabled,
      isYou: row.profileId === scope.actor.profileId,
    })),
    page: list.page,
    clients: clients.map(({ id, name }) => ({ id, name })),
    q,
    sort: { key: sort, direction },
    editing: isUuid(edit) ? edit : null,
    confirm,
  };
  return data(page, { headers: CONSOLE_HEADERS });
}

const accountToasts: Record<UserAccountIntent, (name: string) => Toast> = {
  disable: (name) => ({
    kind: "success",
    title: "Account disabled",
    description: `${name} has been signed out and can no longer sign in.`,
  }),
  enable: (name) => ({
    kind: "success",
    title: "Account enabled",
    description: `${name} can sign in again.`,
  }),
  "revoke-sessions": (name) => ({
    kind: "success",
    title: "Sessions signed out",
    description: `${name} has been signed out on every device.`,
  }),
  "reset-mfa": (name) => ({
    kind: "success",
    title: "Two-factor authentication reset",
    description: `${name} must set up an authenticator app again.`,
  }),
};

export async function usersTabAction({ request, context }: Route.ActionArgs) {
  const { scope } = await requireConsoleAdmin(request, context);
  const form = accountFormOf(context);
  const intent = textField(form, "intent");
  const back = listUrl(textField(form, "back"));

  if (intent === "update") {
    const values = {
      profileId: textField(form, "profileId"),
      role: textField(form, "role"),
      clientId: textField(form, "clientId"),
    };
    const failed = consoleFailures(
      { intent, editing: values.profileId },
      { title: "Failed to update user", values },
    );
    const parsed = parseForm(updateUserSchema, form, [
      "profileId",
      "role",
      "clientId",
    ]);
    if (!parsed.ok) {
      if (parsed.fieldErrors.profileId) throw notFound();
      return failed(
        Object.values(parsed.fieldErrors)[0] ?? "Check the role and client.",
        parsed.fieldErrors,
      );
    }
    const outcome = await unsafeUpdateUser(scope, parsed.value);
    if (!outcome.ok && outcome.reason === "not-found") throw notFound();
    if (!outcome.ok)
      return failed(
        outcome.message,
        outcome.field ? { [outcome.field]: outcome.message } : {},
      );
    throw await redirectWithToast(
      back,
      {
        kind: "success",
        title: "User updated successfully",
      },
      CONSOLE_HEADERS,
    );
  }

  // The access loop (docs/access-audit.md): attach a self sign-up to a client; invite another admin.
  if (intent === "grant-access") return grantAccessAction(scope, form, back);
  if (intent === "invite-staff") return inviteStaffAction(scope, form, back);

  if (USER_ACCOUNT_INTENTS.includes(intent as UserAccountIntent)) {
    const accountIntent = intent as UserAccountIntent;
    const profileId = textField(form, "profileId");
    if (!isUuid(profileId)) throw notFound();
    let outcome: UserWriteOutcome;
    if (accountIntent === "disable" || accountIntent === "enable")
      outcome = await unsafeSetUserDisabled(
        scope,
        profileId,
        accountIntent === "disable",
      );
    else if (accountIntent === "revoke-sessions")
      outcome = await unsafeRevokeUserSessions(scope, profileId);
    else outcome = await unsafeResetUserMfa(scope, profileId);
    if (!outcome.ok && outcome.reason === "not-found") throw notFound();
    if (!outcome.ok)
      return formFailure(
        { intent },
        {
          toast: {
            kind: "error",
            title: "Failed to update user",
            description: outcome.message,
          },
          headers: CONSOLE_HEADERS,
        },
      );
    // Signing oneself out everywhere ends this very session: the sign-in page comes next.
    throw await redirectWithToast(
      back,
      accountToasts[accountIntent](outcome.name),
      CONSOLE_HEADERS,
    );
  }

  return unknownConsoleAction({ intent }, "Reload the page and try again.");
}
