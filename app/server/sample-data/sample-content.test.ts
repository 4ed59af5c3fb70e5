import { describe, expect, it } from "vitest";
import { capabilityPages, capabilitySlugs } from "~/content/capabilities";
import { seedCapabilities } from "./sample-content";

describe("seeded capabilities", () => {
  // Case studies link their capability badges to /capabilities/{slug}.
  it("gives each capability page the slug and name of a seeded capability", () => {
    for (const slug of capabilitySlugs) {
      const seeded = seedCapabilities.find((c) => c.slug === slug);
      expect(seeded, slug).toBeDefined();
      expect(seeded?.name).toBe(capabilityPages[slug].name);
    }
  });
});
