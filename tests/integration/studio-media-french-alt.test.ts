import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MEDIA_LIMITS,
  mediaMessages,
  mediaPath,
} from "~/domain/media/media-rules";
import {
  mediaAltLabel,
  type InsightDocument,
} from "~/domain/studio/insight-document";
import { getPublishedInsightBySlug } from "~/server/content/insights.server";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  contentTypes,
  mediaAssets,
  profiles,
  storedFiles,
  user,
} from "~/server/db/schema.server";
import { contentScopeForScript } from "~/server/console/staff-scope-for-script.server";
import type { ContentScope } from "~/server/console/staff-scope.server";
import {
  createInsight,
  insightStudio,
  publishInsight,
  scheduleInsightPublish,
} from "~/server/studio/insight-studio.server";
import { mediaLibraryAction } from "~/server/studio/media-library.handler.server";
import { callRoute, post } from "../support/account-session";
import { formRequest, startTestServices } from "../support/app-services";
import {
  EDITOR,
  STAFF,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";
import { photoJpeg } from "../support/media-images";

/**
 * Alt text per language (docs/decisions/052-media-library.md), on PGlite and PostgreSQL: a
 * French page's library images say the French alt text and the English page the English; a
 * French item cannot be published (or scheduled) while an image it shows has no French alt
 * text; a French alt text that is too long is refused with its own message and nothing is
 * written.
 */
let db: Database;
let stop: () => Promise<void>;
let editor: DemoPerson;
let scope: ContentScope;
let typeId: string;

const LIBRARY = "/lead_admin/media";
const ENGLISH_ALT = "Container cranes over a harbour at dawn";
const FRENCH_ALT = "Grues à conteneurs au-dessus d’un port à l’aube";
const ENGLISH_INLINE = "A survey team measuring a shoreline";
const FRENCH_INLINE = "Une équipe de relevé mesure un littoral";

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  editor = await signInDemo(EDITOR);
  const [row] = await db
    .select({ userId: user.id, profileId: profiles.id })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.email, STAFF));
  scope = contentScopeForScript(
    db,
    { ...row!, email: STAFF, ipAddress: "203.0.113.9" },
    "Staff Admin",
  );
  typeId = (await db.select({ id: contentTypes.id }).from(contentTypes))[0]!.id;
}, 180_000);
afterAll(async () => stop?.());

function upload(
  bytes: Uint8Array,
  name: string,
  fields: Record<string, string>,
) {
  return callRoute(
    mediaLibraryAction,
    formRequest(LIBRARY, {
      intent: "upload",
      ...fields,
      file: new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }),
    }),
    editor.jar,
    editor.ip,
  );
}

function saveDetails(fields: Record<string, string>) {
  return callRoute(
    mediaLibraryAction,
    post(LIBRARY, { intent: "details", ...fields }),
    editor.jar,
    editor.ip,
  );
}

async function assetOf(title: string) {
  const [asset] = await db
    .select()
    .from(mediaAssets)
    .where(eq(mediaAssets.title, title));
  return asset!;
}

async function tableCounts() {
  const [assets] = await db.select({ n: count() }).from(mediaAssets);
  const [files] = await db.select({ n: count() }).from(storedFiles);
  const [audits] = await db.select({ n: count() }).from(auditLog);
  return { assets: assets!.n, files: files!.n, audits: audits!.n };
}

const documentWith = (
  title: string,
  slug: string,
  extra: Partial<InsightDocument>,
): InsightDocument => ({
  title,
  slug,
  excerpt: "Photographs from the harbour.",
  author: "Amara Okafor",
  contentTypeId: typeId,
  capabilityIds: [],
  featuredImageUrl: null,
  body: "<p>Notes.</p>",
  seoTitle: null,
  seoDescription: null,
  socialImageUrl: null,
  ...extra,
});

