import { describe, expect, it } from "vitest";
import { fieldErrorsOfInput } from "../forms/field-errors.test-support";
import {
  incidentFormSchema,
  incidentFormValues,
  incidentRetainUntil,
  isCalendarDay,
} from "./incident-form";
import { noticesLabel, parseIncidentListPage } from "./incident-register";

const TODAY = "2026-11-27";
const schema = incidentFormSchema(TODAY);

const good = {
  personalInformation:
    "Names and e-mail addresses of 40 newsletter subscribers",
  circumstances: "A CSV export was e-mailed to the wrong recipient.",
  occurredOn: "2026-11-20",
  discoveredOn: "2026-11-21",
  personsAffected: "40",
  riskAssessment: "Low sensitivity; the recipient confirmed deletion.",
  seriousRisk: "no",
  commissionNotifiedOn: "",
  personsNotifiedOn: "",
  noticesPendingReason: "",
  publicNotice: "",
  measures: "Recipient deleted the file; exports now go to staff only.",
};

const errorsOf = (values: Record<string, string | undefined>) =>
  fieldErrorsOfInput(schema, values);

describe("incidentRetainUntil", () => {
  it("is discovery + 5 years when that is the later date", () => {
    expect(
      incidentRetainUntil("2026-03-09", new Date("2026-11-27T15:00:00Z")),
    ).toBe("2031-03-09");
  });

  it("is creation + 24 months when discovery was over 3 years before", () => {
    expect(
      incidentRetainUntil("2020-01-15", new Date("2026-11-27T15:00:00Z")),
    ).toBe("2028-11-27");
  });

  it("takes the creation's UTC day, and rolls a missing 29 February forward", () => {
    expect(
      incidentRetainUntil("2024-02-29", new Date("2024-03-01T02:00:00Z")),
    ).toBe("2029-03-01");
    // Exactly at the boundary: both rules give the same day.
    expect(
      incidentRetainUntil("2023-11-27", new Date("2026-11-27T23:59:59Z")),
    ).toBe("2028-11-27");
    expect(
      incidentRetainUntil("2023-11-28", new Date("2026-11-27T23:59:59Z")),
    ).toBe("2028-11-28");
  });

  it("never shortens the date already set", () => {
    const created = new Date("2026-01-10T12:00:00Z");
    expect(incidentRetainUntil("2025-06-01", created, "2031-01-05")).toBe(
      "2031-01-05",
    );
    expect(incidentRetainUntil("2026-01-09", created, "2031-01-05")).toBe(
      "2031-01-09",
    );
  });
});

