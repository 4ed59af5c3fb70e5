import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as blueprintAction } from "~/routes/marketing/blueprint";
import { action as careersAction } from "~/routes/marketing/careers";
import { action as contactAction } from "~/routes/marketing/contact";
import { action as getStartedAction } from "~/routes/forms/get-started";
import { consentText } from "~/domain/forms/consent-text";
import { LINKEDIN_HTTPS_MESSAGE } from "~/domain/forms/lead-forms";
import { issueFormToken } from "~/server/security/form-token.server";
import {
  blueprintLeads,
  contactRequests,
  getStartedRequests,
  jobApplications,
  outbox,
  storedFiles,
} from "~/server/db/schema.server";
import { getDb } from "~/server/services.server";
import { jobs } from "~/content/jobs";
import { leadPrefillOf } from "~/server/booking/lead-booking-link.server";
import {
  callAction,
  formRequest,
  requestContext,
  startTestServices,
} from "../support/app-services";
import { sampleDocx, samplePdf } from "../support/documents";
import { testDbKind } from "../support/test-database";

let harness: Awaited<ReturnType<typeof startTestServices>>;
const MIN_FILL_MS = 3000;

beforeAll(async () => {
  harness = await startTestServices({
    FORM_MIN_FILL_MS: String(MIN_FILL_MS),
    FORM_RATE_LIMIT: "5",
    LEADS_NOTIFY_TO: "leads@kestrel.test",
    CAREERS_NOTIFY_TO: "talent@kestrel.test",
  });
});
afterAll(async () => harness?.stop());

/** A token as rendered 10 s ago: a human-paced submission. */
function humanToken(form: Parameters<typeof issueFormToken>[1]) {
  return issueFormToken(
    harness.services.env.authSecret,
    form,
    Date.now() - 10_000,
  );
}

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const validBlueprint = () => ({
  fullName: "Amina Diallo",
  email: "amina.diallo@revenue.example",
  companyName: "National Revenue Directorate",
  phone: "+221 33 555 0100",
  companySize: "201-1000",
  primaryInterest: "blueprint",
  message: "We want to move VAT filing online within 18 months.",
  _page: "/blueprint",
  _referrer: "https://www.search.example/?q=tax+platform",
  utm_source: "newsletter",
  utm_campaign: "autumn-briefing",
});

async function rows(
  table:
    | typeof blueprintLeads
    | typeof contactRequests
    | typeof getStartedRequests
    | typeof jobApplications,
) {
  const [row] = await getDb()
    .select({ n: count() })
    .from(table as typeof blueprintLeads);
  return row?.n ?? 0;
}

