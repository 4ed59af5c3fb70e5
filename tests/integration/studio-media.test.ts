import { count, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MEDIA_MAX_BYTES,
  mediaMessages,
  mediaPath,
  type MediaFormat,
} from "~/domain/media/media-rules";
import {
  mediaAltLabel,
  type InsightDocument,
} from "~/domain/studio/insight-document";
import { mediaFileLoader } from "~/server/content/media-file.handler.server";
import { getPublishedInsightBySlug } from "~/server/content/insights.server";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  contentTypes,
  mediaAssets,
  mediaVariants,
  profiles,
  storedFiles,
  user,
} from "~/server/db/schema.server";
import { unsafeResolveAuditNames } from "~/server/console/audit-names.server";
import {
  contentScopeForScript,
  staffScopeForScript,
} from "~/server/console/staff-scope-for-script.server";
import type { ContentScope } from "~/server/console/staff-scope.server";
import { scheduleInsightPublish } from "~/server/studio/insight-studio.server";
import {
  createInsight,
  publishInsight,
  saveInsightDraft,
} from "~/server/studio/insight-studio.server";
import {
  mediaLibraryAction,
  mediaLibraryLoader,
} from "~/server/studio/media-library.handler.server";
import { callRoute, get, post } from "../support/account-session";
import { formRequest, startTestServices } from "../support/app-services";
import {
  EDITOR,
  STAFF,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";
import {
  SVG_BYTES,
  gifOf,
  pdfBytes,
  photoJpeg,
  pixelBombPng,
  pngOf,
} from "../support/media-images";

/**
 * The studio's media library on PGlite and PostgreSQL (docs/decisions/052-media-library.md):
 * uploads judged by their content (oversized, SVG, a PDF named .jpg, a pixel bomb refused,
 * nothing stored), EXIF/GPS dropped and orientation applied, the variants' formats and sizes,
 * one asset per image, the public files' headers, 304 and HEAD, deletion only when unused,
 * and alt text required to publish or schedule.
 */
let db: Database;
let stop: () => Promise<void>;
let staff: DemoPerson;
let editor: DemoPerson;
let scope: ContentScope;
let typeId: string;

const LIBRARY = "/lead_admin/media";

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  staff = await signInDemo(STAFF);
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
  who: DemoPerson,
  bytes: Uint8Array,
  name: string,
  fields: Record<string, string> = {},
) {
  return callRoute(
    mediaLibraryAction,
    formRequest(LIBRARY, {
      intent: "upload",
      ...fields,
      file: new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }),
    }),
    who.jar,
    who.ip,
  );
}

async function assetOf(title: string) {
  const [asset] = await db
    .select()
    .from(mediaAssets)
    .where(eq(mediaAssets.title, title));
  return asset!;
}

async function variantsOf(assetId: string) {
  return db
    .select()
    .from(mediaVariants)
    .where(eq(mediaVariants.assetId, assetId))
    .orderBy(mediaVariants.width, mediaVariants.format);
}

async function tableCounts() {
  const [assets] = await db.select({ n: count() }).from(mediaAssets);
  const [files] = await db.select({ n: count() }).from(storedFiles);
  return { assets: assets!.n, files: files!.n };
}