describe("the form's schema", () => {
  it("accepts a complete entry and turns the answers into the register's values", () => {
    const parsed = schema.parse(good);
    expect(parsed.personsAffected).toBe(40);
    expect(parsed.seriousRisk).toBe(false);
    expect(parsed.commissionNotifiedOn).toBeNull();
    expect(parsed.publicNotice).toBe("");
  });

  it("names each missing field with what to write", () => {
    const errors = errorsOf({});
    expect(Object.keys(errors).sort()).toEqual(
      [
        "circumstances",
        "discoveredOn",
        "measures",
        "occurredOn",
        "personalInformation",
        "personsAffected",
        "riskAssessment",
        "seriousRisk",
      ].sort(),
    );
    expect(errors.seriousRisk).toMatch(/risk of serious injury/);
  });

  it("refuses an impossible or future discovery date", () => {
    expect(
      errorsOf({ ...good, discoveredOn: "2026-02-30" }).discoveredOn,
    ).toMatch(/real day/);
    expect(
      errorsOf({ ...good, discoveredOn: "21/11/2026" }).discoveredOn,
    ).toMatch(/YYYY-MM-DD/);
    expect(errorsOf({ ...good, discoveredOn: "2026-11-28" }).discoveredOn).toBe(
      "The discovery date cannot be in the future (today is 2026-11-27).",
    );
    expect(errorsOf({ ...good, discoveredOn: TODAY })).toEqual({});
  });

  it("takes whole persons only, 0 included", () => {
    expect(
      errorsOf({ ...good, personsAffected: "-1" }).personsAffected,
    ).toMatch(/whole number/);
    expect(
      errorsOf({ ...good, personsAffected: "2.5" }).personsAffected,
    ).toMatch(/whole number/);
    expect(
      errorsOf({ ...good, personsAffected: "9999999999" }).personsAffected,
    ).toMatch(/too large/);
    expect(
      schema.parse({ ...good, personsAffected: "0" }).personsAffected,
    ).toBe(0);
  });

  it("refuses a notice dated before the discovery, in the future, or not a day", () => {
    expect(
      errorsOf({ ...good, commissionNotifiedOn: "2026-11-20" })
        .commissionNotifiedOn,
    ).toBe(
      "The day the Commission were notified cannot be before the discovery date (2026-11-21).",
    );
    expect(
      errorsOf({ ...good, personsNotifiedOn: "2026-12-01" }).personsNotifiedOn,
    ).toMatch(/cannot be in the future/);
    expect(
      errorsOf({ ...good, personsNotifiedOn: "soon" }).personsNotifiedOn,
    ).toMatch(/real day/);
    expect(
      errorsOf({
        ...good,
        commissionNotifiedOn: "2026-11-21",
        personsNotifiedOn: TODAY,
      }),
    ).toEqual({});
  });

  it("with a serious risk, wants both notice dates or the reason they are not sent", () => {
    const serious = { ...good, seriousRisk: "yes" };
    expect(errorsOf(serious).noticesPendingReason).toMatch(
      /enter both notice dates, or say why/,
    );
    expect(
      errorsOf({ ...serious, commissionNotifiedOn: "2026-11-22" })
        .noticesPendingReason,
    ).toBeDefined();
    expect(
      errorsOf({
        ...serious,
        commissionNotifiedOn: "2026-11-22",
        personsNotifiedOn: "2026-11-23",
      }),
    ).toEqual({});
    expect(
      errorsOf({
        ...serious,
        noticesPendingReason: "Police asked us to wait until 2026-12-01.",
      }),
    ).toEqual({});
  });
});

describe("the form's values", () => {
  it("gives the form back what it saved", () => {
    const input = schema.parse({
      ...good,
      seriousRisk: "yes",
      noticesPendingReason: "Waiting for the police.",
    });
    const values = incidentFormValues({
      ...input,
      noticesPendingReason: input.noticesPendingReason || null,
      publicNotice: input.publicNotice || null,
    });
    expect(values).toEqual({
      ...good,
      seriousRisk: "yes",
      noticesPendingReason: "Waiting for the police.",
    });
  });
});

describe("the list", () => {
  it("says which notices were sent", () => {
    const base = { commissionNotifiedOn: null, personsNotifiedOn: null };
    expect(noticesLabel({ ...base, seriousRisk: false })).toBe("None required");
    expect(noticesLabel({ ...base, seriousRisk: true })).toBe("Pending");
    expect(
      noticesLabel({
        seriousRisk: true,
        commissionNotifiedOn: "2026-11-22",
        personsNotifiedOn: null,
      }),
    ).toBe("Commission 2026-11-22; Pending");
    expect(
      noticesLabel({
        seriousRisk: true,
        commissionNotifiedOn: "2026-11-22",
        personsNotifiedOn: "2026-11-23",
      }),
    ).toBe("Commission 2026-11-22; Persons 2026-11-23");
  });

  it("reads the page, page 1 for anything else", () => {
    expect(parseIncidentListPage(new URLSearchParams("page=3"))).toBe(3);
    expect(parseIncidentListPage(new URLSearchParams("page=x"))).toBe(1);
    expect(parseIncidentListPage(new URLSearchParams(""))).toBe(1);
  });

  it("knows a calendar day", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2027-02-29")).toBe(false);
  });
});
