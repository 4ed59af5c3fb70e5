import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "~/content/jobs";
import type { LeadFormResponse } from "~/domain/forms/lead-form-response";
import {
  CONSENT_TEXT,
  PRIVACY_NOTICE_VERSION,
} from "~/domain/privacy/consent-copy";
import { action as apiAction } from "~/routes/api/forms";
import {
  jobApplications,
  newsletterSubscribers,
  outbox,
  privacyConsents,
} from "~/server/db/schema.server";
import { unsubscribeSubscriber } from "~/server/newsletter/newsletter-subscribers.server";
import { recordConsent } from "~/server/privacy/consents.server";
import { confirmSubscription } from "~/server/newsletter/newsletter-confirm.server";
import { issueConfirmationToken } from "~/server/newsletter/newsletter-tokens.server";
import {
  isSuppressed,
  suppressAddress,
} from "~/server/privacy/suppressions.server";
import {
  checkWithdrawalToken,
  issueWithdrawalToken,
} from "~/server/privacy/consent-withdrawal.server";
import {
  consentWithdrawAction,
  consentWithdrawLoader,
} from "~/server/privacy/consent-withdraw.handler.server";
import { issueFormToken } from "~/server/security/form-token.server";
import { getDb } from "~/server/services.server";
import { CookieJar, callRoute, get, post } from "../support/account-session";
import {
  callJsonAction,
  formRequest,
  startTestServices,
} from "../support/app-services";
import { samplePdf } from "../support/documents";
import { testDbKind } from "../support/test-database";