function serve(path: string, init: RequestInit = {}) {
  const file = path.replace(/^\/media\//, "");
  return mediaFileLoader({
    request: new Request(`http://localhost${path}`, init),
    params: { file },
    context: undefined,
  } as never) as Promise<Response>;
}

describe("uploading", () => {
  it("strips EXIF and GPS, applies the orientation, and encodes AVIF, WebP and JPEG at every width up to the original's", async () => {
    // 2000 × 1500 stored, rotated 90° by its EXIF orientation: a 1500 × 2000 portrait.
    const original = await photoJpeg(2000, 1500, { gps: true, orientation: 6 });
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from("TestCam"))).toBe(true);
    const answer = await upload(editor, original, "harbour-at-dawn.jpg", {
      altText: "",
    });
    expect(answer.status, JSON.stringify(answer.data)).toBe(302);
    expect(answer.location).toBe(LIBRARY);

    const asset = await assetOf("harbour-at-dawn");
    expect(asset).toMatchObject({
      originalName: "harbour-at-dawn.jpg",
      width: 1500,
      height: 2000,
      format: "jpeg",
      byteSize: original.byteLength,
      altText: "",
    });
    const variants = await variantsOf(asset.id);
    expect(
      variants.map((v) => `${v.format}@${v.width}x${v.height}`).sort(),
    ).toEqual(
      [
        "avif@480x640",
        "webp@480x640",
        "jpeg@480x640",
        "avif@800x1067",
        "webp@800x1067",
        "jpeg@800x1067",
        "avif@1200x1600",
        "webp@1200x1600",
        "jpeg@1200x1600",
      ].sort(),
    );

    for (const variant of variants) {
      const extension = variant.format === "jpeg" ? "jpg" : variant.format;
      const response = await serve(
        mediaPath(asset.key, variant.width, variant.format as MediaFormat),
      );
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.byteLength).toBe(variant.byteSize);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe(
        variant.format === "avif" ? "heif" : variant.format,
      );
      if (variant.format === "avif") expect(metadata.compression).toBe("av1");
      expect([metadata.width, metadata.height]).toEqual([
        variant.width,
        variant.height,
      ]);
      // No EXIF block (the GPS position, the camera), no XMP, no orientation left to apply.
      expect(metadata.exif, `${extension}@${variant.width}`).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
      expect(bytes.includes(Buffer.from("TestCam"))).toBe(false);
      expect(bytes.includes(Buffer.from("Field Unit 7"))).toBe(false);
    }
    // Recorded in the audit log as the editor's.
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, asset.id));
    expect(entry).toMatchObject({
      action: "media.upload",
      entityType: "media",
      actorEmail: EDITOR,
    });
  });

  it("the same image uploaded twice is one asset: the second upload answers the first", async () => {
    const bytes = await photoJpeg(640, 480, { seed: 7 });
    expect((await upload(staff, bytes, "twice.jpg")).status).toBe(302);
    const counts = await tableCounts();
    const again = await callRoute(
      mediaLibraryAction,
      formRequest(LIBRARY, {
        intent: "upload",
        respond: "data",
        title: "A new name",
        file: new File([new Uint8Array(bytes)], "again.jpg"),
      }),
      staff.jar,
      staff.ip,
    );
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({
      ok: true,
      uploaded: { existing: true, title: "twice" },
      toast: { title: "Already in the library" },
    });
    expect(await tableCounts()).toEqual(counts);
  });

  it("an image narrower than every width keeps its own, and a GIF keeps its first frame", async () => {
    expect(
      (await upload(staff, await pngOf(300, 200), "small.png")).status,
    ).toBe(302);
    const small = await assetOf("small");
    expect(small.format).toBe("png");
    expect(
      (await variantsOf(small.id)).map((v) => [v.format, v.width, v.height]),
    ).toEqual([
      ["avif", 300, 200],
      ["jpeg", 300, 200],
      ["webp", 300, 200],
    ]);
    expect(
      (await upload(staff, await gifOf(900, 500), "anim.gif")).status,
    ).toBe(302);
    const gif = await assetOf("anim");
    expect(gif.format).toBe("gif");
    expect([
      ...new Set((await variantsOf(gif.id)).map((v) => v.width)),
    ]).toEqual([480, 800]);
  });

  it("refuses by content, with a clear message, and stores nothing: oversized, SVG, a PDF named .jpg, a pixel bomb, a truncated JPEG, an empty file", async () => {
    const before = await tableCounts();
    const whole = await photoJpeg(800, 600, { seed: 5 });
    const cases: [string, Uint8Array, string, number, string][] = [
      [
        "oversized",
        new Uint8Array(MEDIA_MAX_BYTES + 1),
        "huge.jpg",
        413,
        mediaMessages.tooLarge,
      ],
      ["SVG", SVG_BYTES, "drawing.svg", 415, mediaMessages.svg],
      ["SVG named .png", SVG_BYTES, "drawing.png", 415, mediaMessages.svg],
      [
        "a PDF named .jpg",
        pdfBytes(),
        "photo.jpg",
        415,
        mediaMessages.wrongType,
      ],
      [
        "a pixel bomb",
        pixelBombPng(),
        "bomb.png",
        413,
        mediaMessages.tooManyPixels,
      ],
      // Its header reads as a JPEG; decoding fails half-way: nothing is stored.
      [
        "a truncated JPEG",
        whole.subarray(0, Math.floor(whole.byteLength * 0.6)),
        "cut.jpg",
        400,
        mediaMessages.unreadable,
      ],
      [
        "an empty file",
        new Uint8Array(0),
        "empty.jpg",
        400,
        mediaMessages.empty,
      ],
    ];
    for (const [label, bytes, name, status, message] of cases) {
      const answer = await upload(staff, bytes, name);
      expect(answer.status, label).toBe(status);
      expect(answer.data, label).toMatchObject({
        ok: false,
        fieldErrors: { file: message },
      });
    }
    expect(await tableCounts()).toEqual(before);
  });
});

