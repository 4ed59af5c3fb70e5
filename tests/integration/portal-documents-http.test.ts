import { asEnglishPage } from "../support/english-page";
import { englishText } from "~/i18n/message";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentUploadMessages } from "~/domain/client-work/document-upload";
import { samplePdf } from "../support/documents";
import { signInOverHttp } from "../support/http-sign-in";
import { connect, requestHead } from "../support/raw-http";
import { startServer, type ServerProcess } from "../support/server-process";
import { serverEnvironments, testDbKind } from "../support/test-database";

/**
 * A client's upload and download through the real server (the edge's body layer, React
 * Router, the route middleware): the page's script's JSON upload, the plain post without
 * JavaScript, an oversized body refused before it is read, and the bytes coming back equal.
 */
const environments = serverEnvironments();
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    ...(await environments.fresh("demo")),
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT: "0",
  });
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  await environments.removeAll();
});

async function documentsPage(cookie: string): Promise<string> {
  const response = await fetch(`${server.url}/dashboard/documents`, {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toMatch(/\bno-store\b/);
  return response.text();
}

/** The upload form's project choices, read from the page as a browser would. */
function projectIdIn(html: string, name: string): string {
  const match = new RegExp(
    `<option value="([0-9a-f-]{36})">${name}</option>`,
  ).exec(html);
  if (!match) throw new Error(`no option for ${name}`);
  return match[1]!;
}

function uploadForm(
  projectId: string,
  bytes: Uint8Array,
  name: string,
): FormData {
  const form = new FormData();
  form.set("projectId", projectId);
  form.set(
    "file",
    new File([new Uint8Array(bytes)], name, { type: "application/pdf" }),
  );
  return form;
}

describe(`documents over HTTP (${testDbKind()})`, () => {
  it("uploads with the script's JSON request, lists the card and downloads the same bytes (GET and HEAD)", async () => {
    const cookie = await signInOverHttp(server.url, "amira.haddad@example.org");
    const projectId = projectIdIn(
      await documentsPage(cookie),
      "E-Invoicing Platform Rollout",
    );
    const bytes = samplePdf();
    const response = await fetch(`${server.url}/dashboard/documents`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: server.url,
        Accept: "application/json",
      },
      body: uploadForm(projectId, bytes, "Accessibility retest – São Tomé.pdf"),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(asEnglishPage(await response.json())).toMatchObject({
      ok: true,
      toast: {
        title: "Files uploaded",
        description: "1 file(s) uploaded successfully",
      },
      uploaded: "Accessibility retest – São Tomé.pdf",
    });

    const html = await documentsPage(cookie);
    expect(html).toContain("Accessibility retest – São Tomé.pdf");
    const href =
      /href="(\/dashboard\/documents\/[0-9a-f-]{36}\/download)" download="Accessibility retest – São Tomé.pdf"/.exec(
        html,
      )?.[1];
    expect(href).toBeDefined();

    const download = await fetch(`${server.url}${href}`, {
      headers: { Cookie: cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="Accessibility retest _ Sao Tome.pdf"; filename*=UTF-8''Accessibility%20retest%20%E2%80%93%20S%C3%A3o%20Tom%C3%A9.pdf`,
    );
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    const head = await fetch(`${server.url}${href}`, {
      method: "HEAD",
      headers: { Cookie: cookie },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(head.headers.get("content-disposition")).toMatch(/^attachment;/);

    // Another client's person, and nobody signed in, get nothing.
    expect(
      (
        await fetch(`${server.url}${href}`, {
          headers: {
            Cookie: await signInOverHttp(
              server.url,
              "grace.okafor@example.org",
            ),
          },
        })
      ).status,
    ).toBe(404);
    const anonymous = await fetch(`${server.url}${href}`, {
      redirect: "manual",
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/auth");
  });

  it("takes the plain multipart post of a browser without JavaScript and redirects back to the tab", async () => {
    const cookie = await signInOverHttp(server.url, "li.wei@example.org");
    const projectId = projectIdIn(
      await documentsPage(cookie),
      "Regional Telemedicine Expansion",
    );
    const response = await fetch(`${server.url}/dashboard/documents`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.url, Accept: "text/html" },
      body: uploadForm(projectId, samplePdf(), "Clinic rollout plan.pdf"),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard/documents");
    const flash = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0]!);
    const page = await fetch(`${server.url}/dashboard/documents`, {
      headers: { Cookie: [cookie, ...flash].join("; ") },
    });
    const html = await page.text();
    expect(html).toContain("Clinic rollout plan.pdf");
    expect(html).toContain("Files uploaded");
    expect(html).toContain("1 file(s) uploaded successfully");
  });

  it("refuses a fake PDF in the page (no JavaScript) with the reason, and another client's project with 404", async () => {
    const cookie = await signInOverHttp(server.url, "amira.haddad@example.org");
    const html = await documentsPage(cookie);
    const projectId = projectIdIn(html, "E-Invoicing Platform Rollout");
    const fake = new TextEncoder().encode(
      "<!doctype html><title>x</title><script>alert(1)</script>",
    );
    const refused = await fetch(`${server.url}/dashboard/documents`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: uploadForm(projectId, fake, "Invoice.pdf"),
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Upload failed");
    expect(page).toContain(englishText(documentUploadMessages.wrongType));

    const northshore = projectIdIn(
      await documentsPage(
        await signInOverHttp(server.url, "grace.okafor@example.org"),
      ),
      "Regional Telemedicine Expansion",
    );
    const foreign = await fetch(`${server.url}/dashboard/documents`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: server.url,
        Accept: "application/json",
      },
      body: uploadForm(northshore, samplePdf(), "a.pdf"),
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({
      ok: false,
      fieldErrors: { projectId: expect.any(String) },
    });
  });

  it("refuses an upload declared over the limit before reading it, in JSON for the script", async () => {
    const cookie = await signInOverHttp(server.url, "amira.haddad@example.org");
    const connection = await connect(server.port);
    await connection.write(
      requestHead("POST", "/dashboard/documents", {
        Host: new URL(server.url).host,
        Origin: server.url,
        Cookie: cookie,
        Accept: "application/json",
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": 40 * 1024 * 1024,
        Connection: "close",
      }),
    );
    const response = await connection.readResponse();
    connection.socket.destroy();
    expect(response.status).toBe(413);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(asEnglishPage(JSON.parse(response.text))).toMatchObject({
      ok: false,
      fieldErrors: { file: englishText(documentUploadMessages.tooLarge) },
      toast: {
        title: "Upload failed",
        description: `Failed to upload files. Please try again. ${englishText(documentUploadMessages.tooLarge)}`,
      },
    });
  });
});
