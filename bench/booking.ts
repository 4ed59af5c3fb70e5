/**
 * bench:booking — booking a consultation under load, on PGlite and on PostgreSQL
 * (docs/decisions/068-booking-rules-and-races.md, 069). Per database, on a fresh migrated
 * database with 3 hosts working weekdays 09:00–17:00 (Toronto) and a 21-day window:
 *  - slot listing: 10 concurrent visitors each list the open slots BENCH_BOOKING_LISTS times
 *    (listOpenSlots, as the /book page will); p50/p95/max;
 *  - booking: 10 concurrent visitors book BENCH_BOOKING_BOOKINGS distinct slots between them
 *    (bookSlot: re-check, then the insert the exclusion constraint guards); p50/p95/max;
 *  - the races: 20 parallel bookings of one slot of a single host (expect 1 booked, 19 taken),
 *    and 30 parallel requests for 10:00, 10:15 and 09:45 of a host with 10-minute buffers
 *    (expect exactly 1 booked).
 * Calls the functions in this process (no HTTP): what is measured is the rules and the
 * database. Drops what it created. Exits non-zero when a race books more or less than once.
 *
 *   npm run bench:booking
 *   BENCH_DATABASES=pglite BENCH_BOOKING_LISTS=10 npm run bench:booking
 */
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import {
  bookSlot,
  listOpenSlots,
  type BookingOutcome,
  type BookingRequest,
} from "../app/server/booking/bookings.server";
import type { DatabaseConnection } from "../app/server/db/client.server";
import { bookingHosts } from "../app/server/db/schema.server";
import { latencySummary } from "./format";
import {
  describeMachine,
  formatLatency,
  positiveIntFromEnv,
  renderTable,
  runBench,
} from "./leads-support";
import { onEachBenchDatabase, wantedDatabases } from "./bench-databases";

const VISITORS = 10;
const LISTS = positiveIntFromEnv("BENCH_BOOKING_LISTS", 20);
const BOOKINGS = positiveIntFromEnv("BENCH_BOOKING_BOOKINGS", 100);
// Monday 1 February 2027, 12:00 UTC: a fixed "now", so every run sees the same calendar.
const NOW = new Date("2027-02-01T12:00:00Z");
const weekdays = Object.fromEntries(
  ["1", "2", "3", "4", "5"].map((day) => [
    day,
    [{ start: "09:00", end: "17:00" }],
  ]),
);

type Row = {
  database: string;
  listP50: number;
  listP95: number;
  listMax: number;
  slots: number;
  bookP50: number;
  bookP95: number;
  bookMax: number;
  booked: number;
  oneSlot: string;
  overlapping: string;
  ok: boolean;
};

function request(start: Date, index: number): BookingRequest {
  return {
    start,
    visitorName: `Bench Visitor ${index}`,
    visitorEmail: `visitor.${index}@bench.example`,
    organisation: "Bench Ministry",
    locale: "en",
    visitorZone: "America/Toronto",
  };
}

