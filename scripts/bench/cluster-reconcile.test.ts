import { describe, expect, it } from "vitest";
import {
  matchObjects,
  reconcile,
  type ReconcileInput,
} from "./cluster-reconcile";

const base = (extra: Partial<ReconcileInput>): ReconcileInput => ({
  submissions: [],
  rows: new Map(),
  uploads: new Map(),
  orphanObjects: null,
  mails: [],
  deliveries: new Map(),
  killAt: null,
  ...extra,
});

describe("reconcile", () => {
  it("finds the acknowledged-but-lost, the duplicates, and the stored-but-unanswered", () => {
    const result = reconcile(
      base({
        submissions: [
          { marker: "a@x", kind: "lead", acknowledged: true },
          { marker: "b@x", kind: "lead", acknowledged: true },
          { marker: "c@x", kind: "lead", acknowledged: true },
          { marker: "d@x", kind: "lead", acknowledged: false },
          { marker: "e@x", kind: "lead", acknowledged: false },
          { marker: "ticket 1", kind: "ticket", acknowledged: true },
          { marker: "chat 1", kind: "chat", acknowledged: true },
        ],
        rows: new Map([
          ["a@x", 1],
          ["c@x", 2],
          ["d@x", 1],
          ["ticket 1", 1],
          ["chat 1", 1],
        ]),
      }),
    );
    expect(result.acknowledged).toEqual({
      lead: 3,
      resume: 0,
      ticket: 1,
      chat: 1,
    });
    expect(result.lost).toEqual(["b@x"]);
    expect(result.duplicates).toEqual(["c@x"]);
    expect(result.storedUnacknowledged).toEqual(["d@x"]);
  });

  it("checks each acknowledged résumé's file row and, with S3, its object", () => {
    const result = reconcile(
      base({
        submissions: ["r1", "r2", "r3", "r4", "r5"].map((marker) => ({
          marker,
          kind: "resume" as const,
          acknowledged: true,
        })),
        rows: new Map(
          ["r1", "r2", "r3", "r4", "r5"].map((marker) => [marker, 1]),
        ),
        uploads: new Map([
          ["r1", { fileRows: 1, objects: [1] }],
          ["r2", { fileRows: 0, objects: [] }],
          ["r3", { fileRows: 1, objects: [0] }],
          ["r4", { fileRows: 1, objects: [2] }],
          ["r5", { fileRows: 2, objects: [1, 1] }],
        ]),
        orphanObjects: ["stray"],
      }),
    );
    expect(result.uploads).toEqual({
      missingFile: ["r2"],
      duplicateFile: ["r5"],
      missingObject: ["r3"],
      duplicateObject: ["r4"],
      orphanObjects: 1,
    });
  });

  it("counts deliveries per queued message and tells the kill's known double-send from other duplicates", () => {
    const killAt = 100_000;
    const result = reconcile(
      base({
        submissions: [
          { marker: "a@x", kind: "lead", acknowledged: true },
          { marker: "b@x", kind: "lead", acknowledged: true },
          { marker: "t1", kind: "ticket", acknowledged: true },
          { marker: "quiet@x", kind: "lead", acknowledged: true },
          { marker: "chat", kind: "chat", acknowledged: true },
          { marker: "unacked@x", kind: "lead", acknowledged: false },
        ],
        rows: new Map([
          ["a@x", 1],
          ["b@x", 1],
          ["t1", 1],
          ["quiet@x", 1],
          ["chat", 1],
        ]),
        mails: [
          { id: "m1", marker: "a@x", sent: true, dead: false },
          { id: "m2", marker: "a@x", sent: true, dead: false },
          { id: "m3", marker: "b@x", sent: true, dead: false },
          { id: "m4", marker: "b@x", sent: false, dead: false },
          { id: "m5", marker: "t1", sent: true, dead: false },
          { id: "m6", marker: "t1", sent: false, dead: true },
          { id: "m7", marker: null, sent: true, dead: false },
          { id: "m9", marker: "t1", sent: false, dead: false, leased: true },
          { id: "m8", marker: "unacked@x", sent: true, dead: false },
        ],
        deliveries: new Map([
          ["m1", [1_000]],
          ["m2", [killAt - 300, killAt + 121_000]],
          ["m3", [50_000, 51_000]],
          ["m5", [killAt + 5_000, killAt + 6_000, killAt + 7_000]],
          ["m7", [1, 2]],
          ["m8", [3]],
        ]),
        killAt,
      }),
    );
    expect(result.mail).toEqual({
      queued: 7,
      deliveredOnce: 1,
      undelivered: ["m4"],
      leased: ["m9"],
      dead: ["m6"],
      knownWindow: ["m2"],
      duplicates: ["m3", "m5"],
      withoutMail: ["quiet@x"],
    });
  });
});

describe("matchObjects", () => {
  it("matches a row's object by key or bucket/key and lists objects no row owns", () => {
    const rows = [
      { bucket: "resumes", key: "2026/a.pdf" },
      { bucket: "resumes", key: "2026/b.pdf" },
      { bucket: "resumes", key: "2026/c.pdf" },
    ];
    expect(
      matchObjects(rows, [
        "resumes/2026/a.pdf",
        "2026/b.pdf",
        "resumes/2026/b.pdf",
        "resumes/2026/zzz.pdf",
      ]),
    ).toEqual({
      perRow: [1, 2, 0],
      orphans: ["resumes/2026/zzz.pdf"],
    });
  });
});
