import { describe, expect, it } from "vitest";
import {
  DEFAULT_RETENTION_PERIODS,
  applicationRule,
  daysBefore,
  describeRetentionRules,
  lastContactOf,
  monthsBefore,
  retentionCutoffs,
} from "./retention-rules";

describe("monthsBefore", () => {
  it("steps back calendar months in UTC, keeping the time of day", () => {
    expect(
      monthsBefore(new Date("2027-05-15T03:04:05.006Z"), 12).toISOString(),
    ).toBe("2026-05-15T03:04:05.006Z");
    expect(
      monthsBefore(new Date("2027-01-10T00:00:00Z"), 2).toISOString(),
    ).toBe("2026-11-10T00:00:00.000Z");
  });

  it("ends on the shorter month's last day rather than spilling into the next", () => {
    expect(
      monthsBefore(new Date("2027-08-31T12:00:00Z"), 6).toISOString(),
    ).toBe("2027-02-28T12:00:00.000Z");
    expect(
      monthsBefore(new Date("2028-08-31T12:00:00Z"), 6).toISOString(),
    ).toBe("2028-02-29T12:00:00.000Z");
    expect(
      monthsBefore(new Date("2027-03-31T00:00:00Z"), 1).toISOString(),
    ).toBe("2027-02-28T00:00:00.000Z");
  });
});

describe("retentionCutoffs", () => {
  it("gives each rule its period before now, and export files now itself", () => {
    const now = new Date("2027-06-15T03:00:00Z");
    const cutoffs = retentionCutoffs(now, DEFAULT_RETENTION_PERIODS);
    expect(cutoffs.applications.toISOString()).toBe("2026-06-15T03:00:00.000Z");
    expect(cutoffs.kept_resumes.toISOString()).toBe("2025-06-15T03:00:00.000Z");
    expect(cutoffs.unsolicited_applications.toISOString()).toBe(
      "2026-12-15T03:00:00.000Z",
    );
    expect(cutoffs.lost_leads.toISOString()).toBe("2025-06-15T03:00:00.000Z");
    expect(cutoffs.closed_requests.toISOString()).toBe(
      "2025-06-15T03:00:00.000Z",
    );
    expect(cutoffs.unverified_requests.toISOString()).toBe(
      "2027-06-08T03:00:00.000Z",
    );
    expect(cutoffs.chats.toISOString()).toBe("2027-03-17T03:00:00.000Z");
    expect(cutoffs.export_files).toEqual(now);
  });

  it("follows configured periods", () => {
    const now = new Date("2027-06-15T00:00:00Z");
    const cutoffs = retentionCutoffs(now, {
      ...DEFAULT_RETENTION_PERIODS,
      applicationMonths: 3,
      chatDays: 1,
    });
    expect(cutoffs.applications.toISOString()).toBe("2027-03-15T00:00:00.000Z");
    expect(cutoffs.chats).toEqual(daysBefore(now, 1));
  });
});

describe("lastContactOf", () => {
  it("is the later of the row's last change and its newest note", () => {
    const row = new Date("2027-01-01T00:00:00Z");
    const note = new Date("2027-02-01T00:00:00Z");
    expect(lastContactOf(row, null)).toEqual(row);
    expect(lastContactOf(row, note)).toEqual(note);
    expect(lastContactOf(note, row)).toEqual(note);
  });
});

describe("applicationRule", () => {
  it("lets a keep-my-résumé consent govern, then whether the application was solicited", () => {
    expect(applicationRule({ unsolicited: false, keepResume: false })).toBe(
      "applications",
    );
    expect(applicationRule({ unsolicited: true, keepResume: false })).toBe(
      "unsolicited_applications",
    );
    expect(applicationRule({ unsolicited: true, keepResume: true })).toBe(
      "kept_resumes",
    );
    expect(applicationRule({ unsolicited: false, keepResume: true })).toBe(
      "kept_resumes",
    );
  });
});

describe("describeRetentionRules", () => {
  it("states each period as configured", () => {
    const rows = describeRetentionRules({
      ...DEFAULT_RETENTION_PERIODS,
      applicationMonths: 1,
    });
    expect(rows.find((r) => r.rule === "applications")?.period).toBe(
      "1 month after the decision",
    );
    expect(rows.find((r) => r.rule === "chats")?.period).toBe(
      "90 days after the last message",
    );
  });
});
