import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../db/database-errors.server";
import {
  FileStoreUnavailableError,
  StoredFileMissingError,
} from "./file-store.server";

describe("file store errors at the edge", () => {
  it("a store that does not answer is a 503 (like a database that does not), also when wrapped", () => {
    expect(isDatabaseUnavailable(new FileStoreUnavailableError("write"))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(
        new Error("upload failed", {
          cause: new FileStoreUnavailableError("write"),
        }),
      ),
    ).toBe(true);
  });

  it("a missing object is not 'try again': it stays a server error", () => {
    expect(
      isDatabaseUnavailable(
        new StoredFileMissingError({
          storage: "s3",
          bucket: "resumes",
          key: "a.pdf",
        }),
      ),
    ).toBe(false);
  });
});

describe("recognizing the errors across module copies", () => {
  it("goes by name: an error from another copy of this module (server.ts's vs the route bundle's) is still recognized", async () => {
    const { isFileStoreUnavailable, isStoredFileMissing } =
      await import("./file-store.server");
    // What another copy's class produces: a different constructor, the same name.
    const foreign = Object.assign(
      new Error("The file storage did not answer (write)."),
      { name: "FileStoreUnavailableError", serviceUnavailable: true },
    );
    expect(foreign instanceof FileStoreUnavailableError).toBe(false);
    expect(isFileStoreUnavailable(foreign)).toBe(true);
    expect(
      isStoredFileMissing(
        Object.assign(new Error("gone"), { name: "StoredFileMissingError" }),
      ),
    ).toBe(true);
    expect(isFileStoreUnavailable(new Error("other"))).toBe(false);
  });
});
