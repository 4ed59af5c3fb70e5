import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isStaffRole } from "~/domain/enums";
import type { Database } from "~/server/db/client.server";
import {
  chatConversations,
  chatMessages,
  clients,
  demoProjects,
  documents,
  leadNotes,
  leads,
  profiles,
  projects,
  projectUpdates,
  supportTickets,
  ticketMessages,
  user,
} from "~/server/db/schema.server";
import { getDb } from "~/server/services.server";
import { startTestServices } from "../support/app-services";
import { testDbKind } from "../support/test-database";

/**
 * docs/access-audit.md: the seeded demo is believable to a buyer. On a freshly seeded database (content,
 * the portal tenants, leads, conversations, the /allied demos and the demo accounts): every
 * client exists before its people, projects, documents and tickets; people exist before their
 * client's projects; a ticket's last activity is its last message, and its status is where its
 * last move left it; a conversation's last activity is its last message; a lead's notes fall in
 * its life; a demo project's progress fits its stage; nothing happened in the future.
 */

let stop: () => Promise<void>;
let db: Database;
let now: number;
beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = getDb();
  now = Date.now();
}, 120_000);
afterAll(async () => stop?.());

const t = (value: Date) => value.getTime();

/** How far into the engagement a project can be at each stage the demos use (percent, inclusive). */
const PROGRESS_BY_STAGE: Record<string, [number, number]> = {
  Discovery: [0, 25],
  Assessment: [0, 35],
  Proposal: [20, 45],
  Pilot: [35, 75],
  Build: [40, 95],
  Live: [100, 100],
};

function groupBy<T>(
  rows: T[],
  key: (row: T) => string | null,
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) groups.set(k, [...(groups.get(k) ?? []), row]);
  }
  return groups;
}

