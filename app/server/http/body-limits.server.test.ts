import { englishText } from "~/i18n/message";
import { MEDIA_MAX_BYTES, mediaMessages } from "~/domain/media/media-rules";
import { describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES, resumeMessages } from "~/domain/forms/lead-forms";
import {
  DOCUMENT_MAX_BYTES,
  documentUploadMessages,
} from "~/domain/client-work/document-upload";
import { NEWSLETTER_FORM_MAX_BYTES } from "../newsletter/newsletter-signup-body-policy.server";
import { refusalForProblem, busyRefusal } from "./body-refusals.server";
import { bodyPolicyFor } from "../body-policies.server";
import { DOCUMENT_UPLOAD_MAX_BYTES } from "../client-work/document-upload-body-policy.server";
import {
  MEDIA_UPLOAD_MAX_BYTES,
  STUDIO_FORM_MAX_BYTES,
} from "../studio/studio-body-policy.server";
import {
  OTHER_BODY_MAX_BYTES,
  TEXT_FORM_MAX_BYTES,
  UPLOAD_FORM_MAX_BYTES,
  hasRequestBody,
} from "./body-limits.server";

/** Each of the paths (one route's spellings, or the routes beside it) gets this policy. */
function expectPolicies(paths: readonly string[], expected: object) {
  for (const path of paths)
    expect(bodyPolicyFor(path), path).toMatchObject(expected);
}

/** The sign-in pages' policy: text forms, counted against one bucket. */
const accountPolicy = {
  form: null,
  rateLimit: "account",
  answer: "page",
  limits: { maxBytes: TEXT_FORM_MAX_BYTES, maxFiles: 0 },
};

/** One file in the `file` field, uncounted, a refusal answered by the route's page. */
const oneFileUpload = (maxBytes: number, maxFileBytes: number) => ({
  rateLimit: null,
  routeAnswersRefusal: true,
  limits: { maxBytes, maxFiles: 1, maxFileBytes },
  upload: { field: "file" },
});

