import { deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Images for the media library's tests, made here rather than committed: a photo-like JPEG
 * (with EXIF GPS and a rotation, when asked), other formats, and a decompression bomb.
 */

/** A JPEG of `width × height` with a gradient and some grain, like a small photo. */
export async function photoJpeg(
  width: number,
  height: number,
  options: { gps?: boolean; orientation?: number; seed?: number } = {},
): Promise<Buffer> {
  const seed = options.seed ?? 0;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = (seed * 37 + ((x * y) % 97)) % 256;
    }
  let image = sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({
    quality: 85,
  });
  if (options.orientation)
    image = image.withMetadata({ orientation: options.orientation });
  if (options.gps)
    image = image.withExif({
      IFD0: { Make: "TestCam", Model: "Field Unit 7" },
      // The GPS IFD: where the photo was taken (Ottawa's Parliament Hill).
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "45/1 25/1 29/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "75/1 41/1 58/1",
      },
    });
  return image.toBuffer();
}

export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: "#33669980" },
  })
    .png()
    .toBuffer();
}

export function gifOf(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: "#aa3311" },
  })
    .gif()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a valid PNG header claiming `width × height` pixels (100,000² is 10
 * gigapixels), with a few bytes of image data. A decoder that trusts the header allocates
 * gigabytes; the library must refuse it from the header alone.
 */
export function pixelBombPng(width = 100_000, height = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A minimal PDF: a file that is not an image, whatever it is named. */
export function pdfBytes(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
}

export const SVG_BYTES = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
