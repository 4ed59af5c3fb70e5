import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAction } from "~/server/auth/auth.handler.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import { FARAH_EMAIL } from "~/server/sample-data/sample-leads";
import {
  auditLog,
  blueprintLeads,
  contactRequests,
  jobApplications,
  leadNotes,
  leads,
  outbox,
  profiles,
  storedFiles,
  user,
} from "~/server/db/schema.server";
import { blueprintStaffMail } from "~/server/leads/lead-notifications.server";
import type { AppServices } from "~/server/services.server";
import { consoleLayoutLoader } from "~/server/console/console-layout.handler.server";
import {
  leadPageAction,
  leadPageLoader,
} from "~/server/console/lead-page.handler.server";
import { leadResumeLoader } from "~/server/console/lead-resume.handler.server";
import {
  CookieJar,
  callRoute,
  expectRedirect,
  get,
  post,
} from "../support/account-session";
import { routeArgs, startTestServices } from "../support/app-services";

/**
 * Working a lead in the console, in-process on PGlite and PostgreSQL: the page's
 * data, each write (both rows where the spec's table keeps the value, its audit entry, its
 * toast), spam review with the held notification queued exactly once, the résumé download,
 * and every loader and action answering client people with a 404 and changing nothing.
 */
const LEADS_TO = "sales-desk@example.org";
const CAREERS_TO = "talent-desk@example.org";
let services: AppServices;
let stop: () => Promise<void>;
const jars: Record<string, CookieJar> = {};

beforeAll(async () => {
  const started = await startTestServices({
    LEADS_NOTIFY_TO: LEADS_TO,
    CAREERS_NOTIFY_TO: CAREERS_TO,
  });
  services = started.services;
  stop = started.stop;
  for (const email of [
    "staff.admin@example.org",
    "amira.haddad@example.org",
    "tomas.lindqvist@example.org",
  ]) {
    const jar = new CookieJar();
    await callRoute(
      authAction,
      post("/auth", { intent: "signin", email, password: DEMO_PASSWORD }),
      jar,
    );
    jars[email.split(/[.@]/)[0]!] = jar;
  }
}, 120_000);
afterAll(async () => stop?.());

const db = () => services.database.db;
const staff = () => jars.staff!;

const page = (jar: CookieJar, leadId: string, query = "") =>
  callRoute(
    leadPageLoader,
    get(`/lead_admin/leads/${leadId}${query}`),
    jar,
    undefined,
    { leadId },
  );
const act = (jar: CookieJar, leadId: string, fields: Record<string, string>) =>
  callRoute(
    leadPageAction,
    post(`/lead_admin/leads/${leadId}`, fields),
    jar,
    undefined,
    { leadId },
  );
const resume = (jar: CookieJar, leadId: string, method = "GET") =>
  callRoute(
    leadResumeLoader,
    new Request(`http://localhost/lead_admin/leads/${leadId}/resume`, {
      method,
    }),
    jar,
    undefined,
    { leadId },
  );
const toastOf = async (jar: CookieJar) =>
  (await callRoute(consoleLayoutLoader, get("/lead_admin"), jar)).data?.toast;

async function leadOf(
  source: "blueprint" | "contact" | "job_application",
  sourceId: string,
) {
  const [row] = await db()
    .select()
    .from(leads)
    .where(and(eq(leads.source, source), eq(leads.sourceId, sourceId)));
  return row!;
}

/** A fresh blueprint submission (through the source table, so the trigger makes its inbox row). */
async function newBlueprint(
  values: Partial<typeof blueprintLeads.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(blueprintLeads)
    .values({
      fullName: "Nadia Petrova",
      email: `nadia.${randomUUID().slice(0, 8)}@customs.example`,
      companyName: "Customs Service",
      companySize: "201-1000",
      primaryInterest: "blueprint",
      message: "We would like a blueprint for pre-arrival cargo declarations.",
      pagePath: "/blueprint",
      utmSource: "newsletter",
      consentText: "By submitting this form you agree…",
      ...values,
    })
    .returning();
  return { source: row!, lead: await leadOf("blueprint", row!.id) };
}

async function auditFor(leadId: string, action: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, leadId), eq(auditLog.action, action)));
}

const leadMails = () =>
  db().select().from(outbox).where(eq(outbox.kind, "lead_notification"));

