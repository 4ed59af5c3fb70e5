import { describe, expect, it } from "vitest";
import {
  adminChangeError,
  roleClientError,
  updateUserSchema,
} from "./user-forms";

const id = "5f0c4d52-8e0a-4c1e-9a8e-2b6f0d7c1a11";

describe("updateUserSchema", () => {
  it("reads 'none' as no client and accepts only the four roles", () => {
    expect(
      updateUserSchema.parse({
        profileId: id,
        role: "admin",
        clientId: "none",
      }),
    ).toEqual({ profileId: id, role: "admin", clientId: null });
    expect(
      updateUserSchema.parse({
        profileId: id,
        role: "editor",
        clientId: "none",
      }),
    ).toEqual({ profileId: id, role: "editor", clientId: null });
    expect(
      updateUserSchema.safeParse({
        profileId: id,
        role: "owner",
        clientId: "none",
      }).success,
    ).toBe(false);
    expect(
      updateUserSchema.safeParse({
        profileId: id,
        role: "client_user",
        clientId: "",
      }).success,
    ).toBe(false);
    expect(
      updateUserSchema.safeParse({
        profileId: "1",
        role: "client_user",
        clientId: id,
      }).success,
    ).toBe(false);
  });
});

describe("roleClientError", () => {
  it("needs a client for client roles and none for an admin", () => {
    expect(roleClientError("client_user", null)).toMatch(/needs a client/);
    expect(roleClientError("client_admin", null)).toMatch(/needs a client/);
    expect(roleClientError("admin", id)).toMatch(/no client/);
    expect(roleClientError("admin", null)).toBeNull();
    expect(roleClientError("client_user", id)).toBeNull();
  });

  it("an editor is staff: no client", () => {
    expect(roleClientError("editor", id)).toBe(
      "An editor belongs to no client: choose “No client”.",
    );
    expect(roleClientError("editor", null)).toBeNull();
    expect(roleClientError("admin", id)).toBe(
      "An admin belongs to no client: choose “No client”.",
    );
  });
});

describe("adminChangeError", () => {
  it("refuses oneself and the last admin, allows the rest", () => {
    expect(
      adminChangeError({
        change: "demote",
        targetIsAdmin: true,
        isSelf: true,
        adminCount: 3,
      }),
    ).toMatch(/your own role/);
    expect(
      adminChangeError({
        change: "disable",
        targetIsAdmin: false,
        isSelf: true,
        adminCount: 3,
      }),
    ).toMatch(/your own account/);
    expect(
      adminChangeError({
        change: "demote",
        targetIsAdmin: true,
        isSelf: false,
        adminCount: 1,
      }),
    ).toMatch(/last admin cannot be demoted/);
    expect(
      adminChangeError({
        change: "disable",
        targetIsAdmin: true,
        isSelf: false,
        adminCount: 1,
      }),
    ).toMatch(/last admin cannot be disabled/);
    expect(
      adminChangeError({
        change: "demote",
        targetIsAdmin: true,
        isSelf: false,
        adminCount: 2,
      }),
    ).toBeNull();
    expect(
      adminChangeError({
        change: "disable",
        targetIsAdmin: false,
        isSelf: false,
        adminCount: 1,
      }),
    ).toBeNull();
  });
});