describe(`lead capture on ${testDbKind()}`, () => {
  it("stores a blueprint lead with its attribution and consent, and queues both e-mails in the same transaction", async () => {
    const { status, data } = await callAction(
      blueprintAction,
      formRequest("/blueprint", {
        ...validBlueprint(),
        _formToken: humanToken("blueprint"),
      }),
      freshIp(),
    );
    expect(status).toBe(200);
    expect(data.details).toBeDefined();
    const [lead] = await getDb()
      .select()
      .from(blueprintLeads)
      .where(eq(blueprintLeads.email, "amina.diallo@revenue.example"));
    expect(lead).toMatchObject({
      fullName: "Amina Diallo",
      companyName: "National Revenue Directorate",
      companySize: "201-1000",
      primaryInterest: "blueprint",
      pagePath: "/blueprint",
      referrer: "https://www.search.example/?q=tax+platform",
      utmSource: "newsletter",
      utmCampaign: "autumn-briefing",
      consentText: consentText.lead,
      status: "new",
      isSpam: false,
    });
    expect(lead!.idempotencyKey).toMatch(/^blueprint:/);
    const mail = await getDb().select().from(outbox);
    const staff = mail.find((m) => m.kind === "lead_notification")!;
    const ack = mail.find((m) => m.kind === "lead_acknowledgement")!;
    expect(staff.payload).toMatchObject({
      to: ["leads@kestrel.test"],
      replyTo: "amina.diallo@revenue.example",
    });
    expect((staff.payload as { text: string }).text).toContain(
      "National Revenue Directorate",
    );
    expect((staff.payload as { text: string }).text).toContain(
      "We want to move VAT filing online within 18 months.",
    );
    expect(ack.payload).toMatchObject({
      to: ["amina.diallo@revenue.example"],
      subject: "We received your blueprint request",
    });
  });

  it("stores a contact request and a getting-started request", async () => {
    const contact = await callAction(
      contactAction,
      formRequest("/contact", {
        firstName: "Lars",
        lastName: "Nilsen",
        email: "lars@health.example",
        company: "Regional Health Trust",
        interest: "healthcare",
        message: "We need telemedicine for 40 rural clinics.",
        _formToken: humanToken("contact"),
      }),
      freshIp(),
    );
    expect(contact.status).toBe(200);
    // Without SCHEDULING_URL the thank-you step is the booking picker for this request: 303 to
    // /book with a signed link that names it, so a reload cannot post the request twice.
    const getStartedPost = formRequest("/get-started", {
      firstName: "Maya",
      lastName: "Chen",
      email: "maya@city.example",
      company: "City of Harbourview",
      companySize: "1000+",
      primaryInterest: "construction",
      currentChallenges: "Building inspections take six weeks to schedule.",
      timeline: "medium",
      budget: "250k-500k",
      _formToken: humanToken("get_started"),
    });
    const started = (await getStartedAction({
      request: getStartedPost,
      context: await requestContext(getStartedPost, freshIp()),
      params: {},
    } as never)) as Response;
    expect(started.status).toBe(303);
    const bookingUrl = new URL(
      started.headers.get("location")!,
      "http://localhost",
    );
    expect(bookingUrl.pathname).toBe("/book");
    const prefill = await leadPrefillOf(
      getDb(),
      harness.services.env.authSecret,
      bookingUrl.searchParams.get("lead"),
    );
    expect(prefill).toMatchObject({
      name: "Maya Chen",
      email: "maya@city.example",
      organisation: "City of Harbourview",
      firstName: "Maya",
    });
    const [request] = await getDb()
      .select()
      .from(getStartedRequests)
      .where(eq(getStartedRequests.email, "maya@city.example"));
    expect(request).toMatchObject({
      companySize: "1000+",
      timeline: "medium",
      budget: "250k-500k",
    });
    expect(
      await getDb()
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.email, "lars@health.example")),
    ).toHaveLength(1);
  });

  it("refuses a crafted final getting-started post with earlier steps missing, storing nothing", async () => {
    const before = await rows(getStartedRequests);
    const { status, data } = await callAction(
      getStartedAction,
      formRequest("/get-started", {
        timeline: "short",
        budget: "1m+",
        companySize: "huge",
        _formToken: humanToken("get_started"),
      }),
      freshIp(),
    );
    expect(status).toBe(400);
    expect(data.fieldErrors).toMatchObject({
      firstName: ["First name must be at least 2 characters"],
      lastName: ["Last name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      company: ["Company name is required"],
      companySize: ["Please select company size"],
      primaryInterest: ["Please select your primary interest"],
      currentChallenges: ["Please describe your current challenges"],
    });
    expect(await rows(getStartedRequests)).toBe(before);
  });

  it("treats a second post of the same rendered form as the same lead (idempotency)", async () => {
    const token = humanToken("blueprint");
    const fields = {
      ...validBlueprint(),
      email: "twice@example.org",
      _formToken: token,
    };
    const ip = freshIp();
    const first = await callAction(
      blueprintAction,
      formRequest("/blueprint", fields),
      ip,
    );
    const second = await callAction(
      blueprintAction,
      formRequest("/blueprint", fields),
      ip,
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.data.details).toBeDefined();
    expect(
      await getDb()
        .select()
        .from(blueprintLeads)
        .where(eq(blueprintLeads.email, "twice@example.org")),
    ).toHaveLength(1);
  });

  it("stores a honeypot submission flagged as spam, answers as usual and sends nothing", async () => {
    const mailBefore = (await getDb().select().from(outbox)).length;
    const { status, data } = await callAction(
      blueprintAction,
      formRequest("/blueprint", {
        ...validBlueprint(),
        email: "bot@spam.example",
        website: "https://cheap-pills.example",
        _formToken: humanToken("blueprint"),
      }),
      freshIp(),
    );
    expect(status).toBe(200);
    expect(data.details).toBeDefined();
    const [lead] = await getDb()
      .select()
      .from(blueprintLeads)
      .where(eq(blueprintLeads.email, "bot@spam.example"));
    expect(lead).toMatchObject({
      isSpam: true,
      spamReason: "honeypot field filled",
    });
    expect((await getDb().select().from(outbox)).length).toBe(mailBefore);
  });

  it("flags a form sent faster than the minimum fill time", async () => {
    const token = issueFormToken(
      harness.services.env.authSecret,
      "blueprint",
      Date.now() - 500,
    );
    const { status } = await callAction(
      blueprintAction,
      formRequest("/blueprint", {
        ...validBlueprint(),
        email: "fast@spam.example",
        _formToken: token,
      }),
      freshIp(),
    );
    expect(status).toBe(200);
    const [lead] = await getDb()
      .select()
      .from(blueprintLeads)
      .where(eq(blueprintLeads.email, "fast@spam.example"));
    expect(lead!.isSpam).toBe(true);
    expect(lead!.spamReason).toMatch(
      /^submitted \d+ ms after the form was shown$/,
    );
  });

  it("stores text with NUL characters and hostile attribution without failing", async () => {
    const { status } = await callAction(
      blueprintAction,
      formRequest("/blueprint", {
        ...validBlueprint(),
        email: "nul@example.org",
        message: "Line one\u0000 line two",
        _page: "/blueprint\u0000",
        _referrer: "javascript:alert(1)",
        utm_source: "x".repeat(5000),
        _formToken: humanToken("blueprint"),
      }),
      freshIp(),
    );
    expect(status).toBe(200);
    const [lead] = await getDb()
      .select()
      .from(blueprintLeads)
      .where(eq(blueprintLeads.email, "nul@example.org"));
    expect(lead).toMatchObject({
      message: "Line one line two",
      pagePath: "/blueprint",
      referrer: null,
    });
    expect(lead!.utmSource).toHaveLength(200);
  });

  it("flags a post without a valid form token", async () => {
    await callAction(
      blueprintAction,
      formRequest("/blueprint", {
        ...validBlueprint(),
        email: "notoken@spam.example",
      }),
      freshIp(),
    );
    const [lead] = await getDb()
      .select()
      .from(blueprintLeads)
      .where(eq(blueprintLeads.email, "notoken@spam.example"));
    expect(lead).toMatchObject({
      isSpam: true,
      spamReason: "form token missing",
      idempotencyKey: null,
    });
  });

  it("refuses a body over the size limit with 413 and stores nothing", async () => {
    const before = await rows(contactRequests);
    const { status, data } = await callAction(
      contactAction,
      formRequest("/contact", {
        firstName: "Huge",
        message: "x".repeat(70 * 1024),
      }),
      freshIp(),
    );
    expect(status).toBe(413);
    expect(data.formErrors[0]).toContain("too large");
    expect(await rows(contactRequests)).toBe(before);
  });
});

