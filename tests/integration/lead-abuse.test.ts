import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as apiAction } from "~/routes/api/forms";
import { action as contactAction } from "~/routes/marketing/contact";
import { jobs } from "~/content/jobs";
import { SINGLE_LINE_MESSAGE } from "~/domain/forms/form-fields";
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
  outbox,
} from "~/server/db/schema.server";
import { EXPIRED_FORM_MESSAGE } from "~/server/leads/lead-post.server";
import { getDb } from "~/server/services.server";
import {
  callAction,
  callJsonAction,
  formRequest,
  startTestServices,
} from "../support/app-services";
import { samplePdf } from "../support/documents";
import { testDbKind } from "../support/test-database";

/**
 * Decision 007: a shared form token never costs a lead, an exact replay is stored
 * once, an expired token costs nothing the visitor typed, and the forms cannot be used to
 * make the site e-mail an attacker's text to a third party, or one address without end.
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;
const MIN_FILL_MS = 3000;

beforeAll(async () => {
  // A real minimum fill time: the token renewed after an expiry must not trip it.
  harness = await startTestServices({
    FORM_MIN_FILL_MS: String(MIN_FILL_MS),
    FORM_RATE_LIMIT: "0",
    LEADS_NOTIFY_TO: "leads@kestrel.test",
  });
});
afterAll(async () => harness?.stop());

type Kind = Parameters<typeof issueFormToken>[1];
const secret = () => harness.services.env.authSecret;
const humanToken = (form: Kind) =>
  issueFormToken(secret(), form, Date.now() - 10_000);
const expiredToken = (form: Kind) =>
  issueFormToken(secret(), form, Date.now() - 25 * 3_600_000);

const post = (
  slug: string,
  fields: Record<string, string | File | undefined>,
) =>
  callJsonAction<LeadFormResponse>(
    apiAction,
    formRequest(`/api/forms/${slug}`, fields),
    { form: slug },
  );

const contact = (email: string, overrides: Record<string, string> = {}) => ({
  firstName: "Lars",
  lastName: "Nilsen",
  email,
  company: "Regional Health Trust",
  interest: "healthcare",
  message: "We need telemedicine for 40 rural clinics.",
  _formId: "contact-form",
  ...overrides,
});

const contactRows = (email: string) =>
  getDb()
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.email, email));

/** Outbox rows of one kind whose recipient (or reply-to, for staff notifications) is `address`, any case. */
async function mailFor(
  kind: "lead_notification" | "lead_acknowledgement",
  address: string,
) {
  const field =
    kind === "lead_notification"
      ? sql`${outbox.payload}->>'replyTo'`
      : sql`${outbox.payload}->'to'->>0`;
  return getDb()
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, kind),
        sql`lower(${field}) = ${address.toLowerCase()}`,
      ),
    );
}

describe(`one form token, several submissions (${testDbKind()})`, () => {
  it("stores two different submissions sent with one token as two leads (a cached page shared by two visitors)", async () => {
    const token = humanToken("contact");
    const first = await post("contact", {
      ...contact("shared-a@example.org"),
      _formToken: token,
    });
    const second = await post("contact", {
      ...contact("shared-b@example.org", { firstName: "Maya" }),
      _formToken: token,
    });
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    expect(second).toMatchObject({ status: 200, body: { ok: true } });
    expect(await contactRows("shared-a@example.org")).toHaveLength(1);
    expect(await contactRows("shared-b@example.org")).toHaveLength(1);
    // Even a change in one field of the same visitor's form makes its own lead.
    await post("contact", {
      ...contact("shared-a@example.org", {
        message: "A second, different question about clinics.",
      }),
      _formToken: token,
    });
    expect(await contactRows("shared-a@example.org")).toHaveLength(2);
  });

  it("stores the exact same post sent twice once, answers both 200, and queues its e-mails once", async () => {
    const fields = {
      ...contact("replay@example.org"),
      _formToken: humanToken("contact"),
    };
    const first = await post("contact", fields);
    const second = await post("contact", fields);
    const third = await callAction(
      contactAction,
      formRequest("/contact", fields),
    ); // the same post without JavaScript
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    expect(second).toMatchObject({ status: 200, body: { ok: true } });
    expect(third.status).toBe(200);
    expect(await contactRows("replay@example.org")).toHaveLength(1);
    expect(
      await mailFor("lead_notification", "replay@example.org"),
    ).toHaveLength(1);
    expect(
      await mailFor("lead_acknowledgement", "replay@example.org"),
    ).toHaveLength(1);
  });

  it("stores an exact résumé replay once and a different résumé with the same token as its own application", async () => {
    const token = humanToken("job_application");
    const application = (pdf: Uint8Array) => ({
      jobTitle: jobs[0]!.title,
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace-replay@example.org",
      experience: "12 years building compilers.",
      coverLetter: "I would like to help your identity platform scale.",
      resume: new File([Buffer.from(pdf)], "cv.pdf", {
        type: "application/pdf",
      }),
      _formToken: token,
    });
    const pdf = samplePdf();
    const otherPdf = Buffer.concat([
      Buffer.from(pdf),
      Buffer.from("\n% a later version\n"),
    ]);
    expect((await post("job-application", application(pdf))).status).toBe(200);
    expect((await post("job-application", application(pdf))).status).toBe(200);
    const rows = () =>
      getDb()
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.email, "grace-replay@example.org"));
    expect(await rows()).toHaveLength(1);
    expect((await post("job-application", application(otherPdf))).status).toBe(
      200,
    );
    expect(await rows()).toHaveLength(2);
  });
});