describe("bodyPolicyFor", () => {
  it.each([
    ["/blueprint", "blueprint", "page", TEXT_FORM_MAX_BYTES],
    ["/contact", "contact", "page", TEXT_FORM_MAX_BYTES],
    ["/get-started", "get_started", "page", TEXT_FORM_MAX_BYTES],
    ["/careers", "job_application", "page", UPLOAD_FORM_MAX_BYTES],
    ["/api/forms/blueprint", "blueprint", "json", TEXT_FORM_MAX_BYTES],
    ["/api/forms/contact", "contact", "json", TEXT_FORM_MAX_BYTES],
    ["/api/forms/get-started", "get_started", "json", TEXT_FORM_MAX_BYTES],
    [
      "/api/forms/job-application",
      "job_application",
      "json",
      UPLOAD_FORM_MAX_BYTES,
    ],
  ])("gives %s the %s form's limits", (path, form, answer, maxBytes) => {
    const policy = bodyPolicyFor(path);
    expect(policy).toMatchObject({ form, answer, limits: { maxBytes } });
  });

  it("matches every spelling React Router would route to the form", () => {
    for (const path of ["/careers/", "/CAREERS", "/c%61reers", "//careers"])
      expect(bodyPolicyFor(path).form).toBe("job_application");
  });

  it("takes one file, up to the résumé limit, only on the upload form", () => {
    expect(bodyPolicyFor("/careers").limits).toMatchObject({
      maxFiles: 1,
      maxFileBytes: RESUME_MAX_BYTES,
    });
    expect(bodyPolicyFor("/contact").limits.maxFiles).toBe(0);
    expect(bodyPolicyFor("/api/forms/contact").limits.maxFiles).toBe(0);
  });

  it("counts the demo gate and its lock with the account pages, as text forms", () => {
    expectPolicies(
      [
        "/allied",
        "/allied/",
        "/ALLIED",
        "/allied.data",
        "/allied/lock",
        "/allied/lock.data",
      ],
      accountPolicy,
    );
    expectPolicies(["/allied/billing", "/allied/lockx", "/alliedx"], {
      rateLimit: null,
    });
  });

  it("counts the account pages against one bucket, as text forms, in every spelling and at their data URLs", () => {
    const paths = [
      "/auth",
      "/auth/",
      "/AUTH",
      "/auth.data",
      "/auth/_.data",
      "/auth/two-factor",
      "/auth/forgot-password",
      "/auth/reset-password.data",
      "/auth/verify-email",
      "/admin/auth",
      "/admin/auth.data",
      "/account",
      "/sign-out",
      "/sign-out.data",
    ];
    expectPolicies(paths, accountPolicy);
    expectPolicies(
      [
        "/authx",
        "/auth/a/b",
        "/admin",
        "/admin/auth/x",
        "/accounts",
        "/api/auth",
      ],
      { rateLimit: null },
    );
  });

  it("counts each lead form against its own bucket", () => {
    expect(bodyPolicyFor("/contact").rateLimit).toBe("contact");
    expect(bodyPolicyFor("/api/forms/job-application").rateLimit).toBe(
      "job_application",
    );
  });

  it("matches a counted path's single-fetch URLs, other cases and French spelling as the path itself", () => {
    for (const [path, spelling] of [
      ["/contact", "/contact.data"],
      ["/contact", "/contact/_.data"],
      ["/contact", "/FR/Contact.data"],
      ["/careers", "/careers/_.data"],
      ["/api/forms/contact", "/api/forms/contact.data"],
      ["/api/newsletter", "/api/newsletter.data"],
      ["/newsletter", "/fr/newsletter/_.data"],
      ["/newsletter/preferences", "/newsletter/preferences.data"],
    ] as const)
      expect(bodyPolicyFor(spelling), spelling).toEqual(bodyPolicyFor(path));
  });

  it("takes one document of up to 25 MB at the Documents tab and its data URL, uncounted, answered by the page", () => {
    expectPolicies(
      [
        "/dashboard/documents",
        "/dashboard/documents/",
        "/Dashboard/Documents",
        "/dashboard/documents.data",
        "/dashboard/d%6Fcuments",
      ],
      {
        form: null,
        answer: "page",
        ...oneFileUpload(DOCUMENT_UPLOAD_MAX_BYTES, DOCUMENT_MAX_BYTES),
      },
    );
    expect(DOCUMENT_UPLOAD_MAX_BYTES).toBeGreaterThan(DOCUMENT_MAX_BYTES);
    expect(DOCUMENT_UPLOAD_MAX_BYTES - DOCUMENT_MAX_BYTES).toBeLessThanOrEqual(
      1024 * 1024,
    );
    // The download, a project page and the other tabs take no upload.
    expectPolicies(
      [
        "/dashboard/documents/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b/download",
        "/dashboard",
        "/dashboard/support",
        "/dashboard/documents/x",
      ],
      { limits: { maxFiles: 0 } },
    );
  });

  it("counts a team invitation per admin and organisation at its own path and data URL, answered by the page (docs/access-audit.md)", () => {
    expectPolicies(
      [
        "/dashboard/team/invite",
        "/Dashboard/Team/Invite/",
        "/dashboard/team/invite.data",
        "/dashboard/team/%69nvite",
      ],
      {
        form: null,
        rateLimit: "team-invite",
        answer: "page",
        routeAnswersRefusal: true,
        limits: { maxFiles: 0 },
      },
    );
    // The tab's other actions (revoke, cancel) are not invitations.
    expectPolicies(
      ["/dashboard/team", "/dashboard/team.data", "/dashboard/team/invite/x"],
      { rateLimit: null },
    );
  });

  it("takes an article's long body at the studio's editor of one insight, text only, and nowhere else", () => {
    expectPolicies(
      [
        "/lead_admin/insights/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
        "/LEAD_ADMIN/insights/6F1D2C3B-4A5E-4F60-8A7B-9C0D1E2F3A4B/",
        "/lead_admin/insights/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b.data",
      ],
      {
        rateLimit: null,
        limits: {
          maxBytes: STUDIO_FORM_MAX_BYTES,
          maxFiles: 0,
          maxFieldBytes: 800 * 1024,
        },
      },
    );
    for (const path of [
      "/lead_admin/insights",
      "/lead_admin/insights/new",
      "/lead_admin/insights/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b/revisions",
      "/lead_admin/leads/x",
    ]) {
      expect(bodyPolicyFor(path).limits.maxBytes, path).toBeLessThan(
        STUDIO_FORM_MAX_BYTES,
      );
    }
  });

  it("takes one image of up to 15 MB at the studio's media library, answered by its page, and nowhere else", () => {
    for (const path of [
      "/lead_admin/media",
      "/LEAD_ADMIN/Media/",
      "/lead_admin/media.data",
    ]) {
      const policy = bodyPolicyFor(path);
      expect(policy, path).toMatchObject(
        oneFileUpload(MEDIA_UPLOAD_MAX_BYTES, MEDIA_MAX_BYTES),
      );
      expect(refusalForProblem("file-too-large", policy)).toMatchObject({
        status: 413,
        fieldErrors: { file: [mediaMessages.tooLarge] },
      });
    }
    expectPolicies(["/lead_admin/media/x", "/media", "/lead_admin/mediax"], {
      limits: { maxFiles: 0 },
    });
  });

  it("takes one document of up to 25 MB at the console's upload for a client, and nowhere else in the console", () => {
    expectPolicies(
      [
        "/lead_admin/clients/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b/upload",
        "/LEAD_ADMIN/clients/x/upload/",
        "/lead_admin/clients/x/upload.data",
      ],
      oneFileUpload(DOCUMENT_UPLOAD_MAX_BYTES, DOCUMENT_MAX_BYTES),
    );
    expectPolicies(
      [
        "/lead_admin/clients",
        "/lead_admin/clients/x",
        "/lead_admin/clients/x/upload/y",
      ],
      { limits: { maxFiles: 0 } },
    );
  });

  it("words the Documents tab's refusals for documents, the careers form's for résumés", () => {
    const documentsPolicy = bodyPolicyFor("/dashboard/documents");
    expect(refusalForProblem("file-too-large", documentsPolicy)).toMatchObject({
      status: 413,
      fieldErrors: { file: [englishText(documentUploadMessages.tooLarge)] },
      said: { id: documentUploadMessages.tooLarge },
    });
    expect(refusalForProblem("too-large", documentsPolicy)).toMatchObject({
      status: 413,
      fieldErrors: { file: [englishText(documentUploadMessages.tooLarge)] },
    });
    expect(busyRefusal(documentsPolicy)).toMatchObject({
      status: 503,
      formErrors: [englishText(documentUploadMessages.busy)],
      said: { id: documentUploadMessages.busy },
    });
    expect(
      refusalForProblem("file-too-large", bodyPolicyFor("/careers")),
    ).toMatchObject({ fieldErrors: { resume: [resumeMessages.tooLarge] } });
    expect(bodyPolicyFor("/careers").routeAnswersRefusal).toBe(true);
    expect(bodyPolicyFor("/api/forms/careers").routeAnswersRefusal).toBe(false);
    expect(bodyPolicyFor("/auth").routeAnswersRefusal).toBe(false);
  });

  it("counts the newsletter's sign-up and confirmation posts with the form budget, in both languages, with a small body", () => {
    for (const [path, answer, routeAnswersRefusal] of [
      ["/newsletter", "page", true],
      ["/fr/newsletter", "page", true],
      ["/Newsletter/", "page", true],
      ["/newsletter/confirm", "page", false],
      ["/fr/newsletter/confirm", "page", false],
      ["/api/newsletter", "json", false],
    ] as const) {
      expect(bodyPolicyFor(path), path).toMatchObject({
        form: null,
        rateLimit: "newsletter",
        answer,
        routeAnswersRefusal,
        limits: { maxBytes: NEWSLETTER_FORM_MAX_BYTES, maxFiles: 0 },
      });
    }
    expect(NEWSLETTER_FORM_MAX_BYTES).toBeLessThan(TEXT_FORM_MAX_BYTES);
    // The sign-up page shows a refused post's address again; the confirm button has none.
    expect(bodyPolicyFor("/fr/newsletter").refillsForm).toBe(true);
    expect(bodyPolicyFor("/newsletter/confirm").refillsForm).toBeUndefined();
    // The preferences and one-click pages have a budget of their own (newsletter-edge.server.ts).
    expect(bodyPolicyFor("/newsletter/preferences").rateLimit).toBe(
      "newsletter-link",
    );
  });

  it("gives every other path the small cap and no form", () => {
    for (const path of [
      "/",
      "/about",
      "/api/forms/newsletter",
      "/api/other",
      "/blueprint/x",
      "/%E0%A4%A",
    ]) {
      const policy = bodyPolicyFor(path);
      expect(policy.form).toBeNull();
      expect(policy.rateLimit).toBeNull();
      expect(policy.limits).toMatchObject({
        maxBytes: OTHER_BODY_MAX_BYTES,
        maxFiles: 0,
      });
    }
    expect(bodyPolicyFor("/api/forms/newsletter").answer).toBe("json");
    expect(bodyPolicyFor("/about").answer).toBe("page");
  });
});

describe("hasRequestBody", () => {
  it("sees a body when the request is chunked or declares a length above 0", () => {
    expect(hasRequestBody({ "transfer-encoding": "chunked" })).toBe(true);
    expect(hasRequestBody({ "content-length": "12" })).toBe(true);
    expect(hasRequestBody({ "content-length": "0" })).toBe(false);
    expect(hasRequestBody({})).toBe(false);
  });
});