describe(`job applications and résumés on ${testDbKind()}`, () => {
  const job = jobs[0]!;
  const application = (resume: File | undefined, email: string) => ({
    jobTitle: job.title,
    firstName: "Grace",
    lastName: "Hopper",
    email,
    phone: "",
    linkedIn: "https://www.linkedin.com/in/grace",
    experience: "12 years building compilers and national payment systems.",
    coverLetter: "I would like to help your identity platform scale.",
    resume,
    _formToken: humanToken("job_application"),
  });
  const file = (bytes: Uint8Array | string, name: string) =>
    new File([typeof bytes === "string" ? bytes : Buffer.from(bytes)], name);

  it.each([
    [
      "a real PDF",
      () => file(samplePdf(), "grace-hopper.pdf"),
      "application/pdf",
      "grace-hopper.pdf",
    ],
    [
      "a real DOCX",
      () => file(sampleDocx(), "cv.docx"),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "cv.docx",
    ],
  ])(
    "accepts %s, stores it as a file and attaches it to the staff e-mail",
    async (_label, makeFile, mime, name) => {
      const email = `grace+${name}@example.org`;
      const { status, data } = await callAction(
        careersAction,
        formRequest("/careers", application(makeFile(), email)),
        freshIp(),
      );
      expect(status).toBe(200);
      expect(data.details).toEqual({ firstName: "Grace", jobTitle: job.title });
      const [row] = await getDb()
        .select({ application: jobApplications, file: storedFiles })
        .from(jobApplications)
        .innerJoin(
          storedFiles,
          eq(jobApplications.resumeFileId, storedFiles.id),
        )
        .where(eq(jobApplications.email, email));
      expect(row!.file).toMatchObject({
        bucket: "resumes",
        mimeType: mime,
        name,
      });
      expect(row!.application.consentText).toBe(consentText.jobApplication);
      const staff = (await getDb().select().from(outbox)).find(
        (m) =>
          m.kind === "lead_notification" &&
          (m.payload as { replyTo?: string }).replyTo === email,
      );
      expect(staff!.payload).toMatchObject({
        to: ["talent@kestrel.test"],
        attachmentFileIds: [row!.file.id],
      });
    },
  );

  it.each([
    [
      "HTML renamed .pdf",
      () =>
        file("<!doctype html><html><script>alert(1)</script></html>", "cv.pdf"),
      "Resume must be a PDF, DOC or DOCX file",
      400,
    ],
    [
      "an executable renamed .pdf",
      () =>
        file(
          new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(200).fill(0)]),
          "cv.pdf",
        ),
      "Resume must be a PDF, DOC or DOCX file",
      400,
    ],
    [
      "an empty file",
      () => file(new Uint8Array(), "cv.pdf"),
      "The résumé file is empty. Please choose the file again.",
      400,
    ],
    // Refused while it streams in, at the 10 MB limit: 413, the field's own message.
    [
      "an 11 MB file",
      () => file(new Uint8Array(11 * 1024 * 1024), "cv.pdf"),
      "Resume must be 10 MB or smaller",
      413,
    ],
    ["no file", () => undefined, "Resume is required", 400],
  ])(
    "rejects %s with a clear message and stores nothing",
    async (_label, makeFile, message, expectedStatus) => {
      const before = {
        applications: await rows(jobApplications),
        files: (await getDb().select({ n: count() }).from(storedFiles))[0]!.n,
      };
      const { status, data } = await callAction(
        careersAction,
        formRequest(
          "/careers",
          application(makeFile(), "rejected@example.org"),
        ),
        freshIp(),
      );
      expect(status).toBe(expectedStatus);
      expect(data.fieldErrors.resume).toEqual([message]);
      expect(await rows(jobApplications)).toBe(before.applications);
      expect(
        (await getDb().select({ n: count() }).from(storedFiles))[0]!.n,
      ).toBe(before.files);
    },
  );

  it.each([
    "http://www.linkedin.com/in/grace",
    "javascript:alert(1)",
    "www.linkedin.com/in/grace",
  ])(
    "refuses LinkedIn %j: https:// only (docs/access-audit.md), and stores nothing",
    async (linkedIn) => {
      const before = await rows(jobApplications);
      const { status, data } = await callAction(
        careersAction,
        formRequest("/careers", {
          ...application(file(samplePdf(), "cv.pdf"), "linkedin@example.org"),
          linkedIn,
        }),
        freshIp(),
      );
      expect(status).toBe(400);
      expect(data.fieldErrors.linkedIn).toEqual([LINKEDIN_HTTPS_MESSAGE]);
      expect(await rows(jobApplications)).toBe(before);
    },
  );

  it("refuses a position that is not open", async () => {
    const { status, data } = await callAction(
      careersAction,
      formRequest("/careers", {
        ...application(file(samplePdf(), "cv.pdf"), "x@example.org"),
        jobTitle: "Chief Astronaut",
      }),
      freshIp(),
    );
    expect(status).toBe(400);
    expect(data.fieldErrors.jobTitle).toEqual([
      "Please choose one of the open positions",
    ]);
  });
});
