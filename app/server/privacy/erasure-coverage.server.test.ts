import { describe, expect, it } from "vitest";
import {
  PERSONAL_DATA_SOURCES,
  SOURCE_IDS,
} from "./personal-data-registry.server";
import { ERASURE_SOURCES } from "./privacy-erasure.server";
import { ERASURE_STEPS } from "./erasure-steps.server";

/**
 * The erasure answers for every source of personal data the registry knows (decision 072):
 * a source added to the registry without an erasure step fails here, before a person's
 * data in it outlives their erasure.
 */
describe("erasure coverage of the personal-data registry", () => {
  it("has an action for every registry source", () => {
    const missing = SOURCE_IDS.filter((id) => !ERASURE_SOURCES.includes(id));
    expect(missing).toEqual([]);
  });

  it("lists each source once", () => {
    expect(new Set(ERASURE_SOURCES).size).toBe(ERASURE_SOURCES.length);
  });

  it("deletes the stored files of every source that holds some, but the organisation's documents", () => {
    const fileSteps: Record<string, string> = {
      "job-applications": "resume-files",
      "chat-attachments": "chat-files",
    };
    const withFiles = PERSONAL_DATA_SOURCES.filter(
      (source) => (source.files ?? []).length > 0,
    ).map((source) => source.id);
    expect(withFiles.sort()).toEqual(
      [...Object.keys(fileSteps), "documents"].sort(),
    );
    for (const source of Object.keys(fileSteps))
      expect(
        ERASURE_STEPS.find((step) => step.source === fileSteps[source])?.action,
        source,
      ).toBe("delete");
    // A document is the client organisation's record: kept, its uploader unlinked (docs/privacy.md).
    expect(
      ERASURE_STEPS.find((step) => step.source === "documents")?.action,
    ).toBe("anonymise");
  });
});
