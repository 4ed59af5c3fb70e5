import { describe, expect, it } from "vitest";
import { parseAdminArgs } from "./admin-args";

const command = (argv: string[]) => {
  const parsed = parseAdminArgs(argv);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.command;
};
const error = (argv: string[]) => {
  const parsed = parseAdminArgs(argv);
  if (parsed.ok) throw new Error(`accepted: ${JSON.stringify(parsed.command)}`);
  return parsed.error;
};

describe("npm run admin arguments", () => {
  it("reads create-admin with a lower-cased address", () => {
    expect(
      command(["create-admin", "--email", " Grace.Okafor@Kestrel.Example "]),
    ).toEqual({
      kind: "create-admin",
      email: "grace.okafor@kestrel.example",
      expiresInDays: undefined,
      json: false,
    });
    expect(
      command([
        "create-admin",
        "--email=ops@kestrel.example",
        "--json",
        "--expires-in-days",
        "3",
      ]),
    ).toEqual({
      kind: "create-admin",
      email: "ops@kestrel.example",
      expiresInDays: 3,
      json: true,
    });
  });

  it("reads invite with a client given by name or id, and either client role", () => {
    expect(
      command([
        "invite",
        "--client",
        "Meridian Revenue Authority",
        "--email",
        "amina@meridian.example",
        "--role",
        "client_admin",
      ]),
    ).toEqual({
      kind: "invite",
      client: "Meridian Revenue Authority",
      email: "amina@meridian.example",
      role: "client_admin",
      expiresInDays: undefined,
      json: false,
    });
    expect(
      command([
        "invite",
        "--role=client_user",
        "--client=7c9e6679-7425-40de-944b-e07fc1f90ae7",
        "--email=a@b.example",
        "--expires-in-days=90",
      ]),
    ).toMatchObject({
      kind: "invite",
      role: "client_user",
      client: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
      expiresInDays: 90,
    });
  });

  it("reads list-clients and help", () => {
    expect(command(["list-clients"])).toEqual({
      kind: "list-clients",
      json: false,
    });
    expect(command(["list-clients", "--json"])).toEqual({
      kind: "list-clients",
      json: true,
    });
    expect(command(["--help"])).toEqual({ kind: "help" });
    expect(command(["invite", "-h"])).toEqual({ kind: "help" });
  });

  it.each([
    [[], /^Missing command: create-admin, invite or list-clients\.$/],
    [
      ["make-admin", "--email", "a@b.example"],
      /^Unknown command "make-admin": use create-admin, invite or list-clients\.$/,
    ],
    [["create-admin"], /^Missing --email <address>\.$/],
    [["create-admin", "--email", ""], /^Missing --email <address>\.$/],
    [
      ["create-admin", "--email", "grace"],
      /^"grace" is not a valid e-mail address\.$/,
    ],
    [["create-admin", "--email"], /--email/],
    [["create-admin", "--mail", "a@b.example"], /Unknown option '--mail'/],
    [
      ["create-admin", "--email", "a@b.example", "--role", "admin"],
      /^create-admin does not take --role\.$/,
    ],
    [
      ["create-admin", "--email", "a@b.example", "extra"],
      /^Unexpected argument "extra" after create-admin\.$/,
    ],
    [
      ["create-admin", "--email", "a@b.example", "--expires-in-days", "0"],
      /from 1 to 90 \(got "0"\)/,
    ],
    [
      ["create-admin", "--email", "a@b.example", "--expires-in-days", "91"],
      /from 1 to 90 \(got "91"\)/,
    ],
    [
      ["create-admin", "--email", "a@b.example", "--expires-in-days", "1.5"],
      /from 1 to 90 \(got "1.5"\)/,
    ],
    [
      ["invite", "--email", "a@b.example", "--role", "client_user"],
      /^Missing --client <client id or exact name>/,
    ],
    [
      ["invite", "--client", "Meridian", "--email", "a@b.example"],
      /^Missing --role client_admin\|client_user\.$/,
    ],
    [
      [
        "invite",
        "--client",
        "Meridian",
        "--email",
        "a@b.example",
        "--role",
        "owner",
      ],
      /^"owner" is not a client role: use client_admin or client_user\.$/,
    ],
    [
      [
        "invite",
        "--client",
        "Meridian",
        "--email",
        "a@b.example",
        "--role",
        "admin",
      ],
      /use create-admin/,
    ],
    [
      ["invite", "--client", "Meridian", "--role", "client_user"],
      /^Missing --email <address>\.$/,
    ],
    [
      ["list-clients", "--email", "a@b.example"],
      /^list-clients does not take --email\.$/,
    ],
  ])("refuses %j with a clear message", (argv, message) => {
    expect(error(argv)).toMatch(message);
  });
});