describe(`the seeded demo is believable (${testDbKind()})`, () => {
  it("every client exists before its people, projects, documents and tickets; people before their client's projects", async () => {
    const clientRows = await db.select().from(clients);
    expect(clientRows.length).toBeGreaterThanOrEqual(3);
    const people = await db
      .select({ profile: profiles, userCreatedAt: user.createdAt })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId));
    expect(people.length).toBeGreaterThanOrEqual(8);
    const projectRows = await db.select().from(projects);
    const documentRows = await db.select().from(documents);
    const ticketRows = await db.select().from(supportTickets);
    const projectsOf = groupBy(projectRows, (row) => row.clientId);
    for (const client of clientRows) {
      const label = client.name;
      expect(t(client.createdAt), label).toBeLessThanOrEqual(now);
      expect(t(client.updatedAt), label).toBeGreaterThanOrEqual(
        t(client.createdAt),
      );
      for (const row of [
        ...(projectsOf.get(client.id) ?? []),
        ...documentRows.filter((d) => d.clientId === client.id),
        ...ticketRows.filter((x) => x.clientId === client.id),
      ])
        expect(
          t(row.createdAt),
          `${label}: ${"name" in row ? row.name : row.title}`,
        ).toBeGreaterThan(t(client.createdAt));
      const firstProject = Math.min(
        ...(projectsOf.get(client.id) ?? []).map((p) => t(p.createdAt)),
      );
      for (const { profile, userCreatedAt } of people.filter(
        (p) => p.profile.clientId === client.id,
      )) {
        expect(
          t(profile.createdAt),
          `${profile.fullName} joins after ${label} is a client`,
        ).toBeGreaterThan(t(client.createdAt));
        expect(
          t(profile.createdAt),
          `${profile.fullName} exists before ${label}'s first project`,
        ).toBeLessThan(firstProject);
        expect(
          t(userCreatedAt),
          `${profile.fullName}'s account and profile are one sign-up`,
        ).toBe(t(profile.createdAt));
      }
    }
    // Staff (the admin and the marketing editor) were there before any client, belong to
    // none, and no one signed up in the future.
    expect(
      people
        .filter(({ profile }) => isStaffRole(profile.role))
        .map(({ profile }) => [profile.email, profile.role, profile.clientId])
        .sort(),
    ).toEqual([
      ["nadia.rahman@example.org", "editor", null],
      ["staff.admin@example.org", "admin", null],
    ]);
    const firstClient = Math.min(...clientRows.map((c) => t(c.createdAt)));
    for (const { profile } of people) {
      expect(t(profile.createdAt), profile.fullName!).toBeLessThanOrEqual(now);
      if (isStaffRole(profile.role))
        expect(t(profile.createdAt), profile.fullName!).toBeLessThan(
          firstClient,
        );
    }
  });

  it("a project changes after it starts; its updates and documents come after it", async () => {
    const projectRows = await db.select().from(projects);
    const updates = groupBy(
      await db.select().from(projectUpdates),
      (row) => row.projectId,
    );
    const docs = groupBy(
      await db.select().from(documents),
      (row) => row.projectId,
    );
    for (const project of projectRows) {
      expect(t(project.updatedAt), project.name).toBeGreaterThanOrEqual(
        t(project.createdAt),
      );
      expect(t(project.updatedAt), project.name).toBeLessThanOrEqual(now);
      for (const row of [
        ...(updates.get(project.id) ?? []),
        ...(docs.get(project.id) ?? []),
      ]) {
        expect(
          t(row.createdAt),
          `${project.name}: ${"title" in row ? row.title : row.name}`,
        ).toBeGreaterThanOrEqual(t(project.createdAt));
        expect(t(row.createdAt)).toBeLessThanOrEqual(now);
      }
    }
  });

  it("a ticket's last activity is its last message, and its status is where its last move left it", async () => {
    const ticketRows = await db.select().from(supportTickets);
    const threads = groupBy(
      await db.select().from(ticketMessages),
      (row) => row.ticketId,
    );
    expect(ticketRows.length).toBeGreaterThan(0);
    let withThread = 0;
    for (const ticket of ticketRows) {
      const thread = (threads.get(ticket.id) ?? []).sort(
        (a, b) => t(a.createdAt) - t(b.createdAt),
      );
      const lastActivity =
        thread.length > 0 ? t(thread.at(-1)!.createdAt) : t(ticket.createdAt);
      expect(t(ticket.updatedAt), ticket.title).toBe(lastActivity);
      expect(lastActivity, ticket.title).toBeLessThanOrEqual(now);
      for (const entry of thread)
        expect(t(entry.createdAt), ticket.title).toBeGreaterThan(
          t(ticket.createdAt),
        );
      const moves = thread.filter((entry) => entry.kind === "status_change");
      if (ticket.status !== "open")
        expect(
          moves.length,
          `${ticket.title} (${ticket.status}) was moved by someone`,
        ).toBeGreaterThan(0);
      if (moves.length > 0) {
        expect(moves.at(-1)!.toStatus, ticket.title).toBe(ticket.status);
        // Each move starts where the one before left the ticket.
        moves.forEach((move, i) =>
          expect(move.fromStatus, ticket.title).toBe(
            i === 0 ? "open" : moves[i - 1]!.toStatus,
          ),
        );
        withThread += 1;
      }
    }
    expect(withThread).toBeGreaterThan(0);
  });

  it("a conversation's last activity is its last message; consent, hand-off and its lead fall inside it", async () => {
    const conversations = await db.select().from(chatConversations);
    const messages = groupBy(
      await db.select().from(chatMessages),
      (row) => row.conversationId,
    );
    const chatLeads = new Map(
      (await db.select().from(leads))
        .filter((lead) => lead.source === "chat")
        .map((lead) => [lead.sourceId, lead]),
    );
    expect(conversations.length).toBeGreaterThan(0);
    for (const conversation of conversations) {
      const times = (messages.get(conversation.id) ?? []).map((m) =>
        t(m.createdAt),
      );
      const label = conversation.visitorName ?? conversation.id;
      expect(times.length, label).toBe(conversation.messageCount);
      expect(t(conversation.lastMessageAt!), label).toBe(Math.max(...times));
      expect(t(conversation.updatedAt), label).toBe(Math.max(...times));
      expect(Math.min(...times), label).toBeGreaterThanOrEqual(
        t(conversation.createdAt),
      );
      expect(Math.max(...times), label).toBeLessThanOrEqual(now);
      for (const moment of [
        conversation.consentAt,
        conversation.handedOffAt,
        chatLeads.get(conversation.id)?.createdAt,
      ]) {
        if (!moment) continue;
        expect(t(moment), label).toBeGreaterThanOrEqual(
          t(conversation.createdAt),
        );
        expect(t(moment), label).toBeLessThanOrEqual(Math.max(...times));
      }
    }
  });

  it("a lead's notes fall between its arrival and its last change, and its owner existed before them", async () => {
    const leadRows = await db.select().from(leads);
    const notes = groupBy(
      await db.select().from(leadNotes),
      (row) => row.leadId,
    );
    const joined = new Map(
      (await db.select().from(profiles)).map((p) => [p.id, t(p.createdAt)]),
    );
    expect(leadRows.length).toBeGreaterThan(0);
    for (const lead of leadRows) {
      const label = `${lead.fullName} (${lead.source})`;
      expect(t(lead.createdAt), label).toBeLessThanOrEqual(now);
      expect(t(lead.updatedAt), label).toBeGreaterThanOrEqual(
        t(lead.createdAt),
      );
      expect(t(lead.updatedAt), label).toBeLessThanOrEqual(now);
      for (const note of notes.get(lead.id) ?? []) {
        expect(t(note.createdAt), label).toBeGreaterThanOrEqual(
          t(lead.createdAt),
        );
        expect(t(note.createdAt), label).toBeLessThanOrEqual(t(lead.updatedAt));
        if (note.authorProfileId)
          expect(joined.get(note.authorProfileId)!, label).toBeLessThan(
            t(note.createdAt),
          );
      }
    }
  });

  it("a demo project's progress fits its stage: nothing 80 % complete is still in assessment", async () => {
    const rows = await db.select().from(demoProjects);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const project of rows) {
      const range = PROGRESS_BY_STAGE[project.stage];
      expect(
        range,
        `${project.name}: a stage this test knows (${project.stage})`,
      ).toBeDefined();
      expect(
        project.progress,
        `${project.name} (${project.stage})`,
      ).toBeGreaterThanOrEqual(range![0]);
      expect(
        project.progress,
        `${project.name} (${project.stage})`,
      ).toBeLessThanOrEqual(range![1]);
    }
  });
});
