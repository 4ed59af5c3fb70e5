import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as apiAction, loader as apiLoader } from "~/routes/api/forms";
import { jobs } from "~/content/jobs";
import type { LeadFormResponse } from "~/domain/forms/lead-form-response";
import {
  checkFormToken,
  issueFormToken,
} from "~/server/security/form-token.server";
import {
  blueprintLeads,
  contactRequests,
  getStartedRequests,
  jobApplications,
} from "~/server/db/schema.server";
import { getDb } from "~/server/services.server";
import {
  callJsonAction,
  formRequest,
  startTestServices,
} from "../support/app-services";
import { samplePdf } from "../support/documents";
import { testDbKind } from "../support/test-database";

/**
 * POST /api/forms/:form, what the enhanced forms send: the same pipeline as the pages'
 * actions (schema, spam, one transaction; the rate limit is the HTTP layer's, see
 * request-bodies.test.ts), answered as JSON with the right
 * status and, after a stored submission, a fresh form token.
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;

beforeAll(async () => {
  // No minimum fill time: the fresh token is posted the moment it arrives.
  harness = await startTestServices({
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "5",
  });
});
afterAll(async () => harness?.stop());

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;
const humanToken = (form: Parameters<typeof issueFormToken>[1]) =>
  issueFormToken(harness.services.env.authSecret, form, Date.now() - 10_000);

const post = (
  slug: string,
  fields: Record<string, string | File | undefined>,
  ip = freshIp(),
) =>
  callJsonAction<LeadFormResponse>(
    apiAction,
    formRequest(`/api/forms/${slug}`, fields),
    { form: slug },
    ip,
  );

const contact = (email: string, token: string) => ({
  firstName: "Lars",
  lastName: "Nilsen",
  email,
  company: "Regional Health Trust",
  interest: "healthcare",
  message: "We need telemedicine for 40 rural clinics.",
  _formId: "contact-form",
  _formToken: token,
});

describe(`POST /api/forms/:form on ${testDbKind()}`, () => {
  it("stores a contact request and answers 200 with a fresh token that takes the next lead", async () => {
    const first = await post(
      "contact",
      contact("api-first@example.org", humanToken("contact")),
    );
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/^application\/json/);
    expect(first.headers.get("cache-control")).toBe("no-store");
    // Declared, so the compression middleware leaves these short answers alone.
    expect(first.headers.get("content-length")).toBe(
      String(Buffer.byteLength(JSON.stringify(first.body))),
    );
    expect(first.body).toMatchObject({ ok: true, details: {} });
    if (!first.body.ok) throw new Error("expected success");
    expect(
      checkFormToken(
        harness.services.env.authSecret,
        "contact",
        first.body.formToken,
      ),
    ).toMatchObject({ valid: true });

    // The reset form posts its next lead with the fresh token: a new row, not a duplicate.
    const second = await post(
      "contact",
      contact("api-second@example.org", first.body.formToken),
    );
    expect(second.status).toBe(200);
    const rows = await getDb()
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.email, "api-second@example.org"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isSpam: false });
    expect(
      await getDb()
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.email, "api-first@example.org")),
    ).toHaveLength(1);
  });

  it("answers what each form's success toast needs", async () => {
    const started = await post("get-started", {
      firstName: "Maya",
      lastName: "Chen",
      email: "maya-api@city.example",
      company: "City of Harbourview",
      companySize: "1000+",
      primaryInterest: "construction",
      currentChallenges: "Building inspections take six weeks to schedule.",
      timeline: "medium",
      budget: "250k-500k",
      step: "3",
      _formToken: humanToken("get_started"),
    });
    // No SCHEDULING_URL here: the enhanced form goes on to our own picker for this request.
    expect(started).toMatchObject({
      status: 200,
      body: { ok: true, details: { firstName: "Maya", scheduling: "booking" } },
    });
    expect(
      (started.body as { details: Record<string, string> }).details.bookingPath,
    ).toMatch(/^\/book\?lead=b1\./);
    expect(
      await getDb()
        .select()
        .from(getStartedRequests)
        .where(eq(getStartedRequests.email, "maya-api@city.example")),
    ).toHaveLength(1);

    const job = jobs[0]!;
    const applied = await post("job-application", {
      jobTitle: job.title,
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace-api@example.org",
      experience: "12 years building compilers.",
      coverLetter: "I would like to help your identity platform scale.",
      resume: new File([Buffer.from(samplePdf())], "grace.pdf", {
        type: "application/pdf",
      }),
      _formToken: humanToken("job_application"),
    });
    expect(applied).toMatchObject({
      status: 200,
      body: { ok: true, details: { firstName: "Grace", jobTitle: job.title } },
    });
    expect(
      await getDb()
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.email, "grace-api@example.org")),
    ).toHaveLength(1);
  });

  it("answers 400 with the spec's messages per field and stores nothing", async () => {
    const { status, body } = await post("blueprint", {
      fullName: "A",
      email: "not-an-email",
      message: "m".repeat(1001),
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      ok: false,
      fieldErrors: {
        fullName: ["Name must be at least 2 characters"],
        email: ["Invalid email address"],
        message: ["Message must be less than 1000 characters"],
      },
      formErrors: [],
    });
    const refusedResume = await post("job-application", {
      jobTitle: jobs[0]!.title,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada-api@example.org",
      experience: "Ten years.",
      coverLetter: "Hello.",
      resume: new File(["<!doctype html><p>not a document</p>"], "cv.pdf"),
    });
    expect(refusedResume).toMatchObject({
      status: 400,
      body: {
        ok: false,
        fieldErrors: { resume: ["Resume must be a PDF, DOC or DOCX file"] },
      },
    });
    expect(
      await getDb()
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.email, "ada-api@example.org")),
    ).toHaveLength(0);
  });

  it("treats the same token posted twice as one lead and answers both with success", async () => {
    const token = humanToken("blueprint");
    const fields = {
      fullName: "Amina Diallo",
      email: "api-twice@example.org",
      _formToken: token,
    };
    const first = await post("blueprint", fields);
    const second = await post("blueprint", fields);
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    expect(second).toMatchObject({ status: 200, body: { ok: true } });
    expect(
      await getDb()
        .select()
        .from(blueprintLeads)
        .where(eq(blueprintLeads.email, "api-twice@example.org")),
    ).toHaveLength(1);
  });

  it("answers 404 as JSON for a form that does not exist, and 405 to GET", async () => {
    const unknown = await post("newsletter", { email: "x@example.org" });
    expect(unknown).toMatchObject({
      status: 404,
      body: { ok: false, formErrors: ["There is no such form."] },
    });
    const get = (await apiLoader({
      request: new Request("http://localhost/api/forms/contact"),
      params: { form: "contact" },
    } as never)) as Response;
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("answers 413 to a body over the limit and 400 to one that is not a form", async () => {
    const tooLarge = await post("contact", {
      firstName: "Huge",
      message: "x".repeat(70 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    const notAForm = await callJsonAction<LeadFormResponse>(
      apiAction,
      new Request("http://localhost/api/forms/contact", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=nothing" },
        body: "{ this is not multipart",
      }),
      { form: "contact" },
      freshIp(),
    );
    expect(notAForm.status).toBe(400);
    expect(notAForm.body).toMatchObject({
      ok: false,
      formErrors: ["We could not read this form submission. Please try again."],
    });
  });
});