describe("the lead page's data", () => {
  it("shows a blueprint lead's fields in the spec's order, its attribution, notes, other leads from the address and the staff owners", async () => {
    const [farah] = await db()
      .select()
      .from(leads)
      .where(
        and(eq(leads.emailKey, FARAH_EMAIL), eq(leads.source, "blueprint")),
      );
    const answer = await page(staff(), farah!.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const data = answer.data as {
      lead: {
        fields: { label: string; value: string | null }[];
        attribution: { label: string; value: string | null }[];
      };
      notes: { body: string; authorName: string }[];
      earlier: { sourceName: string; interest: string | null }[];
      owners: { label: string }[];
    };
    expect(data.lead.fields.map((f) => f.label)).toEqual([
      "Full name",
      "Email",
      "Phone",
      "Organization",
      "Organization size",
      "Submitted",
      "Primary interest",
      "Message",
      "Current status",
    ]);
    expect(
      data.lead.fields.find((f) => f.label === "Organization size")?.value,
    ).toBe("More than 1,000 people");
    expect(
      data.lead.attribution.find((f) => f.label === "Referrer")?.value,
    ).toBe("https://www.google.com/");
    expect(
      data.lead.attribution.find((f) => f.label === "Consent")?.value,
    ).toContain("Privacy Policy");
    expect(data.earlier.map((e) => e.sourceName)).toEqual(["Contact"]);
    // The option's label, not its stored value ("e-visa").
    expect(data.earlier[0]!.interest).toBe("e-Visa & Immigration");
    expect(data.notes.map((n) => n.authorName)).toEqual([
      "Hélène Marchand",
      "Hélène Marchand",
    ]);
    expect(data.notes[0]!.body).toContain("Blueprint signed");
    const oldest = (await page(staff(), farah!.id, "?notes=oldest"))
      .data as typeof data;
    expect(oldest.notes[0]!.body).toContain("cabinet committee");
    expect(data.owners.map((o) => o.label)).toContain("Hélène Marchand");
  });

  it("shows every field a job application stores, with its résumé link", async () => {
    const [application] = await db()
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.email, "lucia.fernandez@mail.example"));
    const lead = await leadOf("job_application", application!.id);
    const data = (await page(staff(), lead.id)).data as {
      lead: {
        fields: { label: string }[];
        resume: { name: string; href: string };
      };
    };
    expect(data.lead.fields.map((f) => f.label)).toEqual([
      "Job title",
      "First name",
      "Last name",
      "Email",
      "Phone",
      "LinkedIn",
      "Experience",
      "Cover letter",
      "Submitted",
      "Current status",
    ]);
    expect(data.lead.resume).toMatchObject({
      name: "Lucia-Fernandez-CV.pdf",
      href: `/lead_admin/leads/${lead.id}/resume`,
    });
  });

  it("lists at most 20 other leads from the same address, any source, newest first, case-insensitively", async () => {
    const email = `Repeat.${randomUUID().slice(0, 8)}@agency.example`;
    const sourceIds: string[] = [];
    for (let i = 0; i < 22; i++) {
      const [row] = await db()
        .insert(contactRequests)
        .values({
          firstName: "Ola",
          lastName: `Visit ${i}`,
          email: i % 2 ? email : email.toLowerCase(),
          company: "Agency",
          interest: "other",
          message: "Hello",
          createdAt: new Date(Date.now() - (30 - i) * 60_000),
        })
        .returning({ id: contactRequests.id });
      sourceIds.push(row!.id);
    }
    const newest = await leadOf("contact", sourceIds.at(-1)!);
    const data = (await page(staff(), newest.id)).data as {
      earlier: { id: string; createdAt: string }[];
    };
    expect(data.earlier).toHaveLength(20);
    expect(data.earlier.map((e) => e.id)).not.toContain(newest.id);
    const times = data.earlier.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of [randomUUID(), "not-a-uuid", "'; drop table leads; --"]) {
      expect((await page(staff(), id)).status).toBe(404);
      expect(
        (await act(staff(), id, { intent: "status", status: "contacted" }))
          .status,
      ).toBe(404);
    }
  });
});

