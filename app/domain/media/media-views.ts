import type { MediaImage } from "./media-rules";

/** Where an image is used: an insight's public page (what visitors see), or the studio's draft of it. */
export type MediaUse = {
  insightId: string;
  title: string;
  where: "public" | "draft";
};

/** One image as the media library lists it; the server's row (a Date) reaches the page as ISO text. */
export type MediaRowView = {
  id: string;
  key: string;
  title: string;
  originalName: string;
  altText: string;
  altTextFr: string;
  width: number;
  height: number;
  format: string;
  byteSize: number;
  /** Every encoded file together. */
  encodedBytes: number;
  fileCount: number;
  image: MediaImage;
  uploadedByName: string | null;
  createdAt: string;
  uses: MediaUse[];
};
