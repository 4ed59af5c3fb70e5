import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInOverHttp } from "../support/http-sign-in";
import { startServer, type ServerProcess } from "../support/server-process";
import { serverEnvironments, testDbKind } from "../support/test-database";

/**
 * What an editor may do (docs/decisions/060-what-an-editor-may-do.md), on the wire against the
 * built server, in both settings of STAFF_MFA: the subscriber export is an admin's (an editor
 * gets the 404 of any console page not theirs, the tab shows no export link), and where staff
 * need a second factor an editor needs it for every page they may open — the studio, the
 * newsletter and the assistant's answers — as an admin does.
 */
const environments = serverEnvironments();
const ADMIN = "staff.admin@example.org";
const EDITOR = "nadia.rahman@example.org";
const EXPORT = "/lead_admin/newsletter/export.csv";
let optional: ServerProcess;
let required: ServerProcess;

beforeAll(async () => {
  [optional, required] = await Promise.all([
    environments
      .fresh("demo")
      .then((env) =>
        startServer({ ...env, LOG_LEVEL: "error", STAFF_MFA: "optional" }),
      ),
    environments
      .fresh("demo")
      .then((env) =>
        startServer({ ...env, LOG_LEVEL: "error", STAFF_MFA: "required" }),
      ),
  ]);
});
afterAll(async () => {
  await Promise.all([optional?.stop("SIGKILL"), required?.stop("SIGKILL")]);
  await environments.removeAll();
});

const get = (server: ServerProcess, path: string, cookie: string) =>
  fetch(`${server.url}${path}`, {
    headers: { cookie },
    redirect: "manual",
  });

describe(`the editor role on the wire (${testDbKind()})`, () => {
  it("an editor gets 404 for the subscriber export and no export link on the Newsletter tab; an admin gets the CSV", async () => {
    const editor = await signInOverHttp(optional.url, EDITOR, "/admin/auth");
    const refused = await get(optional, EXPORT, editor);
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain("@");
    const tab = await get(optional, "/lead_admin/newsletter", editor);
    expect(tab.status).toBe(200);
    expect(await tab.text()).not.toContain("export.csv");

    const admin = await signInOverHttp(optional.url, ADMIN, "/admin/auth");
    const csv = await get(optional, EXPORT, admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    await csv.body?.cancel();
    const adminTab = await get(optional, "/lead_admin/newsletter", admin);
    expect(await adminTab.text()).toContain("export.csv");
  });

  it("where staff need a second factor, an editor without one is sent to set it up from every page they may open", async () => {
    const editor = await signInOverHttp(required.url, EDITOR, "/admin/auth");
    for (const path of [
      "/lead_admin/insights",
      "/lead_admin/media",
      "/lead_admin/newsletter",
      "/lead_admin/assistant",
    ]) {
      const answer = await get(required, path, editor);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toBe("/account#two-factor");
    }
    expect((await get(required, EXPORT, editor)).status).toBe(404);
    // The admin is held to the same rule before the export.
    const admin = await signInOverHttp(required.url, ADMIN, "/admin/auth");
    const answer = await get(required, EXPORT, admin);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/account#two-factor");
  });
});
