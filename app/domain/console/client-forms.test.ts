import { describe, expect, it } from "vitest";
import {
  createClientSchema,
  projectSchema,
  staffInviteSchema,
  updateClientSchema,
} from "./client-forms";

describe("the client forms", () => {
  it("trims the name and requires it with the spec's message", () => {
    expect(createClientSchema.parse({ name: "  Harbour  " }).name).toBe(
      "Harbour",
    );
    for (const name of ["", "   ", undefined]) {
      const result = createClientSchema.safeParse({ name });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe("Client name is required");
    }
  });

  it("trims the other fields and stores null for empty ones", () => {
    expect(
      createClientSchema.parse({
        name: "A",
        companyName: "  ",
        contactEmail: " ops@a.example ",
        contactPhone: "",
        notes: " hi ",
      }),
    ).toEqual({
      name: "A",
      companyName: null,
      contactEmail: "ops@a.example",
      contactPhone: null,
      notes: "hi",
    });
    expect(createClientSchema.parse({ name: "A" })).toMatchObject({
      contactEmail: null,
      notes: null,
    });
  });

  it("refuses a contact e-mail that is not one, and any status outside active|inactive|pending", () => {
    expect(
      createClientSchema.safeParse({ name: "A", contactEmail: "nope" }).success,
    ).toBe(false);
    expect(
      updateClientSchema.safeParse({ name: "A", status: "archived" }).success,
    ).toBe(false);
    expect(
      updateClientSchema.parse({ name: "A", status: "pending" }).status,
    ).toBe("pending");
    // Add Client has no status: a posted one is dropped (the server creates it active).
    expect(
      createClientSchema.parse({ name: "A", status: "inactive" }),
    ).not.toHaveProperty("status");
  });

  it("allows only a project's own statuses, and invitations only to a client's roles", () => {
    expect(
      projectSchema.safeParse({ name: "P", status: "cancelled" }).success,
    ).toBe(false);
    expect(
      projectSchema.parse({
        name: " P ",
        description: " ",
        status: "planning",
      }),
    ).toEqual({ name: "P", description: null, status: "planning" });
    expect(
      staffInviteSchema.safeParse({ email: "a@b.example", role: "admin" })
        .success,
    ).toBe(false);
    expect(
      staffInviteSchema.parse({ email: " A@B.Example ", role: "client_user" })
        .email,
    ).toBe("a@b.example");
  });
});
