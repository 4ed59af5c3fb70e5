import { asEnglishPage } from "../support/english-page";
import { englishText } from "~/i18n/message";
import { createHash } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentUploadMessages } from "~/domain/client-work/document-upload";
import { authAction } from "~/server/auth/auth.handler.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import {
  clients,
  documents,
  outbox,
  profiles,
  projects,
  storedFiles,
} from "~/server/db/schema.server";
import { documentDownloadLoader } from "~/server/portal/document-download.handler.server";
import {
  documentsTabAction,
  documentsJsonUpload,
  documentsTabLoader,
} from "~/server/portal/documents-tab.handler.server";
import { listDocuments } from "~/server/portal/documents.server";
import type { AppServices } from "~/server/services.server";
import {
  CookieJar,
  callRoute,
  expectRedirect,
  get,
  type RouteAnswer,
} from "../support/account-session";
import {
  routeArgs,
  formRequest,
  requestContext,
  startTestServices,
} from "../support/app-services";
import { samplePdf as samplePdfBytes } from "../support/documents";
import { testDbKind } from "../support/test-database";

/**
 * The Documents tab in-process, on PGlite and PostgreSQL: the list, the upload (its content
 * checks, its one transaction, its staff e-mail), the download and its headers, and 404 for
 * everything that is not the caller's.
 */
let stop: () => Promise<void>;
let services: AppServices;

beforeAll(async () => {
  const started = await startTestServices({
    PORTAL_NOTIFY_TO: "delivery@example.org",
  });
  services = started.services;
  stop = started.stop;
}, 120_000);
afterAll(async () => stop?.());

const db = () => services.database.db;
// A File takes an ArrayBuffer-backed view: copy the sample into one.
const samplePdf = () => new Uint8Array(samplePdfBytes());

async function signIn(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const answer = await callRoute(
    authAction,
    formRequest("/auth", { intent: "signin", email, password: DEMO_PASSWORD }),
    jar,
  );
  expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  return jar;
}

async function projectIdOf(name: string): Promise<string> {
  const [row] = await db()
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.name, name));
  return row!.id;
}

async function documentIdOf(name: string): Promise<string> {
  const [row] = await db()
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.name, name));
  return row!.id;
}

const upload = (
  jar: CookieJar,
  fields: Record<string, string | File | undefined>,
) =>
  callRoute(
    documentsTabAction,
    formRequest("/dashboard/documents", fields),
    jar,
  );

const download = (jar: CookieJar, documentId: string, method = "GET") =>
  callRoute(
    documentDownloadLoader,
    new Request(`http://localhost/dashboard/documents/${documentId}/download`, {
      method,
    }),
    jar,
    undefined,
    { documentId },
  );

async function rowCounts() {
  const [docs] = await db().select({ n: count() }).from(documents);
  const [files] = await db().select({ n: count() }).from(storedFiles);
  const [mails] = await db()
    .select({ n: count() })
    .from(outbox)
    .where(eq(outbox.kind, "portal_notification"));
  return { documents: docs!.n, files: files!.n, mails: mails!.n };
}

type ListData = {
  items: {
    name: string;
    projectName: string | null;
    typeBadge: string;
    sizeLabel: string;
    createdLabel: string;
    downloadUrl: string;
    id: string;
    size: number;
  }[];
  projectOptions: { id: string; name: string }[];
  moreProjects: boolean;
  loadError: string | null;
};