describe("serving /media/<key>-<width>.<ext>", () => {
  it("answers the bytes with their type, a year's immutable cache and an ETag; 304 when the browser has them; HEAD without a body; 404 for anything else", async () => {
    expect(
      (
        await upload(
          staff,
          await photoJpeg(900, 600, { seed: 3 }),
          "served.jpg",
        )
      ).status,
    ).toBe(302);
    const asset = await assetOf("served");
    for (const [format, type] of [
      ["avif", "image/avif"],
      ["webp", "image/webp"],
      ["jpeg", "image/jpeg"],
    ] as const) {
      const response = await serve(mediaPath(asset.key, 800, format));
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(type);
      expect(response.headers.get("Cache-Control")).toBe(
        "public, max-age=31536000, immutable",
      );
      // nosniff is the edge's, on every answer: tests/e2e/studio-media.spec.ts checks it there.
      const etag = response.headers.get("ETag")!;
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      const length = Number(response.headers.get("Content-Length"));
      expect((await response.arrayBuffer()).byteLength).toBe(length);

      const again = await serve(mediaPath(asset.key, 800, format), {
        headers: { "If-None-Match": etag },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get("ETag")).toBe(etag);
      expect(again.headers.get("Cache-Control")).toContain("immutable");
      expect(await again.text()).toBe("");

      const head = await serve(mediaPath(asset.key, 800, format), {
        method: "HEAD",
      });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get("Content-Length"))).toBe(length);
      expect(await head.text()).toBe("");
    }
    for (const path of [
      mediaPath(asset.key, 1200, "jpeg"), // wider than the original: not made
      mediaPath("0".repeat(20), 800, "jpeg"),
      `/media/${asset.key}-800.png`,
      `/media/${asset.key}-800.JPG`,
      `/media/${asset.key.toUpperCase()}-800.jpg`,
      `/media/${asset.key}-0800.jpg`,
      `/media/${asset.key}.jpg`,
      "/media/..%2Fpackage.json",
    ]) {
      const response = await serve(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Cache-Control"), path).not.toContain(
        "immutable",
      );
    }
  });
});

const documentWith = (
  title: string,
  slug: string,
  extra: Partial<InsightDocument>,
): InsightDocument => ({
  title,
  slug,
  excerpt: "Photographs from the field, and what they taught us.",
  author: "Amara Okafor",
  contentTypeId: typeId,
  capabilityIds: [],
  featuredImageUrl: null,
  body: "<p>Field notes.</p>",
  seoTitle: null,
  seoDescription: null,
  socialImageUrl: null,
  ...extra,
});