describe(`expired form tokens (${testDbKind()})`, () => {
  it("answers 400 with the message and a fresh token, stores nothing, and the fresh token then succeeds at once", async () => {
    const fields = contact("expired@example.org");
    const refused = await post("contact", {
      ...fields,
      _formToken: expiredToken("contact"),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      fieldErrors: {},
      formErrors: [EXPIRED_FORM_MESSAGE],
    });
    expect(EXPIRED_FORM_MESSAGE).toBe(
      "This form has been open for more than a day. Please check your details and send it again.",
    );
    if (refused.body.ok || !refused.body.formToken)
      throw new Error("expected a refusal with a fresh token");
    expect(
      checkFormToken(secret(), "contact", refused.body.formToken),
    ).toMatchObject({ valid: true });
    expect(await contactRows("expired@example.org")).toHaveLength(0);

    // Sent again immediately (well inside the minimum fill time): a real lead, mailed.
    const again = await post("contact", {
      ...fields,
      _formToken: refused.body.formToken,
    });
    expect(again).toMatchObject({ status: 200, body: { ok: true } });
    const rows = await contactRows("expired@example.org");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isSpam: false });
    expect(
      await mailFor("lead_notification", "expired@example.org"),
    ).toHaveLength(1);
  });

  it("keeps the input on the page post, with the message and a fresh token for the re-rendered form", async () => {
    const fields = contact("expired-page@example.org");
    const { status, data } = await callAction(
      contactAction,
      formRequest("/contact", {
        ...fields,
        _formToken: expiredToken("contact"),
      }),
    );
    expect(status).toBe(400);
    expect(data.formErrors).toEqual([EXPIRED_FORM_MESSAGE]);
    expect(data.values).toMatchObject({
      firstName: "Lars",
      message: fields.message,
    });
    expect(checkFormToken(secret(), "contact", data.formToken)).toMatchObject({
      valid: true,
    });
    const again = await callAction(
      contactAction,
      formRequest("/contact", { ...fields, _formToken: data.formToken! }),
    );
    expect(again.status).toBe(200);
    expect(await contactRows("expired-page@example.org")).toHaveLength(1);
  });

  it("hands a fresh token with field errors too, so fixing them is the only thing left to do", async () => {
    const { status, body } = await post("contact", {
      ...contact("not-an-email"),
      _formToken: expiredToken("contact"),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      fieldErrors: { email: ["Please enter a valid email address"] },
      formErrors: [EXPIRED_FORM_MESSAGE],
    });
    expect(!body.ok && typeof body.formToken).toBe("string");
  });

  it("still stores a post without a token (flagged, never lost)", async () => {
    expect(
      (await post("contact", contact("tokenless@example.org"))).status,
    ).toBe(200);
    expect(await contactRows("tokenless@example.org")).toMatchObject([
      { isSpam: true, spamReason: "form token missing" },
    ]);
  });
});

const HOSTILE = "Dear Al\r\nBcc: victim@example.net";