/**
 * Consent per purpose (decision 072) against a real database: the careers application's
 * unticked "keep my résumé" box writes exactly one consent row, with the notice version, the
 * language and the form, only when ticked and in the application's transaction; the
 * acknowledgement carries a signed withdrawal link whose page withdraws in one POST (twice is
 * harmless, a forged link does nothing); the newsletter's unsubscribe closes its consent rows.
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;

beforeAll(async () => {
  harness = await startTestServices({
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "0",
  });
}, 120_000);
afterAll(async () => harness?.stop());

let ip = 0;
const secret = () => harness.services.env.authSecret;

function apply(email: string, extra: Record<string, string> = {}) {
  return callJsonAction<LeadFormResponse>(
    apiAction,
    formRequest("/api/forms/job-application", {
      jobTitle: jobs[0]!.title,
      firstName: "Grace",
      lastName: "Hopper",
      email,
      experience: "12 years building compilers.",
      coverLetter: "I would like to help.",
      resume: new File([Buffer.from(samplePdf())], "grace.pdf", {
        type: "application/pdf",
      }),
      _formToken: issueFormToken(
        secret(),
        "job_application",
        Date.now() - 10_000,
      ),
      ...extra,
    }),
    { form: "job-application" },
    `192.0.2.${++ip}`,
  );
}

const consentsOf = (email: string) =>
  getDb()
    .select()
    .from(privacyConsents)
    .where(eq(privacyConsents.emailKey, email));

async function acknowledgementTo(email: string) {
  const rows = await getDb()
    .select()
    .from(outbox)
    .where(eq(outbox.kind, "lead_acknowledgement"));
  return rows
    .map((row) => row.payload as { to: string[]; text: string })
    .find((message) => message.to[0] === email);
}

describe(`consent per purpose on ${testDbKind()}`, () => {
  it("a ticked box writes one consent row with its version, language and form; an unticked one none", async () => {
    const ticked = await apply("keep-en@example.org", { keepResume: "on" });
    expect(ticked.status).toBe(200);
    const [application] = await getDb()
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.email, "keep-en@example.org"));
    const rows = await consentsOf("keep-en@example.org");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      purpose: "keep_resume",
      consentText: CONSENT_TEXT.keep_resume.en,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      locale: "en",
      form: "careers",
      subjectTable: "job_applications",
      subjectId: application!.id,
      withdrawnAt: null,
    });

    const unticked = await apply("keep-none@example.org");
    expect(unticked.status).toBe(200);
    expect(await consentsOf("keep-none@example.org")).toHaveLength(0);
    expect(
      (await acknowledgementTo("keep-none@example.org"))?.text,
    ).not.toContain("/privacy/consent/withdraw");

    const french = await apply("keep-fr@example.org", {
      keepResume: "on",
      locale: "fr",
    });
    expect(french.status).toBe(200);
    expect(await consentsOf("keep-fr@example.org")).toMatchObject([
      { locale: "fr", consentText: CONSENT_TEXT.keep_resume.fr },
    ]);
    expect((await acknowledgementTo("keep-fr@example.org"))?.text).toMatch(
      /\/fr\/privacy\/consent\/withdraw\?token=w1\./,
    );
  });

  it("a refused application records no consent", async () => {
    const refused = await apply("keep-refused@example.org", {
      keepResume: "on",
      coverLetter: "",
    });
    expect(refused.status).toBe(400);
    expect(await consentsOf("keep-refused@example.org")).toHaveLength(0);
  });

  it("the acknowledgement's link opens a page whose one button withdraws; twice is harmless; a forged link does nothing", async () => {
    await apply("keep-link@example.org", { keepResume: "on" });
    const text = (await acknowledgementTo("keep-link@example.org"))!.text;
    const url = new URL(
      /https?:\/\/\S+\/privacy\/consent\/withdraw\?token=\S+/.exec(text)![0],
    );
    const token = url.searchParams.get("token")!;
    expect(checkWithdrawalToken(secret(), token)).toEqual({
      valid: true,
      purpose: "keep_resume",
      email: "keep-link@example.org",
    });

    const jar = new CookieJar();
    const page = await callRoute(
      consentWithdrawLoader,
      get(`/privacy/consent/withdraw?token=${encodeURIComponent(token)}`),
      jar,
    );
    expect(page.status).toBe(200);
    expect(page.data).toEqual({
      state: "ready",
      token,
      purpose: "keep_resume",
    });
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    // Opening the page withdraws nothing (mail scanners follow links).
    expect(
      (await consentsOf("keep-link@example.org"))[0]!.withdrawnAt,
    ).toBeNull();

    const pressed = await callRoute(
      consentWithdrawAction,
      post("/privacy/consent/withdraw", { token }),
      jar,
    );
    expect(pressed.data).toEqual({ state: "done", purpose: "keep_resume" });
    const [withdrawn] = await consentsOf("keep-link@example.org");
    expect(withdrawn!.withdrawnAt).not.toBeNull();
    expect(withdrawn!.withdrawnVia).toBe("link");

    const again = await callRoute(
      consentWithdrawAction,
      post("/privacy/consent/withdraw", { token }),
      jar,
    );
    expect(again.data).toEqual({ state: "done", purpose: "keep_resume" });
    expect((await consentsOf("keep-link@example.org"))[0]!.withdrawnAt).toEqual(
      withdrawn!.withdrawnAt,
    );

    // Another address's consent stays: the forged token's signature is not ours.
    await apply("keep-other@example.org", { keepResume: "on" });
    const forged = issueWithdrawalToken("not-the-server-secret", {
      purpose: "keep_resume",
      email: "keep-other@example.org",
    });
    const refused = await callRoute(
      consentWithdrawAction,
      post("/privacy/consent/withdraw", { token: forged }),
      jar,
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ state: "invalid" });
    expect(
      (await consentsOf("keep-other@example.org"))[0]!.withdrawnAt,
    ).toBeNull();
  });

  it("unsubscribing from the newsletter closes the address's newsletter consents", async () => {
    await recordConsent(getDb(), {
      purpose: "newsletter",
      email: "News.Reader@example.org",
      locale: "en",
      form: "contact",
    });
    const [subscriber] = await getDb()
      .insert(newsletterSubscribers)
      .values({
        email: "news.reader@example.org",
        status: "confirmed",
        consentText: "Subscribe",
      })
      .returning({ id: newsletterSubscribers.id });
    await unsubscribeSubscriber(getDb(), {
      subscriberId: subscriber!.id,
      source: "one_click",
    });
    const [row] = await getDb()
      .select()
      .from(privacyConsents)
      .where(
        and(
          eq(privacyConsents.emailKey, "news.reader@example.org"),
          eq(privacyConsents.purpose, "newsletter"),
        ),
      );
    expect(row!.withdrawnVia).toBe("unsubscribe");
    expect(row!.withdrawnAt).not.toBeNull();
  });

  it("a confirmed double opt-in lifts the address's suppression", async () => {
    await suppressAddress(getDb(), {
      email: "came.back@example.org",
      secret: secret(),
      requestId: null,
    });
    const [subscriber] = await getDb()
      .insert(newsletterSubscribers)
      .values({
        email: "came.back@example.org",
        status: "pending",
        consentText: "Subscribe",
        pendingSince: new Date(Date.now() - 60_000),
      })
      .returning({ id: newsletterSubscribers.id });
    expect(await isSuppressed(getDb(), "came.back@example.org", secret())).toBe(
      true,
    );
    const outcome = await confirmSubscription(
      getDb(),
      secret(),
      issueConfirmationToken(secret(), subscriber!.id),
      { page: "/newsletter/confirm" },
    );
    expect(outcome.state).toBe("confirmed");
    expect(await isSuppressed(getDb(), "came.back@example.org", secret())).toBe(
      false,
    );
  });

  it("the newsletter box on the contact, blueprint and get-started forms records its consent and starts the double opt-in; unticked, neither", async () => {
    const forms = {
      contact: {
        firstName: "Lars",
        lastName: "Nilsen",
        company: "Regional Health Trust",
        interest: "healthcare",
        message: "We need telemedicine for 40 rural clinics.",
      },
      blueprint: { fullName: "Amina Diallo" },
    } as const;
    for (const [slug, fields] of Object.entries(forms)) {
      const kind = slug as "contact" | "blueprint";
      const send = (email: string, extra: Record<string, string>) =>
        callJsonAction<LeadFormResponse>(
          apiAction,
          formRequest(`/api/forms/${slug}`, {
            ...fields,
            email,
            _formToken: issueFormToken(secret(), kind, Date.now() - 10_000),
            ...extra,
          }),
          { form: slug },
          `192.0.2.${++ip}`,
        );
      const ticked = `news-${slug}@example.org`;
      expect(
        (await send(ticked, { newsletterOptIn: "on", locale: "fr" })).status,
      ).toBe(200);
      expect(await consentsOf(ticked)).toMatchObject([
        {
          purpose: "newsletter",
          consentText: CONSENT_TEXT.newsletter.fr,
          noticeVersion: PRIVACY_NOTICE_VERSION,
          locale: "fr",
          form: slug,
        },
      ]);
      const [subscriber] = await getDb()
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.emailKey, ticked));
      expect(subscriber).toMatchObject({
        status: "pending",
        consentText: CONSENT_TEXT.newsletter.fr,
        locale: "fr",
      });
      const confirmations = (
        await getDb()
          .select()
          .from(outbox)
          .where(eq(outbox.kind, "newsletter_confirmation"))
      ).filter((row) => (row.payload as { to: string[] }).to[0] === ticked);
      expect(confirmations).toHaveLength(1);

      const unticked = `news-none-${slug}@example.org`;
      expect((await send(unticked, {})).status).toBe(200);
      expect(await consentsOf(unticked)).toHaveLength(0);
      expect(
        await getDb()
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.emailKey, unticked)),
      ).toHaveLength(0);
    }
  });
});
