import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../db/database-errors.server";
import { FileStoreUnavailableError, StoredFileMissingError } from "./file-store.server";

describe("file store errors at the edge", () => {
  it("a store that does not answer is a 503 (like a database that does not), also when wrapped", () => {
    expect(isDatabaseUnavailable(new FileStoreUnavailableError("write"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("upload failed", { cause: new FileStoreUnavailableError("write") }))).toBe(true);
  });

  it("a missing object is not 'try again': it stays a server error", () => {
    expect(isDatabaseUnavailable(new StoredFileMissingError({ storage: "s3", bucket: "resumes", key: "a.pdf" }))).toBe(false);
  });
});
