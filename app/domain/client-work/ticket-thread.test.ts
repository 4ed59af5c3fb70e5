import { describe, expect, it } from "vitest";
import {
  statusChangeSentence,
  ticketSummaryOf,
  ticketThreadOf,
} from "./ticket-thread";

const id = "3f2a9c1e-5b7d-4e2a-9c1e-5b7d4e2a9c1e";
const ticket = {
  id,
  title: "Filing portal slow at month end",
  description: "Returns take minutes to submit.",
  priority: "high",
  status: "in_progress",
  createdAt: new Date(2026, 2, 5, 12),
  createdByName: "Tomas Lindqvist",
};

describe("ticket views", () => {
  it("a list card: reference, badges' text and the list date format", () => {
    expect(ticketSummaryOf(ticket)).toEqual({
      id,
      reference: "Ticket #3f2a9c1e",
      title: "Filing portal slow at month end",
      description: "Returns take minutes to submit.",
      priority: "high",
      priorityLabel: "High",
      status: "in_progress",
      statusText: "IN PROGRESS",
      createdOn: "Mar 5, 2026",
      createdAt: ticket.createdAt.toISOString(),
    });
  });

  it("a thread: the detail date format, entries in the given order, open until closed", () => {
    const at = new Date("2026-03-06T09:30:00Z");
    const view = ticketThreadOf(ticket, [
      {
        id: "m1",
        kind: "reply",
        authorSide: "client",
        authorName: "Tomas Lindqvist",
        body: "Still slow.",
        fromStatus: null,
        toStatus: null,
        createdAt: at,
      },
      {
        id: "m2",
        kind: "status_change",
        authorSide: "staff",
        authorName: null,
        body: null,
        fromStatus: "open",
        toStatus: "in_progress",
        createdAt: at,
      },
      {
        id: "m3",
        kind: "reply",
        authorSide: "client",
        authorName: null,
        body: "Thanks",
        fromStatus: null,
        toStatus: null,
        createdAt: at,
      },
    ]);
    expect(view.ticket.createdOnLong).toBe("March 5, 2026");
    expect(view.open).toBe(true);
    expect(view.entries.map((entry) => entry.id)).toEqual(["m1", "m2", "m3"]);
    expect(view.entries[0]).toMatchObject({
      kind: "reply",
      side: "client",
      authorName: "Tomas Lindqvist",
      body: "Still slow.",
      at: at.toISOString(),
    });
    // A deleted author's words stay, under a neutral name for their side.
    expect(view.entries[1]).toMatchObject({
      kind: "status_change",
      authorName: "Support team",
      fromLabel: "Open",
      toLabel: "In progress",
    });
    expect(view.entries[2]).toMatchObject({ authorName: "Former team member" });
    expect(statusChangeSentence(view.entries[1] as never)).toBe(
      "Status changed from Open to In progress",
    );
    expect(ticketThreadOf({ ...ticket, status: "closed" }, []).open).toBe(
      false,
    );
    expect(ticketThreadOf({ ...ticket, status: "resolved" }, []).open).toBe(
      true,
    );
  });
});
