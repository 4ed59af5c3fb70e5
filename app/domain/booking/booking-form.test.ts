import { describe, expect, it } from "vitest";
import { fieldErrorsOfInput } from "../forms/field-errors.test-support";
import {
  bookingFormSchema,
  displayZoneChoices,
  displayZoneOf,
  slotDays,
  slotInstantOf,
} from "./booking-form";

const slot = (iso: string) => ({
  hostId: "h",
  start: new Date(iso),
  end: new Date(new Date(iso).getTime() + 1_800_000),
});

describe("the booking form", () => {
  it("takes an offered instant and who is coming", () => {
    const parsed = bookingFormSchema("en").safeParse({
      slot: "2027-01-05T14:00:00.000Z",
      name: "Claire Fontaine",
      email: "ada@ministry.example",
      organisation: "Ministry of Digital Services",
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.slot.toISOString()).toBe("2027-01-05T14:00:00.000Z");
  });

  it("says what is missing, in the page's language", () => {
    const messages = fieldErrorsOfInput(bookingFormSchema("fr"), {
      slot: "tomorrow at ten",
      name: "",
      email: "not-an-address",
      organisation: " ",
    });
    expect(messages).toEqual({
      slot: "Veuillez choisir une plage horaire",
      name: "Veuillez indiquer votre nom",
      email: "Veuillez entrer une adresse courriel valide",
      organisation: "Veuillez indiquer votre organisation",
    });
  });
});

describe("a posted slot (the manage page's move)", () => {
  it("is the instant the page offered, or nothing", () => {
    expect(slotInstantOf(" 2027-01-05T14:00:00.000Z ")?.toISOString()).toBe(
      "2027-01-05T14:00:00.000Z",
    );
    for (const bad of [
      undefined,
      "",
      "2027-01-05 14:00",
      "2027-13-45T99:00Z",
      42,
    ])
      expect(slotInstantOf(bad)).toBeNull();
  });
});

describe("the zone times are shown in", () => {
  it("is the one asked for when it is a real IANA zone, else the fallback", () => {
    expect(displayZoneOf("Europe/Paris", "America/Toronto")).toBe(
      "Europe/Paris",
    );
    for (const bad of [null, "", "Mars/Olympus", "<script>", "x".repeat(200)])
      expect(displayZoneOf(bad, "America/Toronto")).toBe("America/Toronto");
  });

  it("is offered among the usual zones, first when it is not one of them", () => {
    expect(displayZoneChoices("Europe/Paris")[0]).not.toBe("Europe/Paris");
    expect(displayZoneChoices("Pacific/Auckland")[0]).toBe("Pacific/Auckland");
  });
});

describe("slots by the visitor's day", () => {
  it("groups by local date, so one UTC day can be two local days", () => {
    const slots = [
      slot("2027-01-05T22:00:00Z"), // 17:00 in America/Toronto, 23:00 in Europe/Paris
      slot("2027-01-05T23:30:00Z"), // 18:30 in America/Toronto, 00:30 the next day in Europe/Paris
    ];
    expect(
      slotDays(slots, "America/Toronto", "en").map((d) => d.slots.length),
    ).toEqual([2]);
    const paris = slotDays(slots, "Europe/Paris", "fr");
    expect(paris.map((day) => day.date)).toEqual(["2027-01-05", "2027-01-06"]);
    expect(paris[0]!.slots[0]!.value).toBe("2027-01-05T22:00:00.000Z");
    expect(paris[0]!.slots[0]!.label).toMatch(/^23\s?h\s?00$/);
  });

  it("stops after the days asked for", () => {
    const slots = Array.from({ length: 20 }, (_, i) =>
      slot(new Date(Date.UTC(2027, 0, 4 + i, 15)).toISOString()),
    );
    expect(slotDays(slots, "UTC", "en", 5)).toHaveLength(5);
  });
});
