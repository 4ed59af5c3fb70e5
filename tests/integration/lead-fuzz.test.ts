import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as blueprintAction } from "~/routes/marketing/blueprint";
import { action as careersAction } from "~/routes/marketing/careers";
import { action as contactAction } from "~/routes/marketing/contact";
import { action as getStartedAction } from "~/routes/forms/get-started";
import { action as apiAction } from "~/routes/api/forms";
import {
  cleanMultiline,
  isSingleLine,
  SINGLE_LINE_MESSAGE,
} from "~/domain/forms/form-fields";
import type { LeadFormResponse } from "~/domain/forms/lead-form-response";
import {
  blueprintLeads,
  contactRequests,
  getStartedRequests,
  jobApplications,
  outbox,
  storedFiles,
} from "~/server/db/schema.server";
import { getDb } from "~/server/services.server";
import {
  callAction,
  callJsonAction,
  startTestServices,
} from "../support/app-services";
import { testDbKind } from "../support/test-database";

/**
 * Bad input of every kind — wrong types (files where text belongs), huge strings,
 * arbitrary unicode, missing and extra fields — always gets a 4xx with errors, never a
 * 5xx and never a row: from each page's action (no JavaScript) and from
 * POST /api/forms/:form (the enhanced form), which share one pipeline.
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;
beforeAll(async () => {
  harness = await startTestServices();
});
afterAll(async () => harness?.stop());

type FieldValue = string | File;

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "<script>alert(1)</script>",
    "'; drop table blueprint_leads; --",
    "😀".repeat(30),
  ),
  fc.nat({ max: 200_000 }).map((n) => "x".repeat(n)),
);
const value: fc.Arbitrary<FieldValue | undefined> = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ maxLength: 64 })
      .map((bytes) => new File([Buffer.from(bytes)], "x.bin")),
  },
);
const extraFields = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }),
  text,
  { maxKeys: 4 },
);

/** Records of the form's fields with at least one required field made invalid. */
function badInput(
  fields: string[],
  breakers: Record<string, fc.Arbitrary<FieldValue | undefined>>,
) {
  return fc
    .record({
      fields: fc.record(
        Object.fromEntries(fields.map((name) => [name, value])),
      ),
      broken: fc.constantFrom(...Object.keys(breakers)),
      extra: extraFields,
    })
    .chain(({ fields: values, broken, extra }) =>
      breakers[broken]!.map(
        (bad) =>
          ({ ...extra, ...values, [broken]: bad }) as Record<
            string,
            FieldValue | undefined
          >,
      ),
    );
}

const missingOrShort = fc.constantFrom<FieldValue | undefined>(
  undefined,
  "",
  " ",
  "a",
);
const notAnEmail = fc.oneof(
  fc.constantFrom<FieldValue | undefined>(
    undefined,
    "",
    "no-at-sign",
    "a@",
    "@b",
  ),
  fc.string({ maxLength: 20 }).filter((s) => !s.includes("@")),
);