describe("working a lead", () => {
  it("moves the status on the inbox row and the source row together, audits it and toasts", async () => {
    const { source, lead } = await newBlueprint();
    expectRedirect(
      await act(staff(), lead.id, { intent: "status", status: "qualified" }),
      `/lead_admin/leads/${lead.id}`,
    );
    expect((await leadOf("blueprint", source.id)).status).toBe("qualified");
    const [stored] = await db()
      .select()
      .from(blueprintLeads)
      .where(eq(blueprintLeads.id, source.id));
    expect(stored!.status).toBe("qualified");
    const [entry] = await auditFor(lead.id, "lead.status");
    expect(entry).toMatchObject({
      actorEmail: "staff.admin@example.org",
      entityType: "lead",
      before: { status: "new" },
      after: { status: "qualified" },
    });
    expect(await toastOf(staff())).toMatchObject({
      kind: "success",
      title: "Lead status updated",
    });
  });

  it("refuses an unknown status or the current one by field, writing nothing", async () => {
    const { lead } = await newBlueprint();
    for (const status of ["archived", "", "NEW"]) {
      const answer = await act(staff(), lead.id, { intent: "status", status });
      expect(answer.status).toBe(400);
      expect(
        (answer.data?.fieldErrors as Record<string, string>).status,
      ).toBeTruthy();
    }
    const same = await act(staff(), lead.id, {
      intent: "status",
      status: "new",
    });
    expect(same.status).toBe(400);
    expect(await auditFor(lead.id, "lead.status")).toHaveLength(0);
    expect((await act(staff(), lead.id, { intent: "delete" })).status).toBe(
      400,
    );
  });

  it("assigns an owner among the staff, unassigns, refuses a client's person as owner; each audited", async () => {
    const { lead } = await newBlueprint();
    const [admin] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.email, "staff.admin@example.org"));
    const [client] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.email, "amira.haddad@example.org"));
    const refused = await act(staff(), lead.id, {
      intent: "owner",
      owner: client!.id,
    });
    expect(refused.status).toBe(400);
    expect(
      (await act(staff(), lead.id, { intent: "owner", owner: "someone" }))
        .status,
    ).toBe(400);
    expect(
      (await leadOf("blueprint", lead.sourceId)).ownerProfileId,
    ).toBeNull();

    expectRedirect(
      await act(staff(), lead.id, { intent: "owner", owner: admin!.id }),
      `/lead_admin/leads/${lead.id}`,
    );
    expect((await leadOf("blueprint", lead.sourceId)).ownerProfileId).toBe(
      admin!.id,
    );
    expectRedirect(
      await act(staff(), lead.id, { intent: "owner", owner: "" }),
      `/lead_admin/leads/${lead.id}`,
    );
    expect(
      (await leadOf("blueprint", lead.sourceId)).ownerProfileId,
    ).toBeNull();
    const entries = await auditFor(lead.id, "lead.owner");
    expect(entries.map((e) => e.after)).toEqual(
      expect.arrayContaining([
        { ownerProfileId: admin!.id, ownerEmail: "staff.admin@example.org" },
        { ownerProfileId: null, ownerEmail: null },
      ]),
    );
  });

  it("offers and accepts only staff whose accounts are not disabled", async () => {
    const { lead } = await newBlueprint();
    const userId = randomUUID().replace(/-/g, "");
    await db()
      .insert(user)
      .values({
        id: userId,
        name: "Former Staff",
        email: `former.${userId.slice(0, 6)}@example.org`,
        disabledAt: new Date(),
      });
    const [former] = await db()
      .insert(profiles)
      .values({
        userId,
        email: `former.${userId.slice(0, 6)}@example.org`,
        fullName: "Former Staff",
        role: "admin",
      })
      .returning();
    const data = (await page(staff(), lead.id)).data as {
      owners: { id: string }[];
    };
    expect(data.owners.map((o) => o.id)).not.toContain(former!.id);
    expect(
      (await act(staff(), lead.id, { intent: "owner", owner: former!.id }))
        .status,
    ).toBe(400);
    expect(
      (await leadOf("blueprint", lead.sourceId)).ownerProfileId,
    ).toBeNull();
  });

  it("adds notes (required, at most 5,000 characters), audited, listed newest first with their author", async () => {
    const { lead } = await newBlueprint();
    expect(
      (await act(staff(), lead.id, { intent: "note", body: "   " })).status,
    ).toBe(400);
    const long = await act(staff(), lead.id, {
      intent: "note",
      body: "x".repeat(5001),
    });
    expect(long.status).toBe(400);
    expect((long.data?.values as Record<string, string>).body).toHaveLength(
      5001,
    );
    expectRedirect(
      await act(staff(), lead.id, {
        intent: "note",
        body: "Called; they want a demo in May.",
      }),
      `/lead_admin/leads/${lead.id}`,
    );
    expectRedirect(
      await act(staff(), lead.id, {
        intent: "note",
        body: "Demo booked for 12 May.",
      }),
      `/lead_admin/leads/${lead.id}`,
    );
    const [{ n }] = (await db()
      .select({ n: count() })
      .from(leadNotes)
      .where(eq(leadNotes.leadId, lead.id))) as [{ n: number }];
    expect(n).toBe(2);
    const data = (await page(staff(), lead.id)).data as {
      notes: { body: string; authorName: string }[];
    };
    expect(data.notes.map((note) => note.body)).toEqual([
      "Demo booked for 12 May.",
      "Called; they want a demo in May.",
    ]);
    expect(data.notes[0]!.authorName).toBe("Hélène Marchand");
    const entries = await auditFor(lead.id, "lead.note");
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => (e.after as { body: string }).body)).toContain(
      "Demo booked for 12 May.",
    );
  });
});

