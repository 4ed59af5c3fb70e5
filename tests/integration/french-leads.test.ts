import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as apiAction } from "~/routes/api/forms";
import { action as contactAction } from "~/routes/marketing/contact";
import { action as getStartedAction } from "~/routes/forms/get-started";
import { consentTexts } from "~/domain/forms/consent-text";
import type { LeadFormResponse } from "~/domain/forms/lead-form-response";
import { issueFormToken } from "~/server/security/form-token.server";
import {
  blueprintLeads,
  contactRequests,
  outbox,
} from "~/server/db/schema.server";
import { getDb } from "~/server/services.server";
import {
  callAction,
  callJsonAction,
  formRequest,
  startTestServices,
} from "../support/app-services";
import { testDbKind } from "../support/test-database";

/**
 * Decision 055: a lead remembers the language of the page it came from, and the visitor's
 * acknowledgement is written in it. The server decides: a page's own action from its URL
 * (/fr/… is French), the JSON API from the form's hidden `locale` field (one of ours or English).
 * Staff notifications stay English.
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;

beforeAll(async () => {
  harness = await startTestServices({
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "50",
    LEADS_NOTIFY_TO: "leads@kestrel.test",
  });
});
afterAll(async () => harness?.stop());

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;
const humanToken = (form: Parameters<typeof issueFormToken>[1]) =>
  issueFormToken(harness.services.env.authSecret, form, Date.now() - 10_000);

const contact = (email: string, extra: Record<string, string> = {}) => ({
  firstName: "Awa",
  lastName: "Traoré",
  email,
  company: "Ministère de l'Économie numérique",
  interest: "governance",
  message: "Nous voulons dématérialiser la déclaration de TVA.",
  _formId: "contact-form",
  _formToken: humanToken("contact"),
  ...extra,
});

type Mail = { to: string[]; subject: string; text: string };

async function mailTo(address: string) {
  const rows = await getDb().select().from(outbox);
  const payloads = rows.map((row) => ({
    kind: row.kind,
    payload: row.payload as Mail,
  }));
  return {
    ack: payloads.find(
      (m) => m.kind === "lead_acknowledgement" && m.payload.to[0] === address,
    )?.payload,
    staff: payloads.find(
      (m) =>
        m.kind === "lead_notification" &&
        (m.payload as Mail & { replyTo?: string }).replyTo === address,
    )?.payload,
  };
}

async function storedContact(email: string) {
  const [row] = await getDb()
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.email, email));
  return row;
}

describe(`leads in the visitor's language on ${testDbKind()}`, () => {
  it("a post from /fr/contact stores fr, the French consent, and queues a French acknowledgement", async () => {
    const email = "awa.fr-page@example.org";
    const { status } = await callAction(
      contactAction,
      formRequest("/fr/contact", contact(email)),
      freshIp(),
    );
    expect(status).toBe(200);
    const row = await storedContact(email);
    expect(row).toMatchObject({
      locale: "fr",
      consentText: consentTexts.fr.lead,
    });
    const { ack, staff } = await mailTo(email);
    expect(ack?.subject).toBe("Nous avons bien reçu votre message");
    expect(ack?.text).toMatch(/^Bonjour,\n/);
    expect(ack?.text).toContain("Ottawa (siège social)\u00a0: ");
    expect(ack?.text).not.toMatch(/\bHello\b|\bThank you\b/);
    // The team reads English whatever the visitor's language.
    expect(staff?.subject).toMatch(/^New contact request: /);
  });

  it("a post from /contact stores en and queues the English acknowledgement", async () => {
    const email = "lars.en-page@example.org";
    // A French field cannot make an English page's post French: the URL decides.
    await callAction(
      contactAction,
      formRequest("/contact", contact(email, { locale: "fr" })),
      freshIp(),
    );
    expect(await storedContact(email)).toMatchObject({
      locale: "en",
      consentText: consentTexts.en.lead,
    });
    const { ack } = await mailTo(email);
    expect(ack?.subject).toBe("We received your message");
    expect(ack?.text).toMatch(/^Hello,\n/);
  });

  it("the page post without JavaScript answers a French page with French errors", async () => {
    const { status, data } = await callAction(
      contactAction,
      formRequest(
        "/fr/contact",
        contact("not-an-address", { firstName: "A", message: "court" }),
      ),
      freshIp(),
    );
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({
      firstName: ["Le prénom doit compter au moins 2 caractères"],
      email: ["Veuillez entrer une adresse courriel valide"],
      message: ["Le message doit compter au moins 10 caractères"],
    });
  });

  it("the JSON API takes the language from the form's locale field, and only one of ours", async () => {
    const post = (fields: Record<string, string>) =>
      callJsonAction<LeadFormResponse>(
        apiAction,
        formRequest("/api/forms/contact", fields),
        { form: "contact" },
        freshIp(),
      );
    const french = "awa.api@example.org";
    expect((await post(contact(french, { locale: "fr" }))).status).toBe(200);
    expect((await storedContact(french))?.locale).toBe("fr");
    expect((await mailTo(french)).ack?.subject).toBe(
      "Nous avons bien reçu votre message",
    );

    const unknown = "someone.api@example.org";
    expect((await post(contact(unknown, { locale: "de" }))).status).toBe(200);
    expect((await storedContact(unknown))?.locale).toBe("en");

    const refused = await post(
      contact("awa.invalid@example.org", { locale: "fr", company: "" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      fieldErrors: { company: ["Le nom de l’organisation est obligatoire"] },
    });
    const english = await post(
      contact("lars.invalid@example.org", { locale: "en", company: "" }),
    );
    expect(english.body).toMatchObject({
      fieldErrors: { company: ["Company name is required"] },
    });
  });

  it("stores a French blueprint request with its French acknowledgement", async () => {
    const email = "moussa.blueprint@example.org";
    const answer = await callJsonAction<LeadFormResponse>(
      apiAction,
      formRequest("/api/forms/blueprint", {
        fullName: "Moussa Keïta",
        email,
        locale: "fr",
        _formId: "blueprint-form",
        _formToken: humanToken("blueprint"),
      }),
      { form: "blueprint" },
      freshIp(),
    );
    expect(answer.status).toBe(200);
    const [row] = await getDb()
      .select()
      .from(blueprintLeads)
      .where(eq(blueprintLeads.email, email));
    expect(row?.locale).toBe("fr");
    expect((await mailTo(email)).ack?.subject).toBe(
      "Nous avons bien reçu votre demande de plan directeur",
    );
  });

  it("getting started: Next without JavaScript on /fr/get-started answers in French", async () => {
    const { status, data } = await callAction(
      getStartedAction,
      formRequest("/fr/get-started?intent=next", {
        step: "1",
        firstName: "Awa",
        lastName: "Traoré",
        email: "awa@example.org",
        company: "",
        companySize: "",
      }),
      freshIp(),
    );
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({
      company: ["Le nom de l’organisation est obligatoire"],
      companySize: ["Veuillez choisir la taille de l’organisation"],
    });
    expect(data.formErrors[0]).toMatch(/^Veuillez remplir tous les champs/);
  });
});