function request(
  path: string,
  fields: Record<string, FieldValue | undefined>,
  multipart: boolean,
): Request {
  if (multipart || Object.values(fields).some((v) => v instanceof File)) {
    const body = new FormData();
    for (const [name, v] of Object.entries(fields))
      if (v !== undefined) body.append(name, v);
    return new Request(`http://localhost${path}`, { method: "POST", body });
  }
  const body = new URLSearchParams();
  for (const [name, v] of Object.entries(fields))
    if (typeof v === "string") body.append(name, v);
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

const forms = [
  {
    name: "blueprint",
    slug: "blueprint",
    path: "/blueprint",
    action: blueprintAction,
    fields: [
      "fullName",
      "email",
      "companyName",
      "phone",
      "companySize",
      "primaryInterest",
      "message",
    ],
    breakers: { fullName: missingOrShort, email: notAnEmail },
    multipart: false,
  },
  {
    name: "contact",
    slug: "contact",
    path: "/contact",
    action: contactAction,
    fields: [
      "firstName",
      "lastName",
      "email",
      "company",
      "interest",
      "message",
    ],
    breakers: {
      firstName: missingOrShort,
      email: notAnEmail,
      interest: fc.constantFrom<FieldValue | undefined>(undefined, "space"),
    },
    multipart: false,
  },
  {
    name: "get started",
    slug: "get-started",
    path: "/get-started",
    action: getStartedAction,
    fields: [
      "firstName",
      "lastName",
      "email",
      "company",
      "companySize",
      "primaryInterest",
      "currentChallenges",
      "timeline",
      "budget",
    ],
    breakers: {
      lastName: missingOrShort,
      budget: fc.constantFrom<FieldValue | undefined>(undefined, "free"),
    },
    multipart: false,
  },
  {
    name: "job application",
    slug: "job-application",
    path: "/careers",
    action: careersAction,
    fields: [
      "jobTitle",
      "firstName",
      "lastName",
      "email",
      "phone",
      "linkedIn",
      "experience",
      "coverLetter",
      "resume",
    ],
    breakers: {
      email: notAnEmail,
      coverLetter: fc.constantFrom<FieldValue | undefined>(
        undefined,
        "",
        "   ",
      ),
    },
    multipart: true,
  },
] as const;

async function totalRows() {
  const tables = [
    blueprintLeads,
    contactRequests,
    getStartedRequests,
    jobApplications,
    storedFiles,
    outbox,
  ];
  let total = 0;
  for (const table of tables)
    total += (
      await getDb()
        .select({ n: count() })
        .from(table as typeof outbox)
    )[0]!.n;
  return total;
}

describe(`bad input on every form action (${testDbKind()})`, () => {
  for (const form of forms) {
    it(`${form.name}: always a 4xx with errors, never a 5xx, never a row (page action and JSON endpoint)`, async () => {
      const before = await totalRows();
      await fc.assert(
        fc.asyncProperty(
          badInput([...form.fields], form.breakers),
          async (fields) => {
            const { status, data } = await callAction(
              form.action as never,
              request(form.path, fields, form.multipart),
            );
            expect(status).toBeGreaterThanOrEqual(400);
            expect(status).toBeLessThan(500);
            expect(
              [...Object.values(data.fieldErrors).flat(), ...data.formErrors]
                .length,
            ).toBeGreaterThan(0);
            const api = await callJsonAction<LeadFormResponse>(
              apiAction,
              request(`/api/forms/${form.slug}`, fields, form.multipart),
              {
                form: form.slug,
              },
            );
            expect(api.status).toBe(status);
            expect(api.body.ok).toBe(false);
            if (!api.body.ok)
              expect(
                [
                  ...Object.values(api.body.fieldErrors).flat(),
                  ...api.body.formErrors,
                ].length,
              ).toBeGreaterThan(0);
          },
        ),
        { numRuns: 60 },
      );
      expect(await totalRows()).toBe(before);
    });
  }
});

describe(`valid submissions with arbitrary text (${testDbKind()})`, () => {
  it("stores any unicode in the free-text fields (never a 5xx)", async () => {
    // Lengths count characters (code points) after the multi-line cleaning, as the schemas do:
    // "𐀀" is one character, not two; control characters other than line breaks are dropped.
    const characters = (s: string) => [...String(cleanMultiline(s))].length;
    const freeText = fc
      .string({ unit: "binary", minLength: 10, maxLength: 400 })
      .filter((s) => characters(s) >= 10);
    const name = fc
      .string({ unit: "grapheme", minLength: 2, maxLength: 60 })
      .filter((s) => isSingleLine(s) && [...s.trim()].length >= 2);
    await fc.assert(
      fc.asyncProperty(freeText, name, async (message, name) => {
        const { status } = await callAction(
          contactAction,
          request(
            "/contact",
            {
              firstName: name,
              lastName: name,
              email: "unicode@example.org",
              company: name,
              interest: "other",
              message,
            },
            false,
          ),
        );
        expect(status).toBe(200);
      }),
      // Control characters and astral-plane names, found by an earlier run, always run.
      { numRuns: 40, examples: [["\u0001".repeat(10) + "0123456789", "𐀀𐀀"]] },
    );
  });

  it("refuses a control character or line separator anywhere in a single-line field, with the field's message", async () => {
    const before = await totalRows();
    const breaker = fc.constantFrom(
      "\r\n",
      "\n",
      "\r",
      "\u0000",
      "\u0007",
      "\u001b",
      "\u0085",
      "\u2028",
      "\u2029",
      "\t",
    );
    const hostile = fc
      .tuple(
        fc.string({ maxLength: 20 }),
        breaker,
        fc.string({ maxLength: 20 }),
      )
      .map(([head, bad, tail]) => `Al${head}${bad}${tail}x`);
    const valid = {
      firstName: "Lars",
      lastName: "Nilsen",
      email: "lars@example.org",
      company: "Regional Health Trust",
      interest: "other",
      message: "Please call me back about clinics.",
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("firstName", "lastName", "company"),
        hostile,
        async (field, bad) => {
          const { status, data } = await callAction(
            contactAction,
            request("/contact", { ...valid, [field]: bad }, false),
          );
          expect(status).toBe(400);
          expect(data.fieldErrors[field]).toEqual([SINGLE_LINE_MESSAGE]);
        },
      ),
      { numRuns: 40 },
    );
    expect(await totalRows()).toBe(before);
  });
});
