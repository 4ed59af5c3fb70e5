import { describe, expect, it } from "vitest";
import { mediaDetailsSchema, mediaListParamsOf } from "./media-forms";
import {
  MEDIA_KEY_LENGTH,
  mediaFallbackSrc,
  mediaKeyOf,
  mediaKeyOfAddress,
  mediaKeysInHtml,
  mediaMessages,
  mediaPath,
  mediaSrcSet,
  parseMediaFileName,
  scaledHeight,
  variantWidths,
  withMediaAltText,
  withMediaImageSizes,
  type MediaImage,
} from "./media-rules";

const KEY = "0123456789abcdef0123";

describe("variantWidths", () => {
  it("is every library width up to the original's, never wider", () => {
    expect(variantWidths(4000)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(1600)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(1599)).toEqual([480, 800, 1200]);
    expect(variantWidths(800)).toEqual([480, 800]);
    expect(variantWidths(480)).toEqual([480]);
  });

  it("is the original's own width when it is narrower than all of them: always one", () => {
    expect(variantWidths(479)).toEqual([479]);
    expect(variantWidths(1)).toEqual([1]);
    expect(variantWidths(0)).toEqual([1]);
  });

  it("keeps the aspect ratio when scaling", () => {
    expect(scaledHeight(4000, 3000, 1600)).toBe(1200);
    expect(scaledHeight(1500, 2000, 800)).toBe(1067);
    expect(scaledHeight(10000, 1, 480)).toBe(1);
  });
});

describe("names", () => {
  it("an asset's key is the start of its content hash", () => {
    const hash = "ab".repeat(32);
    expect(mediaKeyOf(hash)).toBe(hash.slice(0, MEDIA_KEY_LENGTH));
  });

  it("a file's name is /media/<key>-<width>.<ext>, and parses back", () => {
    expect(mediaPath(KEY, 800, "avif")).toBe(`/media/${KEY}-800.avif`);
    expect(mediaPath(KEY, 800, "webp")).toBe(`/media/${KEY}-800.webp`);
    expect(mediaPath(KEY, 800, "jpeg")).toBe(`/media/${KEY}-800.jpg`);
    for (const format of ["avif", "webp", "jpeg"] as const)
      expect(parseMediaFileName(mediaPath(KEY, 1200, format).slice(7))).toEqual(
        { key: KEY, width: 1200, format },
      );
  });

  it("refuses every other name", () => {
    for (const name of [
      `${KEY}-800.jpeg`,
      `${KEY}-800.png`,
      `${KEY}-800.JPG`,
      `${KEY.toUpperCase()}-800.jpg`,
      `${KEY}-0800.jpg`,
      `${KEY}-0.jpg`,
      `${KEY}-123456.jpg`,
      `${KEY}.jpg`,
      `${KEY.slice(1)}-800.jpg`,
      `${KEY}0-800.jpg`,
      `../${KEY}-800.jpg`,
      `${KEY}-800.jpg/`,
      "",
    ])
      expect(parseMediaFileName(name), name).toBeNull();
  });

  it("finds the asset behind a library address, and in an HTML body", () => {
    expect(mediaKeyOfAddress(`/media/${KEY}-1600.jpg`)).toBe(KEY);
    expect(mediaKeyOfAddress(`https://example.org/media/${KEY}-1600.jpg`)).toBe(
      null,
    );
    expect(mediaKeyOfAddress("/images/insights/a.svg")).toBeNull();
    expect(mediaKeyOfAddress(null)).toBeNull();
    const other = "f".repeat(20);
    expect(
      mediaKeysInHtml(
        `<p><img src="/media/${KEY}-480.jpg" alt="a"></p><img src="/media/${other}-800.jpg" alt="b"><img src="/media/${KEY}-800.jpg" alt="c">`,
      ),
    ).toEqual([KEY, other]);
  });
});

const image: MediaImage = {
  key: KEY,
  alt: "A harbour at dawn",
  width: 1200,
  height: 800,
  widths: [800, 480, 1200],
};

describe("responsive images", () => {
  it("lists every width of a format, narrowest first, and falls back to the widest JPEG", () => {
    expect(mediaSrcSet(image, "avif")).toBe(
      `/media/${KEY}-480.avif 480w, /media/${KEY}-800.avif 800w, /media/${KEY}-1200.avif 1200w`,
    );
    expect(mediaFallbackSrc(image)).toBe(`/media/${KEY}-1200.jpg`);
  });

  it("gives a body's library images their size when the tag has none, and leaves every other image alone", () => {
    const html = [
      `<img src="/media/${KEY}-480.jpg" alt="a" loading="lazy" />`,
      `<img src="/media/${KEY}-800.jpg" alt="b" width="10" height="5" />`,
      `<img src="https://cdn.example.org/x.jpg" alt="c" />`,
    ].join("");
    expect(withMediaImageSizes(html, new Map([[KEY, image]]))).toBe(
      [
        `<img width="1200" height="800" src="/media/${KEY}-480.jpg" alt="a" loading="lazy" />`,
        `<img src="/media/${KEY}-800.jpg" alt="b" width="10" height="5" />`,
        `<img src="https://cdn.example.org/x.jpg" alt="c" />`,
      ].join(""),
    );
  });
});

describe("the library's forms", () => {
  it("alt text is required and bounded", () => {
    expect(
      mediaDetailsSchema.safeParse({ title: "Harbour", altText: "  " }).error
        ?.issues[0]?.message,
    ).toBe(mediaMessages.altRequired);
    expect(
      mediaDetailsSchema.safeParse({
        title: "Harbour",
        altText: "x".repeat(301),
      }).success,
    ).toBe(false);
    expect(
      mediaDetailsSchema.parse({ title: " Harbour ", altText: " A harbour " }),
    ).toEqual({ title: "Harbour", altText: "A harbour" });
  });

  it("reads the list's search and page from the URL, anything odd as none", () => {
    expect(
      mediaListParamsOf(new URLSearchParams("q=%20dawn%20&page=3")),
    ).toEqual({ q: "dawn", page: 3 });
    expect(mediaListParamsOf(new URLSearchParams("page=-1"))).toEqual({
      q: "",
      page: 1,
    });
  });
});

describe("withMediaAltText", () => {
  it("gives a body's library images the alt text passed (escaped), adds one when missing, and leaves other images alone", () => {
    const image: MediaImage = {
      key: KEY,
      alt: `Grues d’un port « au large » & "quai"`,
      width: 1200,
      height: 800,
      widths: [480, 1200],
    };
    const html = [
      `<img src="/media/${KEY}-480.jpg" alt="English words">`,
      `<img src="/media/${KEY}-1200.jpg">`,
      `<img src="https://cdn.example.org/x.jpg" alt="c">`,
    ].join("");
    const alt = `alt="Grues d’un port « au large » &amp; &quot;quai&quot;"`;
    expect(withMediaAltText(html, new Map([[KEY, image]]))).toBe(
      [
        `<img src="/media/${KEY}-480.jpg" ${alt}>`,
        `<img ${alt} src="/media/${KEY}-1200.jpg">`,
        `<img src="https://cdn.example.org/x.jpg" alt="c">`,
      ].join(""),
    );
  });
});
