import { asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { UserRole } from "~/domain/enums";
import { clients, profiles, user } from "../db/schema.server";
import { pageInfoOf, pageWindow } from "../http/pagination.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * The Users tab's list: every account of every client, cross-tenant, so only
 * code behind requireStaff may call these. Searched, sorted and paged by the database.
 */
export const USERS_PAGE_SIZE = 25;
export const USER_SORTS = ["joined", "name", "email"] as const;
export type UserSortKey = (typeof USER_SORTS)[number];

export type UserRow = {
  profileId: string;
  userId: string;
  name: string;
  email: string;
  role: UserRole;
  clientId: string | null;
  clientName: string | null;
  joined: Date;
  disabled: boolean;
  twoFactorEnabled: boolean;
};

export async function unsafeListUsers(
  { db }: StaffScope,
  options: {
    search: string;
    sort: UserSortKey;
    direction: "asc" | "desc";
    page: number;
  },
) {
  const term = options.search.trim();
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = term
    ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern))
    : undefined;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(profiles)
    .where(where);
  const window = pageWindow(options.page, total, USERS_PAGE_SIZE);
  const order = options.direction === "asc" ? asc : desc;
  const column =
    options.sort === "name"
      ? sql`coalesce(${profiles.fullName}, ${profiles.email})`
      : options.sort === "email"
        ? profiles.email
        : profiles.createdAt;
  const rows = await db
    .select({
      profileId: profiles.id,
      userId: profiles.userId,
      fullName: profiles.fullName,
      userName: user.name,
      email: profiles.email,
      role: profiles.role,
      clientId: profiles.clientId,
      clientName: clients.name,
      joined: profiles.createdAt,
      disabledAt: user.disabledAt,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .leftJoin(clients, eq(clients.id, profiles.clientId))
    .where(where)
    .orderBy(order(column), order(profiles.id))
    .limit(USERS_PAGE_SIZE)
    .offset(window.offset);
  const users: UserRow[] = rows.map((row) => ({
    profileId: row.profileId,
    userId: row.userId,
    name: row.fullName ?? row.userName,
    email: row.email,
    role: row.role as UserRole,
    clientId: row.clientId,
    clientName: row.clientName,
    joined: row.joined,
    disabled: row.disabledAt !== null,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
  }));
  return { users, page: pageInfoOf(window) };
}

/**
 * Every client, by name, with its status: the inline edit's select and the access panel's.
 * Async on purpose: a drizzle query is a thenable that runs again on every `then`, and the
 * Users tab hands this one to two readers.
 */
export async function unsafeClientChoices({ db }: StaffScope) {
  return await db
    .select({ id: clients.id, name: clients.name, status: clients.status })
    .from(clients)
    .orderBy(asc(clients.name), asc(clients.id));
}

export type ClientChoice = Awaited<
  ReturnType<typeof unsafeClientChoices>
>[number];