describe(`single-line fields refuse line breaks and control characters (${testDbKind()})`, () => {
  const resume = () =>
    new File([Buffer.from(samplePdf())], "cv.pdf", { type: "application/pdf" });
  const forms = [
    {
      slug: "blueprint",
      valid: {
        fullName: "Amina Diallo",
        email: "amina@example.org",
        companyName: "Revenue",
        phone: "+1 555 0100",
      },
      singleLine: ["fullName", "email", "companyName", "phone"],
      table: blueprintLeads,
    },
    {
      slug: "contact",
      valid: contact("single@example.org"),
      singleLine: ["firstName", "lastName", "email", "company"],
      table: contactRequests,
    },
    {
      slug: "get-started",
      valid: {
        firstName: "Maya",
        lastName: "Chen",
        email: "maya@example.org",
        company: "City",
        companySize: "1000+",
        primaryInterest: "construction",
        currentChallenges: "Inspections take six weeks.",
        timeline: "medium",
        budget: "250k-500k",
      },
      singleLine: ["firstName", "lastName", "email", "company"],
      table: getStartedRequests,
    },
    {
      slug: "job-application",
      valid: {
        jobTitle: jobs[0]!.title,
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@example.org",
        phone: "+1 555 0101",
        linkedIn: "https://www.linkedin.com/in/grace",
        experience: "Twelve years.",
        coverLetter: "Hello there.",
      },
      singleLine: [
        "jobTitle",
        "firstName",
        "lastName",
        "email",
        "phone",
        "linkedIn",
      ],
      table: jobApplications,
    },
  ];

  for (const form of forms) {
    it(`${form.slug}: ${form.singleLine.join(", ")}`, async () => {
      const [before] = await getDb()
        .select({ n: sql<number>`count(*)::int` })
        .from(form.table as typeof blueprintLeads);
      for (const field of form.singleLine) {
        for (const value of [HOSTILE, "Al\u2028Bcc: x@y", "Al\u0000"]) {
          const fields = {
            ...form.valid,
            [field]: value,
            _formToken: humanToken("contact"),
            resume: form.slug === "job-application" ? resume() : undefined,
          };
          const { status, body } = await post(form.slug, fields);
          expect(status, `${field} = ${JSON.stringify(value)}`).toBe(400);
          expect(body.ok ? {} : body.fieldErrors[field]).toEqual([
            SINGLE_LINE_MESSAGE,
          ]);
        }
      }
      const [after] = await getDb()
        .select({ n: sql<number>`count(*)::int` })
        .from(form.table as typeof blueprintLeads);
      expect(after!.n).toBe(before!.n);
    });
  }

  it("keeps line breaks in a multi-line field (as \\n) and drops other control characters", async () => {
    const message =
      "First line\r\nSecond line\u2028Third\u0007 line\twith a tab";
    expect(
      (
        await post("contact", {
          ...contact("multiline@example.org", { message }),
          _formToken: humanToken("contact"),
        })
      ).status,
    ).toBe(200);
    expect(await contactRows("multiline@example.org")).toMatchObject([
      { message: "First line\nSecond line\nThird line with a tab" },
    ]);
  });
});