describe("spam review", () => {
  it("'Not spam' releases a held lead and queues its notification once, with the form's own content", async () => {
    const { source, lead } = await newBlueprint({
      isSpam: true,
      spamReason: "Submitted too fast",
    });
    expect(lead).toMatchObject({ isSpam: true, staffNotified: false });
    const before = (await leadMails()).length;

    expectRedirect(
      await act(staff(), lead.id, { intent: "release_spam" }),
      `/lead_admin/leads/${lead.id}`,
    );
    const mails = await leadMails();
    expect(mails).toHaveLength(before + 1);
    const expected = blueprintStaffMail(source, {
      ...source,
      submittedAt: source.createdAt,
    });
    expect(mails.at(-1)!.payload).toEqual({
      to: [LEADS_TO],
      replyTo: source.email,
      ...expected,
    });
    expect((mails.at(-1)!.payload as { text: string }).text).toContain(
      "pre-arrival cargo declarations",
    );
    expect(await leadOf("blueprint", source.id)).toMatchObject({
      isSpam: false,
      spamReason: null,
      staffNotified: true,
    });
    const [stored] = await db()
      .select()
      .from(blueprintLeads)
      .where(eq(blueprintLeads.id, source.id));
    expect(stored).toMatchObject({ isSpam: false, spamReason: null });
    const [entry] = await auditFor(lead.id, "lead.release_spam");
    expect(entry).toMatchObject({
      before: {
        isSpam: true,
        spamReason: "Submitted too fast",
        staffNotified: false,
      },
      after: { isSpam: false, staffNotified: true },
    });
    expect(await toastOf(staff())).toMatchObject({
      title: "Lead released from spam",
    });

    // Twice (a second tab, a double post): refused, nothing more queued or recorded.
    expect(
      (await act(staff(), lead.id, { intent: "release_spam" })).status,
    ).toBe(400);
    expect(await leadMails()).toHaveLength(before + 1);
    expect(await auditFor(lead.id, "lead.release_spam")).toHaveLength(1);
  });

  it("two releases at once queue one notification", async () => {
    const { lead } = await newBlueprint({
      isSpam: true,
      spamReason: "Honeypot filled",
    });
    const before = (await leadMails()).length;
    const answers = await Promise.all([
      act(staff(), lead.id, { intent: "release_spam" }),
      act(staff(), lead.id, { intent: "release_spam" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([302, 400]);
    expect(await leadMails()).toHaveLength(before + 1);
  });

  it("a released job application goes to the careers desk with its résumé attached", async () => {
    const [file] = await db()
      .insert(storedFiles)
      .values({
        bucket: "resumes",
        key: `${randomUUID()}.pdf`,
        name: "cv.pdf",
        size: 3,
        mimeType: "application/pdf",
        sha256: "x",
        content: new Uint8Array([1, 2, 3]),
      })
      .returning();
    const [application] = await db()
      .insert(jobApplications)
      .values({
        jobTitle: "Data Engineer",
        firstName: "Ravi",
        lastName: "Shah",
        email: "ravi@mail.example",
        experience: "5 years",
        coverLetter: "Hello",
        resumeFileId: file!.id,
        isSpam: true,
        spamReason: "Link-heavy cover letter",
      })
      .returning();
    const lead = await leadOf("job_application", application!.id);
    expectRedirect(
      await act(staff(), lead.id, { intent: "release_spam" }),
      `/lead_admin/leads/${lead.id}`,
    );
    const mail = (await leadMails()).find(
      (m) =>
        (m.payload as { replyTo?: string }).replyTo === "ravi@mail.example",
    );
    expect(mail!.payload).toMatchObject({
      to: [CAREERS_TO],
      attachmentFileIds: [file!.id],
      subject: "New application: Ravi Shah for Data Engineer",
    });
  });

  it("a flagged lead whose notification already went is released without a second one", async () => {
    const { lead } = await newBlueprint();
    const before = (await leadMails()).length;
    expect(
      (await act(staff(), lead.id, { intent: "mark_spam", reason: "" })).status,
    ).toBe(400);
    expectRedirect(
      await act(staff(), lead.id, {
        intent: "mark_spam",
        reason: "Advertising, not a request",
      }),
      `/lead_admin/leads/${lead.id}`,
    );
    expect(await leadOf("blueprint", lead.sourceId)).toMatchObject({
      isSpam: true,
      spamReason: "Advertising, not a request",
      staffNotified: true,
    });
    const [stored] = await db()
      .select()
      .from(blueprintLeads)
      .where(eq(blueprintLeads.id, lead.sourceId));
    expect(stored).toMatchObject({
      isSpam: true,
      spamReason: "Advertising, not a request",
    });
    expect(await auditFor(lead.id, "lead.mark_spam")).toHaveLength(1);
    expect(
      (await act(staff(), lead.id, { intent: "mark_spam", reason: "Again" }))
        .status,
    ).toBe(400);

    expectRedirect(
      await act(staff(), lead.id, { intent: "release_spam" }),
      `/lead_admin/leads/${lead.id}`,
    );
    expect(await leadMails()).toHaveLength(before);
    expect((await auditFor(lead.id, "lead.release_spam"))[0]!.details).toEqual({
      notificationQueued: false,
    });
  });
});

describe("the résumé download", () => {
  async function demoApplicationLead() {
    const [application] = await db()
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.email, "lucia.fernandez@mail.example"));
    return leadOf("job_application", application!.id);
  }

  it("serves the stored file to staff as a private attachment, HEAD without a body", async () => {
    const lead = await demoApplicationLead();
    const answer = await resume(staff(), lead.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Content-Disposition")).toContain(
      'attachment; filename="Lucia-Fernandez-CV.pdf"',
    );
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; sandbox",
    );
    const response = await leadResumeLoader(
      routeArgs({
        request: withCookie(
          new Request(`http://localhost/lead_admin/leads/${lead.id}/resume`),
          staff(),
        ),
        params: { leadId: lead.id },
      }),
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(answer.headers.get("Content-Length")).toBe(String(bytes.byteLength));
    const head = await leadResumeLoader(
      routeArgs({
        request: withCookie(
          new Request(`http://localhost/lead_admin/leads/${lead.id}/resume`, {
            method: "HEAD",
          }),
          staff(),
        ),
        params: { leadId: lead.id },
      }),
    );
    expect(head.body).toBeNull();
    expect(head.headers.get("Content-Length")).toBe(String(bytes.byteLength));
  });

  it("is a 404 for client people, other leads and unknown ids; signed out goes to the staff sign-in", async () => {
    const lead = await demoApplicationLead();
    expect((await resume(jars.amira!, lead.id)).status).toBe(404);
    expect((await resume(jars.tomas!, lead.id)).status).toBe(404);
    const { lead: blueprint } = await newBlueprint();
    for (const id of [blueprint.id, randomUUID(), "nope"])
      expect((await resume(staff(), id)).status).toBe(404);
    expectRedirect(await resume(new CookieJar(), lead.id), "/admin/auth");
  });
});

describe("client people", () => {
  it("get 404 from the page and from every action, and nothing changes", async () => {
    const { lead } = await newBlueprint({
      isSpam: true,
      spamReason: "Too fast",
    });
    const [client] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.email, "amira.haddad@example.org"));
    const auditBefore = await db().select({ n: count() }).from(auditLog);
    const mailsBefore = (await leadMails()).length;
    for (const jar of [jars.amira!, jars.tomas!]) {
      expect((await page(jar, lead.id)).status).toBe(404);
      for (const fields of <Record<string, string>[]>[
        { intent: "status", status: "converted" },
        { intent: "owner", owner: client!.id },
        { intent: "note", body: "mine now" },
        { intent: "release_spam" },
        { intent: "mark_spam", reason: "x" },
      ]) {
        expect((await act(jar, lead.id, fields)).status).toBe(404);
      }
    }
    expect(await leadOf("blueprint", lead.sourceId)).toMatchObject({
      status: "new",
      ownerProfileId: null,
      isSpam: true,
      staffNotified: false,
    });
    expect(await db().select({ n: count() }).from(auditLog)).toEqual(
      auditBefore,
    );
    expect(await leadMails()).toHaveLength(mailsBefore);
    expect(
      await db().select().from(leadNotes).where(eq(leadNotes.leadId, lead.id)),
    ).toHaveLength(0);
    expectRedirect(await page(new CookieJar(), lead.id), "/admin/auth");
  });

  it("positive control: staff read the same lead", async () => {
    const { lead } = await newBlueprint();
    expect((await page(staff(), lead.id)).status).toBe(200);
  });
});

function withCookie(request: Request, jar: CookieJar): Request {
  request.headers.set("Cookie", jar.header());
  return request;
}
