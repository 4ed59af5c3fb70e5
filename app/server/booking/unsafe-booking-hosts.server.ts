import { and, asc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { HostHoursInput, NewHostInput } from "~/domain/booking/host-form";
import { STAFF_ROLES } from "~/domain/enums";
import { changedFields, staffWrite } from "../console/audit.server";
import type { StaffScope } from "../console/staff-scope.server";
import { bookingHosts, profiles, user } from "../db/schema.server";

/**
 * The console's reads and writes of booking hosts: the people visitors book and the rules
 * their slots follow (decision 068). Every write is one transaction with its audit entry, so
 * a refused form changes nothing and a saved one is recorded field by field. UNSAFE by name:
 * behind the console's admin guard only.
 */

export type BookingHostRow = typeof bookingHosts.$inferSelect;

export type BookingHostListRow = BookingHostRow & {
  profileName: string | null;
};

/** Hosts by name, each with its linked staff member's name (or address, when it has none). */
async function hostsWithProfile(
  db: StaffScope["db"],
  where?: SQL,
): Promise<BookingHostListRow[]> {
  const rows = await db
    .select({
      host: bookingHosts,
      profileName: profiles.fullName,
      profileEmail: profiles.email,
    })
    .from(bookingHosts)
    .leftJoin(profiles, eq(profiles.id, bookingHosts.profileId))
    .where(where)
    .orderBy(asc(bookingHosts.displayName), asc(bookingHosts.id));
  return rows.map((row) => ({
    ...row.host,
    profileName: row.profileName ?? row.profileEmail,
  }));
}

export function unsafeListBookingHosts({
  db,
}: StaffScope): Promise<BookingHostListRow[]> {
  return hostsWithProfile(db);
}

export async function unsafeGetBookingHost(
  { db }: StaffScope,
  hostId: string,
): Promise<BookingHostListRow | null> {
  const [host] = await hostsWithProfile(db, eq(bookingHosts.id, hostId));
  return host ?? null;
}

export type StaffProfileOption = { id: string; name: string; email: string };

/** Staff a host may be linked to: admins and editors whose accounts are not disabled. */
export async function unsafeListStaffProfiles({
  db,
}: StaffScope): Promise<StaffProfileOption[]> {
  const rows = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(and(inArray(profiles.role, STAFF_ROLES), isNull(user.disabledAt)))
    .orderBy(asc(profiles.fullName), asc(profiles.email));
  return rows.map((row) => ({
    id: row.id,
    name: row.fullName || row.email,
    email: row.email,
  }));
}

export type CreateHostOutcome =
  { status: "created"; hostId: string } | { status: "invalid-profile" };

/**
 * Adds a host with no hours yet (they offer nothing until their hours are saved), active, with
 * the schema's default rules (30-minute meetings every 30 minutes, 4 hours' notice, 21 days).
 */
export async function unsafeCreateBookingHost(
  { db, actor }: StaffScope,
  input: NewHostInput,
): Promise<CreateHostOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    if (input.profileId) {
      const [profile] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .where(
          and(
            eq(profiles.id, input.profileId),
            inArray(profiles.role, STAFF_ROLES),
            isNull(user.disabledAt),
          ),
        );
      if (!profile) return { status: "invalid-profile" };
    }
    const [host] = await tx
      .insert(bookingHosts)
      .values({
        displayName: input.displayName,
        email: input.email,
        profileId: input.profileId,
        zone: input.zone,
      })
      .returning();
    await audit({
      action: "booking_host.create",
      entityType: "booking_host",
      entityId: host!.id,
      summary: `Added ${input.displayName} <${input.email}> as a booking host`,
      before: null,
      after: {
        name: input.displayName,
        email: input.email,
        profileId: input.profileId,
        zone: input.zone,
      },
    });
    return { status: "created", hostId: host!.id };
  });
}

export type SaveHoursOutcome = "saved" | "unchanged" | "not-found";

/** Saves a host's zone, hours, overrides and slot rules, all or nothing, audited by field. */
export async function unsafeSaveHostHours(
  { db, actor }: StaffScope,
  hostId: string,
  input: HostHoursInput,
): Promise<SaveHoursOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const [host] = await tx
      .select()
      .from(bookingHosts)
      .where(eq(bookingHosts.id, hostId))
      .for("update");
    if (!host) return "not-found";
    const next = {
      zone: input.zone,
      weeklyHours: input.weeklyHours as Record<string, unknown>,
      dateOverrides: input.dateOverrides as unknown,
      durationMinutes: input.durationMinutes,
      intervalMinutes: input.intervalMinutes,
      bufferBeforeMinutes: input.bufferBeforeMinutes,
      bufferAfterMinutes: input.bufferAfterMinutes,
      minimumNoticeMinutes: input.minimumNoticeMinutes,
      windowDays: input.windowDays,
      active: input.active,
    };
    const changes = changedFields(
      host as unknown as Record<string, unknown>,
      next,
    );
    if (!changes) return "unchanged";
    await tx
      .update(bookingHosts)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(bookingHosts.id, hostId));
    await audit({
      action: "booking_host.hours",
      entityType: "booking_host",
      entityId: hostId,
      summary: `Changed ${host.displayName}'s booking hours and rules (${Object.keys(changes.after).join(", ")})`,
      before: changes.before,
      after: changes.after,
      details: { name: host.displayName },
    });
    return "saved";
  });
}
