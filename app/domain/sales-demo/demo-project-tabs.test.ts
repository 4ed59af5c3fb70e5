import { describe, expect, it } from "vitest";
import { demoProjectPath, demoProjectTab } from "./demo-project-tabs";

describe("demoProjectTab", () => {
  it("takes the three known tabs", () => {
    expect(demoProjectTab("overview")).toBe("overview");
    expect(demoProjectTab("assessment")).toBe("assessment");
    expect(demoProjectTab("proposal")).toBe("proposal");
  });

  it("falls back to overview for a missing, unknown or differently cased value", () => {
    expect(demoProjectTab(null)).toBe("overview");
    expect(demoProjectTab(undefined)).toBe("overview");
    expect(demoProjectTab("")).toBe("overview");
    expect(demoProjectTab("budget")).toBe("overview");
    expect(demoProjectTab("Proposal")).toBe("overview");
    expect(demoProjectTab("toString")).toBe("overview");
  });
});

describe("demoProjectPath", () => {
  const id = "6f1c2a9e-0b7d-4c55-9a1e-3d2f8b7c6a10";
  it("gives Overview the bare address and the other tabs a query", () => {
    expect(demoProjectPath(id)).toBe(`/allied/projects/${id}`);
    expect(demoProjectPath(id, "overview")).toBe(`/allied/projects/${id}`);
    expect(demoProjectPath(id, "assessment")).toBe(
      `/allied/projects/${id}?tab=assessment`,
    );
    expect(demoProjectPath(id, "proposal")).toBe(
      `/allied/projects/${id}?tab=proposal`,
    );
  });
});