describe(`acknowledgements (${testDbKind()})`, () => {
  it("quote nothing the visitor wrote, on any form", async () => {
    const marker = (name: string) => `Zq${name}Marker`;
    const submissions = [
      {
        slug: "blueprint",
        kind: "blueprint",
        email: "ack-blueprint@example.org",
        fields: {
          fullName: marker("Name"),
          companyName: marker("Company"),
          phone: marker("Phone"),
          message: marker("Message"),
        },
      },
      {
        slug: "contact",
        kind: "contact",
        email: "ack-contact@example.org",
        fields: {
          firstName: marker("First"),
          lastName: marker("Last"),
          company: marker("Company"),
          interest: "other",
          message: marker("Message"),
        },
      },
      {
        slug: "get-started",
        kind: "get_started",
        email: "ack-started@example.org",
        fields: {
          firstName: marker("First"),
          lastName: marker("Last"),
          company: marker("Company"),
          companySize: "1000+",
          primaryInterest: "construction",
          currentChallenges: marker("Challenges"),
          timeline: "medium",
          budget: "250k-500k",
        },
      },
      {
        slug: "job-application",
        kind: "job_application",
        email: "ack-job@example.org",
        fields: {
          jobTitle: jobs[0]!.title,
          firstName: marker("First"),
          lastName: marker("Last"),
          phone: marker("Phone"),
          linkedIn: `https://www.linkedin.com/in/${marker("LinkedIn")}`,
          experience: marker("Experience"),
          coverLetter: marker("Cover"),
          resume: new File(
            [Buffer.from(samplePdf())],
            `${marker("File")}.pdf`,
            { type: "application/pdf" },
          ),
        },
      },
    ] as const;
    for (const submission of submissions) {
      const answer = await post(submission.slug, {
        ...submission.fields,
        email: submission.email,
        _formToken: humanToken(submission.kind),
      });
      expect(answer.status, submission.slug).toBe(200);
      const [ack] = await mailFor("lead_acknowledgement", submission.email);
      const payload = ack!.payload as {
        to: string[];
        subject: string;
        text: string;
      };
      expect(payload.to).toEqual([submission.email]);
      const shown = `${payload.subject}\n${payload.text}`;
      expect(shown).not.toMatch(/Zq\w*Marker/);
      expect(shown).not.toContain(submission.email);
      // The staff notification still has everything.
      const [staff] = await mailFor("lead_notification", submission.email);
      expect((staff!.payload as { text: string }).text).toContain(
        marker("firstName" in submission.fields ? "First" : "Name"),
      );
    }
    // The position title comes from our own list, and only from it.
    const [jobAck] = await mailFor(
      "lead_acknowledgement",
      "ack-job@example.org",
    );
    expect((jobAck!.payload as { subject: string }).subject).toBe(
      `Your application: ${jobs[0]!.title}`,
    );
  });

  it("stop after 3 to one address (any case) in 24 hours, while the lead and its staff notification are still stored", async () => {
    const addresses = [
      "Limit@Example.org",
      "limit@example.org",
      "LIMIT@EXAMPLE.ORG",
      "limit@Example.org",
    ];
    for (const [index, email] of addresses.entries()) {
      const answer = await post("contact", {
        ...contact(email, {
          message: `Question number ${index + 1} about clinics.`,
        }),
        _formToken: humanToken("contact"),
      });
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    }
    const leads = await getDb()
      .select()
      .from(contactRequests)
      .where(sql`lower(${contactRequests.email}) = 'limit@example.org'`);
    expect(leads).toHaveLength(4);
    expect(
      await mailFor("lead_notification", "limit@example.org"),
    ).toHaveLength(4);
    const acks = await mailFor("lead_acknowledgement", "limit@example.org");
    expect(acks.map((ack) => (ack.payload as { to: string[] }).to[0])).toEqual(
      addresses.slice(0, 3),
    );
  });

  it("count a mailbox, not its spellings: +tags and Gmail's dots share the 3 a day", async () => {
    const addresses = [
      "tagged+1@example.org",
      "tagged+2@example.org",
      "Tagged+news@Example.org",
      "tagged@example.org",
      "ta.gg.ed+5@gmail.com",
      "tagged@googlemail.com",
      "tagged@gmail.com",
      "t.a.g.g.e.d@gmail.com",
    ];
    for (const [index, email] of addresses.entries()) {
      const answer = await post("contact", {
        ...contact(email, {
          message: `Tagged question number ${index + 1} about clinics.`,
        }),
        _formToken: humanToken("contact"),
      });
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    }
    const acked: string[] = [];
    for (const email of addresses)
      if ((await mailFor("lead_acknowledgement", email)).length > 0)
        acked.push(email);
    // Each lead and its staff notification are stored; each mailbox gets three at most.
    expect(acked).toEqual([
      "tagged+1@example.org",
      "tagged+2@example.org",
      "Tagged+news@Example.org",
      "ta.gg.ed+5@gmail.com",
      "tagged@googlemail.com",
      "tagged@gmail.com",
    ]);
    for (const email of addresses)
      expect(await mailFor("lead_notification", email), email).toHaveLength(1);
  });

  it("hold the limit when many leads for one address arrive at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post("contact", {
          ...contact("burst@example.org", {
            message: `Burst question ${index} about clinics.`,
          }),
          _formToken: humanToken("contact"),
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await contactRows("burst@example.org")).toHaveLength(8);
    expect(
      await mailFor("lead_notification", "burst@example.org"),
    ).toHaveLength(8);
    expect(
      await mailFor("lead_acknowledgement", "burst@example.org"),
    ).toHaveLength(3);
  });
});