describe("alt text, use and deletion", () => {
  it("publishing and scheduling refuse a library image without alt text; with it, the public page draws a <picture>'s files", async () => {
    await upload(
      staff,
      await photoJpeg(1700, 1000, { seed: 11 }),
      "featured.jpg",
    );
    await upload(staff, await photoJpeg(600, 400, { seed: 12 }), "inline.jpg");
    const featured = await assetOf("featured");
    const inline = await assetOf("inline");
    const featuredUrl = mediaPath(featured.key, 1600, "jpeg");
    const inlineUrl = mediaPath(inline.key, 480, "jpeg");
    const id = await createInsight(scope, "Field photographs");
    const document = documentWith("Field photographs", "field-photographs", {
      featuredImageUrl: featuredUrl,
      // Inserted by hand: the tag has no size, so the page adds the library's.
      body: `<p>Field notes.</p><img src="${inlineUrl}" alt="A survey team at work">`,
    });

    const refused = await publishInsight(scope, id, 1, document);
    expect(refused).toEqual({
      kind: "missing",
      fields: [mediaAltLabel("featured"), mediaAltLabel("inline")],
    });
    const scheduled = await scheduleInsightPublish(
      scope,
      id,
      1,
      document,
      new Date(Date.now() + 86_400_000),
    );
    expect(scheduled).toEqual(refused);
    expect(await getPublishedInsightBySlug(db, "field-photographs")).toBeNull();

    // Alt text written in the library (the inline form: title and alt text).
    for (const [asset, altText] of [
      [featured, "A research vessel in a harbour at dawn"],
      [inline, "A survey team measuring a shoreline"],
    ] as const) {
      const answer = await callRoute(
        mediaLibraryAction,
        post(LIBRARY, {
          intent: "details",
          id: asset.id,
          title: asset.title,
          altText,
        }),
        editor.jar,
        editor.ip,
      );
      expect(answer.status, JSON.stringify(answer.data)).toBe(302);
    }
    // Alt text may not be emptied again.
    const emptied = await callRoute(
      mediaLibraryAction,
      post(LIBRARY, {
        intent: "details",
        id: featured.id,
        title: "featured",
        altText: "  ",
      }),
      editor.jar,
      editor.ip,
    );
    expect(emptied.status).toBe(400);
    expect(emptied.data).toMatchObject({
      fieldErrors: { altText: mediaMessages.altRequired },
    });

    const published = await publishInsight(scope, id, 1, document);
    expect(published).toMatchObject({ kind: "published" });
    const page = await getPublishedInsightBySlug(db, "field-photographs");
    expect(page!.featuredImage).toEqual({
      key: featured.key,
      alt: "A research vessel in a harbour at dawn",
      width: 1600,
      height: 941,
      widths: [480, 800, 1200, 1600],
    });
    expect(page!.content).toContain(
      `<img width="480" height="320" src="${inlineUrl}"`,
    );
  });

  it("an image in use is not deleted (the answer lists where); an unused one is, with its files, and its addresses answer 404", async () => {
    await upload(staff, await photoJpeg(500, 500, { seed: 21 }), "used.jpg");
    await upload(staff, await photoJpeg(500, 500, { seed: 22 }), "unused.jpg");
    const used = await assetOf("used");
    const unused = await assetOf("unused");
    const id = await createInsight(scope, "A draft with a picture");
    const saved = await saveInsightDraft(
      scope,
      id,
      1,
      documentWith("A draft with a picture", "a-draft-with-a-picture", {
        featuredImageUrl: mediaPath(used.key, 480, "jpeg"),
      }),
      "save",
    );
    expect(saved).toMatchObject({ kind: "saved" });

    const refused = await callRoute(
      mediaLibraryAction,
      post(LIBRARY, { intent: "delete", id: used.id }),
      editor.jar,
      editor.ip,
    );
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      ok: false,
      inUse: {
        title: "used",
        uses: [
          { insightId: id, title: "A draft with a picture", where: "draft" },
        ],
      },
    });
    expect((await serve(mediaPath(used.key, 480, "jpeg"))).status).toBe(200);

    // The library lists the use too.
    const listed = await callRoute(
      mediaLibraryLoader,
      get(`${LIBRARY}?q=used`),
      editor.jar,
      editor.ip,
    );
    const rows = (listed.data as { rows: { title: string; uses: unknown[] }[] })
      .rows;
    expect(rows.find((row) => row.title === "used")!.uses).toHaveLength(1);
    expect(rows.find((row) => row.title === "unused")!.uses).toEqual([]);

    // A refusal at the confirm step too (a forged or stale confirmation).
    const forced = await callRoute(
      mediaLibraryAction,
      post(LIBRARY, { intent: "delete", id: used.id, confirmed: "yes" }),
      editor.jar,
      editor.ip,
    );
    expect(forced.status).toBe(409);
    expect(await assetOf("used")).toBeDefined();

    // Never one click: the first post asks, the second deletes.
    const fileIds = (await variantsOf(unused.id)).map((v) => v.fileId);
    const asked = await callRoute(
      mediaLibraryAction,
      post(LIBRARY, { intent: "delete", id: unused.id }),
      editor.jar,
      editor.ip,
    );
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({
      confirmDelete: { title: "unused", fileCount: 3 },
    });
    expect(
      await db.select().from(mediaAssets).where(eq(mediaAssets.id, unused.id)),
    ).toHaveLength(1);
    const deleted = await callRoute(
      mediaLibraryAction,
      post(LIBRARY, { intent: "delete", id: unused.id, confirmed: "yes" }),
      editor.jar,
      editor.ip,
    );
    expect(deleted.status).toBe(302);
    expect(
      await db.select().from(mediaAssets).where(eq(mediaAssets.id, unused.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(storedFiles)
        .where(inArray(storedFiles.id, fileIds)),
    ).toEqual([]);
    expect((await serve(mediaPath(unused.key, 480, "jpeg"))).status).toBe(404);
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, unused.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      "media.delete",
      "media.upload",
    ]);
    // The Audit log names an image by its title while it exists.
    const names = await unsafeResolveAuditNames(
      staffScopeForScript(db, scope.actor),
      [
        {
          action: "media.upload",
          entityType: "media",
          entityId: used.id,
          before: null,
          after: null,
          details: {},
        },
      ],
    );
    expect(names.byId[used.id]).toBe("Image “used”");
  });

  it("search finds images by title and alt text, and the page says which need alt text", async () => {
    const answer = await callRoute(
      mediaLibraryLoader,
      get(`${LIBRARY}?q=research%20vessel`),
      staff.jar,
      staff.ip,
    );
    expect(answer.status).toBe(200);
    const data = answer.data as {
      rows: { title: string; altText: string }[];
      pageInfo: { total: number };
    };
    expect(data.rows.map((row) => row.title)).toEqual(["featured"]);
    const all = await callRoute(
      mediaLibraryLoader,
      get(LIBRARY),
      staff.jar,
      staff.ip,
    );
    const titles = (all.data as { rows: { title: string; altText: string }[] })
      .rows;
    expect(titles.find((row) => row.title === "harbour-at-dawn")!.altText).toBe(
      "",
    );
  });
});