async function addHost(
  connection: DatabaseConnection,
  name: string,
  rules: Partial<typeof bookingHosts.$inferInsert> = {},
) {
  const [host] = await connection.db
    .insert(bookingHosts)
    .values({
      displayName: name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@bench.example`,
      zone: "America/Toronto",
      weeklyHours: weekdays,
      minimumNoticeMinutes: 0,
      windowDays: 21,
      ...rules,
    })
    .returning();
  return host!;
}

/** Runs `work` for each of VISITORS visitors at once; each times its own calls. */
async function concurrently(
  work: (
    visitor: number,
    time: <T>(call: () => Promise<T>) => Promise<T>,
  ) => Promise<void>,
): Promise<number[]> {
  const samples: number[] = [];
  const time = async <T>(call: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await call();
    samples.push(performance.now() - started);
    return result;
  };
  await Promise.all(
    Array.from({ length: VISITORS }, (_, visitor) => work(visitor, time)),
  );
  return samples;
}

const count = (outcomes: BookingOutcome[], status: BookingOutcome["status"]) =>
  outcomes.filter((outcome) => outcome.status === status).length;

async function measure(
  label: string,
  connection: DatabaseConnection,
): Promise<Row> {
  await connection.migrate();
  const db = connection.db;
  for (const name of ["Ada Host", "Grace Host", "Alan Host"])
    await addHost(connection, name);
  // Warm-up: the first query plans and the worker's caches.
  const slots = await listOpenSlots(db, NOW);
  const listTimes = await concurrently(async (_visitor, time) => {
    for (let index = 0; index < LISTS; index += 1)
      await time(() => listOpenSlots(db, NOW));
  });
  const outcomes: BookingOutcome[] = [];
  const perVisitor = Math.ceil(BOOKINGS / VISITORS);
  const bookTimes = await concurrently(async (visitor, time) => {
    for (let index = 0; index < perVisitor; index += 1) {
      const slot = slots[(visitor + index * VISITORS) % slots.length]!;
      outcomes.push(
        await time(() =>
          bookSlot(db, request(slot.start, visitor * 1000 + index), NOW),
        ),
      );
    }
  });

  // The races: each on a host of its own, the others set aside.
  await db.update(bookingHosts).set({ active: false });
  await addHost(connection, "Solo Host");
  const oneSlot = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      bookSlot(db, request(new Date("2027-02-02T15:00:00Z"), index), NOW),
    ),
  );
  await db.update(bookingHosts).set({ active: false });
  const buffered = await addHost(connection, "Buffered Host", {
    intervalMinutes: 15,
    bufferBeforeMinutes: 10,
    bufferAfterMinutes: 10,
  });
  // 10:00, 10:15 and 09:45 Toronto (UTC−5 in February).
  const starts = [
    "2027-02-03T15:00:00Z",
    "2027-02-03T15:15:00Z",
    "2027-02-03T14:45:00Z",
  ];
  const overlapping = await Promise.all(
    Array.from({ length: 30 }, (_, index) =>
      bookSlot(db, request(new Date(starts[index % 3]!), 100 + index), NOW),
    ),
  );
  await db
    .update(bookingHosts)
    .set({ active: false })
    .where(eq(bookingHosts.id, buffered.id));

  const list = latencySummary(listTimes);
  const book = latencySummary(bookTimes);
  const ok =
    count(oneSlot, "booked") === 1 &&
    count(oneSlot, "taken") === 19 &&
    count(overlapping, "booked") === 1 &&
    count(outcomes, "booked") === outcomes.length;
  return {
    database: label,
    listP50: list.p50,
    listP95: list.p95,
    listMax: list.max,
    slots: slots.length,
    bookP50: book.p50,
    bookP95: book.p95,
    bookMax: book.max,
    booked: count(outcomes, "booked"),
    oneSlot: `${count(oneSlot, "booked")} booked / ${count(oneSlot, "taken")} taken`,
    overlapping: `${count(overlapping, "booked")} booked / ${count(overlapping, "taken")} taken`,
    ok,
  };
}

await runBench("bench:booking", async () => {
  wantedDatabases();
  console.log(
    `bench:booking — ${VISITORS} concurrent visitors, 3 hosts, ${LISTS} listings each, ${BOOKINGS} bookings`,
  );
  for (const line of describeMachine()) console.log(line);
  const rows: Row[] = await onEachBenchDatabase(
    "booking",
    ({ name, connection }) => measure(name, connection),
  );
  const ms = (value: number) => formatLatency(Number(value.toFixed(1)));
  console.log(
    `\n${renderTable(
      [
        "database",
        "slots",
        "list p50",
        "list p95",
        "list max",
        "book p50",
        "book p95",
        "book max",
        "booked",
        "20 × one slot",
        "30 × 10:00/10:15/09:45",
      ],
      rows.map((row) => [
        row.database,
        String(row.slots),
        ms(row.listP50),
        ms(row.listP95),
        ms(row.listMax),
        ms(row.bookP50),
        ms(row.bookP95),
        ms(row.bookMax),
        `${row.booked}/${Math.ceil(BOOKINGS / VISITORS) * VISITORS}`,
        row.oneSlot,
        row.overlapping,
      ]),
      [0, 9, 10],
    )}`,
  );
  const failed = rows.filter((row) => !row.ok);
  if (failed.length > 0)
    throw new Error(
      `${failed.map((row) => row.database).join(", ")}: a race booked other than once, or a distinct slot was refused`,
    );
  console.log(
    "\n✓ every race booked exactly once, every distinct slot was booked",
  );
});