describe(`the Documents tab (${testDbKind()})`, () => {
  it("lists the client's documents newest first, with project, size, type and download link, never another client's", async () => {
    const jar = await signIn("amira.haddad@example.org");
    const page = await callRoute(
      documentsTabLoader,
      get("/dashboard/documents"),
      jar,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const data = page.data as unknown as ListData;
    expect(data.loadError).toBeNull();
    expect(data.items.map((item) => item.name)).toEqual([
      "Risk Analytics Discovery Notes.txt",
      "Pilot Taxpayer Cohort.csv",
      "E-Invoicing Statement of Work.pdf",
      "Portal Go-Live Report.pdf",
    ]);
    const notes = data.items[0]!;
    expect(notes).toMatchObject({
      projectName: "Compliance Risk Analytics Phase 2",
      typeBadge: "PLAIN",
      downloadUrl: `/dashboard/documents/${notes.id}/download`,
    });
    expect(notes.createdLabel).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(notes.sizeLabel).toMatch(/^\d+(\.\d{1,2})? (Bytes|KB)$/);
    expect(data.items[1]!.typeBadge).toBe("CSV");
    expect(data.items[2]!.typeBadge).toBe("PDF");
    // Open projects only: the completed one takes uploads on its own page, and the form says so.
    expect(data.projectOptions.map((option) => option.name)).toEqual([
      "Compliance Risk Analytics Phase 2",
      "E-Invoicing Platform Rollout",
    ]);
    expect(data.moreProjects).toBe(true);
    expect(
      data.items.some(
        (item) => item.name === "Clinic Site Readiness Checklist.txt",
      ),
    ).toBe(false);
  });

  it("shows nothing (the empty state) to a client with no documents and no projects", async () => {
    const jar = await signIn("eastvale.admin@example.org");
    const data = (
      await callRoute(documentsTabLoader, get("/dashboard/documents"), jar)
    ).data as unknown as ListData;
    expect(data).toMatchObject({
      items: [],
      projectOptions: [],
      loadError: null,
    });
  });

  it("shows the spec's load error, not a 500, when the query fails", async () => {
    const jar = await signIn("tomas.lindqvist@example.org");
    await db().execute(
      sql.raw("alter table documents rename to documents_away"),
    );
    let page: RouteAnswer;
    try {
      page = await callRoute(
        documentsTabLoader,
        get("/dashboard/documents"),
        jar,
      );
    } finally {
      await db().execute(
        sql.raw("alter table documents_away rename to documents"),
      );
    }
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      items: [],
      loadError: "Error loading documents. Please try again.",
    });
  });

  it("lists one project's documents for the project page, and 404s another client's project", async () => {
    const [meridian] = await db()
      .select()
      .from(clients)
      .where(eq(clients.name, "Meridian Revenue Authority"));
    const scopeOf = async () => {
      const { requireTenantResource } =
        await import("~/server/portal/tenant-scope.server");
      const jar = await signIn("amira.haddad@example.org");
      return (
        await requireTenantResource(
          new Request("http://localhost/dashboard", {
            headers: { cookie: jar.header() },
          }),
        )
      ).scope;
    };
    const scope = await scopeOf();
    expect(scope.clientId).toBe(meridian!.id);
    const rollout = await listDocuments(scope, {
      projectId: await projectIdOf("E-Invoicing Platform Rollout"),
      page: 1,
    });
    expect(rollout.items.map((item) => item.name)).toEqual([
      "Pilot Taxpayer Cohort.csv",
      "E-Invoicing Statement of Work.pdf",
    ]);
    expect(rollout.pageInfo).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    const foreign = await listDocuments(scope, {
      projectId: await projectIdOf("Regional Telemedicine Expansion"),
      page: 1,
    });
    // Another client's project matches none of this client's documents: empty, never theirs.
    expect(foreign.items).toEqual([]);
    await expect(
      listDocuments(scope, { projectId: "not-a-uuid", page: 1 }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("uploading a document", () => {
  it("stores the file, the documents row and the staff e-mail together, then redirects with the spec's toast", async () => {
    const jar = await signIn("tomas.lindqvist@example.org");
    const before = await rowCounts();
    const projectId = await projectIdOf("Taxpayer Portal Redesign");
    const bytes = samplePdf();
    const answer = await upload(jar, {
      projectId,
      file: new File([bytes], "../../Accessibility Retest ‮fdp.exe.pdf", {
        type: "text/html",
      }),
    });
    expectRedirect(answer, "/dashboard/documents");
    expect(answer.headers.get("Set-Cookie")).toMatch(/flash/);

    const after = await rowCounts();
    expect(after).toEqual({
      documents: before.documents + 1,
      files: before.files + 1,
      mails: before.mails + 1,
    });
    const [row] = await db()
      .select({
        document: documents,
        file: storedFiles,
        uploader: profiles.email,
      })
      .from(documents)
      .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
      .innerJoin(profiles, eq(profiles.id, documents.uploadedBy))
      .where(
        and(
          eq(documents.projectId, projectId),
          eq(documents.uploadedBySide, "client"),
        ),
      );
    expect(row!.document).toMatchObject({
      name: "Accessibility Retest fdp.exe.pdf",
      mimeType: "application/pdf",
      fileSize: bytes.byteLength,
      uploadedBySide: "client",
    });
    expect(row!.uploader).toBe("tomas.lindqvist@example.org");
    expect(row!.file).toMatchObject({
      bucket: "portal-documents",
      sha256: createHash("sha256").update(bytes).digest("hex"),
    });
    expect(row!.file.key).toMatch(
      new RegExp(`^${row!.document.clientId}/[0-9a-f-]{36}\\.pdf$`),
    );

    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "portal_notification"))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const payload = mail!.payload as {
      to: string[];
      subject: string;
      text: string;
      attachmentFileIds?: string[];
    };
    expect(payload.to).toEqual(["delivery@example.org"]);
    expect(payload.subject).toContain("Accessibility Retest fdp.exe.pdf");
    expect(payload.text).toContain(
      "Client: Meridian Revenue Authority, Ministry of Finance",
    );
    expect(payload.text).toContain("Project: Taxpayer Portal Redesign");
    expect(payload.text).toContain(
      "Tomas Lindqvist <tomas.lindqvist@example.org>",
    );
    expect(payload.text).toMatch(/https?:\/\/[^\s]+\/lead_admin/);
    expect(payload.attachmentFileIds).toBeUndefined();

    // And the bytes come back exactly.
    const request = new Request(
      `http://localhost${"/dashboard/documents/"}${row!.document.id}/download`,
      { headers: { cookie: jar.header() } },
    );
    const downloaded = await documentDownloadLoader(
      routeArgs({
        request,
        params: { documentId: row!.document.id },
      }),
    );
    expect(downloaded.headers.get("Content-Type")).toBe("application/pdf");
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(bytes);
  });

  it("answers the upload script in JSON, at the same URL", async () => {
    const jar = await signIn("grace.okafor@example.org");
    const request = formRequest("/dashboard/documents", {
      projectId: await projectIdOf("Patient Identity Matching Review"),
      file: new File(
        ["patient_ref,duplicates\nNHN-1,2\n"],
        "Duplicate sample.csv",
        { type: "text/csv" },
      ),
    });
    request.headers.set("Accept", "application/json");
    request.headers.set("Cookie", jar.header());
    const response = await documentsJsonUpload(
      routeArgs({ request, context: await requestContext(request) }),
      () => {
        throw new Error("a JSON upload is answered by the middleware");
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(asEnglishPage(await response.json())).toEqual({
      ok: true,
      fieldErrors: {},
      toast: {
        kind: "success",
        title: "Files uploaded",
        description: "1 file(s) uploaded successfully",
      },
      uploaded: "Duplicate sample.csv",
      values: {},
    });
  });

  it.each([
    [
      "HTML renamed .pdf",
      new File(["<!doctype html><script>alert(1)</script>"], "statement.pdf", {
        type: "application/pdf",
      }),
      englishText(documentUploadMessages.wrongType),
    ],
    [
      "an executable renamed .docx",
      new File(
        [
          new Uint8Array([
            0x4d, 0x5a, 0x90, 0x00, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0,
          ]),
        ],
        "plan.docx",
      ),
      englishText(documentUploadMessages.wrongType),
    ],
    [
      "a UTF-16 text file",
      new File(
        [new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x42, 0x00])],
        "notes.txt",
      ),
      englishText(documentUploadMessages.notUtf8),
    ],
    [
      "text with NUL bytes",
      new File([new Uint8Array([0x41, 0x00, 0x42])], "notes.txt"),
      englishText(documentUploadMessages.binaryText),
    ],
    [
      "an empty file",
      new File([], "empty.pdf"),
      englishText(documentUploadMessages.empty),
    ],
  ])(
    "refuses %s with its reason and writes nothing",
    async (_label, file, reason) => {
      const jar = await signIn("amira.haddad@example.org");
      const before = await rowCounts();
      const answer = await upload(jar, {
        projectId: await projectIdOf("E-Invoicing Platform Rollout"),
        file,
      });
      expect(answer.status).toBe(400);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      expect(answer.data).toMatchObject({
        ok: false,
        fieldErrors: { file: reason },
        toast: {
          kind: "error",
          title: "Upload failed",
          description: `Failed to upload files. Please try again. ${reason}`,
        },
      });
      expect(await rowCounts()).toEqual(before);
    },
  );

  it("refuses a file over 25 MB with the size message (413)", async () => {
    const jar = await signIn("amira.haddad@example.org");
    const before = await rowCounts();
    const big = new Uint8Array(25 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode("%PDF-1.4\n"));
    const answer = await upload(jar, {
      projectId: await projectIdOf("E-Invoicing Platform Rollout"),
      file: new File([big], "scan.pdf"),
    });
    expect(answer.status).toBe(413);
    expect(answer.data).toMatchObject({
      ok: false,
      fieldErrors: { file: englishText(documentUploadMessages.tooLarge) },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it("asks for a project and a file", async () => {
    const jar = await signIn("amira.haddad@example.org");
    const noProject = await upload(jar, {
      projectId: "",
      file: new File([samplePdf()], "a.pdf"),
    });
    expect(noProject.status).toBe(400);
    expect(noProject.data).toMatchObject({
      fieldErrors: {
        projectId: englishText(documentUploadMessages.projectRequired),
      },
    });
    const noFile = await upload(jar, {
      projectId: await projectIdOf("E-Invoicing Platform Rollout"),
      file: new File([], ""),
    });
    expect(noFile.status).toBe(400);
    expect(noFile.data).toMatchObject({
      fieldErrors: { file: englishText(documentUploadMessages.fileRequired) },
    });
  });

  it("answers 404 for another client's project, an unknown one and a malformed one, writing nothing", async () => {
    const jar = await signIn("amira.haddad@example.org");
    const before = await rowCounts();
    const foreign = await projectIdOf("Regional Telemedicine Expansion");
    for (const projectId of [
      foreign,
      "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
      "not-a-uuid",
      `${foreign}' or '1'='1`,
    ]) {
      const answer = await upload(jar, {
        projectId,
        file: new File([samplePdf()], "a.pdf"),
      });
      expect(answer.status, projectId).toBe(404);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("sends a signed-out visitor to sign in, and staff to the console, storing nothing", async () => {
    const before = await rowCounts();
    const projectId = await projectIdOf("E-Invoicing Platform Rollout");
    expectRedirect(
      await upload(new CookieJar(), {
        projectId,
        file: new File([samplePdf()], "a.pdf"),
      }),
      "/auth",
    );
    expectRedirect(
      await upload(await signIn("staff.admin@example.org"), {
        projectId,
        file: new File([samplePdf()], "a.pdf"),
      }),
      "/lead_admin",
    );
    expect(await rowCounts()).toEqual(before);
  });
});

describe("downloading a document", () => {
  it("answers the stored bytes as an attachment, no-store, for GET and HEAD (nosniff: over HTTP)", async () => {
    const jar = await signIn("amira.haddad@example.org");
    const id = await documentIdOf("Pilot Taxpayer Cohort.csv");
    const [stored] = await db()
      .select({ content: storedFiles.content })
      .from(documents)
      .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
      .where(eq(documents.id, id));
    const request = new Request(
      `http://localhost/dashboard/documents/${id}/download`,
      { headers: { cookie: jar.header() } },
    );
    const response = await documentDownloadLoader(
      routeArgs({
        request,
        params: { documentId: id },
      }),
    );
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="Pilot Taxpayer Cohort.csv"; filename*=UTF-8''Pilot%20Taxpayer%20Cohort.csv`,
      "cache-control": "no-store",
      "content-length": String(stored!.content!.byteLength),
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(
      new Uint8Array(stored!.content!),
    );

    const head = await documentDownloadLoader(
      routeArgs({
        request: new Request(request, { method: "HEAD" }),
        params: { documentId: id },
      }),
    );
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(
      String(stored!.content!.byteLength),
    );
    expect(await head.text()).toBe("");
  });

  it("answers 404 to another client's document, an unknown id and a malformed one — and to anyone without a client", async () => {
    const foreign = await documentIdOf("Clinic Site Readiness Checklist.txt");
    const amira = await signIn("amira.haddad@example.org");
    for (const id of [
      foreign,
      "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
      "../../etc/passwd",
      "1 or 1=1",
    ]) {
      const answer = await download(amira, id);
      expect(answer.status, id).toBe(404);
      expect(answer.headers.get("Content-Disposition")).toBeNull();
    }
    // The positive control: Northshore's own person gets it.
    expect(
      (await download(await signIn("li.wei@example.org"), foreign)).status,
    ).toBe(200);
    expect(
      (await download(await signIn("pending.user@example.org"), foreign))
        .status,
    ).toBe(404);
    expect(
      (await download(await signIn("staff.admin@example.org"), foreign)).status,
    ).toBe(404);
    expectRedirect(await download(new CookieJar(), foreign), "/auth");
  });

  it("re-authorizes every request: a session ended in the meantime gets no bytes", async () => {
    const jar = await signIn("li.wei@example.org");
    const id = await documentIdOf("Clinic Site Readiness Checklist.txt");
    expect((await download(jar, id)).status).toBe(200);
    const { session, user } = await import("~/server/db/schema.server");
    const [liWei] = await db()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "li.wei@example.org"));
    await db().delete(session).where(eq(session.userId, liWei!.id));
    expectRedirect(await download(jar, id), "/auth");
    // A client whose access staff paused: no bytes either.
    const again = await signIn("li.wei@example.org");
    const [northshore] = await db()
      .select()
      .from(clients)
      .where(eq(clients.name, "Northshore Health Network"));
    await db()
      .update(clients)
      .set({ status: "inactive" })
      .where(eq(clients.id, northshore!.id));
    try {
      expect((await download(again, id)).status).toBe(404);
    } finally {
      await db()
        .update(clients)
        .set({ status: "active" })
        .where(eq(clients.id, northshore!.id));
    }
  });
});
