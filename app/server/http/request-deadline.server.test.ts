import { describe, expect, it } from "vitest";
import { bodyPolicyFor } from "../body-policies.server";
import { isUploadRequest } from "./request-deadline.server";

describe("isUploadRequest", () => {
  it("gives the longer deadline to posts of the résumé upload, in every spelling that reaches its form", () => {
    for (const path of [
      "/careers",
      "/careers/",
      "/CAREERS",
      "/c%61reers",
      "/api/forms/job-application",
    ]) {
      expect(isUploadRequest("POST", path, bodyPolicyFor), path).toBe(true);
    }
  });

  it("keeps every other request on the ordinary deadline", () => {
    expect(isUploadRequest("GET", "/careers", bodyPolicyFor)).toBe(false);
    for (const path of [
      "/contact",
      "/api/forms/contact",
      "/blueprint",
      "/about",
    ])
      expect(isUploadRequest("POST", path, bodyPolicyFor), path).toBe(false);
  });
});
