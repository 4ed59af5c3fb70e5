import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { mediaFallbackSrc } from "../app/domain/media/media-rules";
import { contentScopeForScript } from "../app/server/console/staff-scope-for-script.server";
import { openDatabase } from "../app/server/db/client.server";
import { prepareDatabase } from "../app/server/db/prepare-database.server";
import { contentTypes, profiles, user } from "../app/server/db/schema.server";
import { createLogger } from "../app/server/logger.server";
import {
  startFileStores,
  stopFileStores,
} from "../app/server/storage/files.server";
import {
  createInsight,
  publishInsight,
} from "../app/server/studio/insight-studio.server";
import { uploadMedia } from "../app/server/studio/media-library.server";
import { SetupError } from "./support";

/**
 * The article bench:lighthouse audits beside the seeded pages: an insight published as the
 * content studio publishes one, whose featured image (the page's LCP) and one body image come
 * from the media library — AVIF, WebP and JPEG at responsive widths behind a <picture>
 * (docs/decisions/052-media-library.md). The seeded articles' images are SVGs, which never
 * exercise that path. It is written into the server's DATA_DIR before the server starts (the
 * embedded database is one process's), by an editor account that has no password and exists
 * only in this throwaway database.
 */

const SLUG = "lighthouse-sovereign-harbour";

/** A 2400 × 1600 photograph-like JPEG: smooth light with grain, so it compresses like a photo. */
async function photoLikeJpeg(): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const grain = () => ((seed = (seed * 1_103_515_245 + 12_345) >>> 0) % 17) - 8;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, 40 + (x / width) * 120 + grain()));
      pixels[i + 1] = Math.max(
        0,
        Math.min(255, 90 + (y / height) * 80 + grain()),
      );
      pixels[i + 2] = Math.max(
        0,
        Math.min(255, 150 - (y / height) * 60 + grain()),
      );
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Prepares `dataDir` (migrated, content seeded) with the article; answers its path. */
export async function prepareLibraryImageArticle(
  dataDir: string,
): Promise<string> {
  const connection = await openDatabase({ kind: "pglite", dataDir });
  startFileStores(null, createLogger("silent"));
  try {
    const { db } = connection;
    await prepareDatabase(connection, { includeDemo: false });
    const userId = randomUUID();
    const email = "lighthouse-bench@example.invalid";
    await db.insert(user).values({
      id: userId,
      name: "Lighthouse bench",
      email,
      emailVerified: true,
    });
    const [profile] = await db
      .insert(profiles)
      .values({ userId, email, fullName: "Lighthouse bench", role: "editor" })
      .returning({ id: profiles.id });
    const scope = contentScopeForScript(
      db,
      { userId, profileId: profile!.id, email, ipAddress: null },
      "Lighthouse bench",
    );
    const jpeg = await photoLikeJpeg();
    const uploaded = await uploadMedia(scope, {
      file: new File([new Uint8Array(jpeg)], "harbour-at-dawn.jpg", {
        type: "image/jpeg",
      }),
      title: "Harbour at dawn",
      altText: "Container cranes over a harbour at dawn",
      altTextFr: "Grues à conteneurs sur un port à l’aube",
    });
    if (!uploaded.ok)
      throw new SetupError(
        `the media library refused the bench's photograph: ${uploaded.reason}`,
      );
    const featured = mediaFallbackSrc(uploaded.image);
    const [type] = await db.select({ id: contentTypes.id }).from(contentTypes);
    const title =
      "A sovereign harbour: customs data that never leaves the country";
    const id = await createInsight(scope, title);
    const outcome = await publishInsight(scope, id, 1, {
      title,
      slug: SLUG,
      excerpt:
        "How a port authority moved its customs platform onto an in-country cloud without a day of downtime.",
      author: "Amara Okafor",
      contentTypeId: type?.id ?? null,
      capabilityIds: [],
      featuredImageUrl: featured,
      body: [
        "<h2>Why the data had to come home</h2>",
        "<p>Every container manifest names a shipper, a consignee and a value: data the country's law now keeps within its borders.</p>",
        `<p><img src="${featured}" alt="Container cranes over a harbour at dawn"></p>`,
        "<h2>What we moved, and in what order</h2>",
        "<ul><li>Risk rules first, behind the old front end.</li><li>Then the manifests, a terminal at a time.</li><li>The old data centre last, once nothing read it.</li></ul>",
        "<p>Clearance times held steady through every step, and the last weekend's cut-over took four hours.</p>",
      ].join(""),
      seoTitle: null,
      seoDescription: null,
      socialImageUrl: null,
    });
    if (outcome.kind !== "published")
      throw new SetupError(
        `the bench's article could not be published: ${JSON.stringify(outcome)}`,
      );
    return `/blog/${SLUG}`;
  } finally {
    stopFileStores();
    await connection.close();
  }
}