describe("alt text per language", () => {
  it("refuses a French alt text that is too long, at upload and in the library's form, with its own message, writing nothing", async () => {
    const before = await tableCounts();
    const tooLong = "é".repeat(MEDIA_LIMITS.altText + 1);
    const refusedUpload = await upload(
      await photoJpeg(900, 600, { seed: 41 }),
      "too-long.jpg",
      { altText: ENGLISH_ALT, altTextFr: tooLong },
    );
    expect(refusedUpload.status).toBe(400);
    expect(refusedUpload.data).toMatchObject({
      fieldErrors: { altTextFr: mediaMessages.altFrTooLong },
    });
    expect(await tableCounts()).toEqual(before);

    await upload(await photoJpeg(900, 600, { seed: 42 }), "quay.jpg", {
      altText: ENGLISH_ALT,
      altTextFr: "  ",
    });
    const quay = await assetOf("quay");
    expect(quay).toMatchObject({ altText: ENGLISH_ALT, altTextFr: "" });
    const afterUpload = await tableCounts();

    const refusedDetails = await saveDetails({
      id: quay.id,
      title: "quay",
      altText: "A quay",
      altTextFr: tooLong,
    });
    expect(refusedDetails.status).toBe(400);
    expect(refusedDetails.data).toMatchObject({
      fieldErrors: { altTextFr: mediaMessages.altFrTooLong },
    });
    expect(await assetOf("quay")).toMatchObject({
      altText: ENGLISH_ALT,
      altTextFr: "",
    });
    expect(await tableCounts()).toEqual(afterUpload);
  });

  it("a French item cannot publish an image without French alt text; once written, the French page says it and the English page the English", async () => {
    await upload(await photoJpeg(1700, 1000, { seed: 43 }), "harbour.jpg", {
      altText: ENGLISH_ALT,
    });
    await upload(await photoJpeg(600, 400, { seed: 44 }), "shoreline.jpg", {
      altText: ENGLISH_INLINE,
    });
    const harbour = await assetOf("harbour");
    const shoreline = await assetOf("shoreline");
    const featuredUrl = mediaPath(harbour.key, 1600, "jpeg");
    const inlineUrl = mediaPath(shoreline.key, 480, "jpeg");
    // The picker inserted the English alt text; "Start the French version" copies the body.
    const body = `<p>Notes.</p><img src="${inlineUrl}" alt="${ENGLISH_INLINE}">`;

    const englishId = await createInsight(scope, "Harbour survey");
    const english = documentWith("Harbour survey", "harbour-survey", {
      featuredImageUrl: featuredUrl,
      body,
    });
    expect(await publishInsight(scope, englishId, 1, english)).toMatchObject({
      kind: "published",
    });

    const translation = await insightStudio.createTranslation(
      scope,
      englishId,
      "fr",
    );
    expect(translation.kind).toBe("created");
    const frenchId = (translation as { id: string }).id;
    const french = documentWith("Relevé portuaire", "releve-portuaire", {
      featuredImageUrl: featuredUrl,
      body,
    });
    const refused = await publishInsight(scope, frenchId, 1, french);
    expect(refused).toEqual({
      kind: "missing",
      fields: [
        mediaAltLabel("harbour", "fr"),
        mediaAltLabel("shoreline", "fr"),
      ],
    });
    expect(
      await scheduleInsightPublish(
        scope,
        frenchId,
        1,
        french,
        new Date(Date.now() + 86_400_000),
      ),
    ).toEqual(refused);
    expect(
      await getPublishedInsightBySlug(db, "releve-portuaire", "fr"),
    ).toBeNull();

    // The picker of a French item saves only the French alt text: the English one stays.
    for (const [asset, altTextFr] of [
      [harbour, FRENCH_ALT],
      [shoreline, FRENCH_INLINE],
    ] as const) {
      const saved = await saveDetails({
        id: asset.id,
        title: asset.title,
        altTextFr,
      });
      expect(saved.status, JSON.stringify(saved.data)).toBe(302);
    }
    expect(await assetOf("harbour")).toMatchObject({
      altText: ENGLISH_ALT,
      altTextFr: FRENCH_ALT,
    });

    expect(await publishInsight(scope, frenchId, 1, french)).toMatchObject({
      kind: "published",
    });
    const frenchPage = await getPublishedInsightBySlug(
      db,
      "releve-portuaire",
      "fr",
    );
    expect(frenchPage!.featuredImage?.alt).toBe(FRENCH_ALT);
    expect(frenchPage!.content).toContain(`alt="${FRENCH_INLINE}"`);
    expect(frenchPage!.content).not.toContain(ENGLISH_INLINE);

    const englishPage = await getPublishedInsightBySlug(db, "harbour-survey");
    expect(englishPage!.featuredImage?.alt).toBe(ENGLISH_ALT);
    expect(englishPage!.content).toContain(`alt="${ENGLISH_INLINE}"`);
  });
});
