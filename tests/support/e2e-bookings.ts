// Run before the booking console's own end-to-end server starts (tests/e2e/booking-console.spec.ts),
// on its DATA_DIR: a host and the meetings the Bookings list shows — one under way from a lead
// (the no-show mark), one tomorrow (too early to mark), one cancelled — written as /book would.
// The embedded database serves one process at a time, so this runs before the server, not beside it.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { openDatabase } from "../../app/server/db/client.server";
import { parseEnv } from "../../app/server/env.server";
import {
  bookingHosts,
  bookings,
  contactRequests,
  leads,
} from "../../app/server/db/schema.server";

const E2E_BOOKING_VISITORS = {
  underWay: "Lucia Underway",
  tomorrow: "Marek Tomorrow",
  cancelled: "Olga Cancelled",
} as const;

async function main() {
  const env = parseEnv(process.env);
  const database = await openDatabase({ kind: "pglite", dataDir: env.dataDir });
  try {
    const db = database.db;
    const [host] = await db
      .insert(bookingHosts)
      .values({
        displayName: "Priya Consult",
        email: "priya.consult@example.org",
        zone: "America/Toronto",
        weeklyHours: { "1": [{ start: "09:00", end: "17:00" }] },
      })
      .returning({ id: bookingHosts.id });
    const [request] = await db
      .insert(contactRequests)
      .values({
        firstName: "Lucia",
        lastName: "Underway",
        email: "lucia.underway@ministry.example",
        company: "Ministry of Fisheries",
        interest: "Data platform",
        message: "Looking forward to the consultation.",
      })
      .returning({ id: contactRequests.id });
    const [lead] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.sourceId, request!.id));
    const now = Date.now();
    const meetings = [
      {
        visitorName: E2E_BOOKING_VISITORS.underWay,
        organisation: "Ministry of Fisheries",
        start: now - 5 * 60_000,
        leadId: lead!.id,
        status: "confirmed",
      },
      {
        visitorName: E2E_BOOKING_VISITORS.tomorrow,
        organisation: "Border Services",
        start: now + 24 * 3_600_000,
        leadId: null,
        status: "confirmed",
      },
      {
        visitorName: E2E_BOOKING_VISITORS.cancelled,
        organisation: "Statistics Office",
        start: now - 48 * 3_600_000,
        leadId: null,
        status: "cancelled",
      },
    ] as const;
    for (const meeting of meetings) {
      const startsAt = new Date(meeting.start);
      const endsAt = new Date(meeting.start + 30 * 60_000);
      await db.insert(bookings).values({
        hostId: host!.id,
        leadId: meeting.leadId,
        visitorName: meeting.visitorName,
        visitorEmail: `${meeting.visitorName.toLowerCase().replace(/\W+/g, ".")}@ministry.example`,
        organisation: meeting.organisation,
        visitorZone: "America/Toronto",
        startsAt,
        endsAt,
        blockedStart: startsAt,
        blockedEnd: endsAt,
        status: meeting.status,
        manageTokenHash: randomUUID(),
        assignmentReason: "the only host free at this time",
      });
    }
  } finally {
    await database.close();
  }
}

await main();
