import { MEDIA_MAX_BYTES, mediaMessages } from "~/domain/media/media-rules";
import {
  oneFileLimits,
  textFormLimits,
  type BodyPolicy,
} from "../http/body-limits.server";

/** The media library (/lead_admin/media) and its data URL. */
const MEDIA_LIBRARY_PAGE = /^\/lead_admin\/media$/;

/** The editor of one insight (/lead_admin/insights/:insightId) and its data URL. */
const STUDIO_EDITOR_PAGE =
  /^\/lead_admin\/insights\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An image of up to 15 MB (MEDIA_MAX_BYTES), with room for the form's few text fields. */
export const MEDIA_UPLOAD_MAX_BYTES = MEDIA_MAX_BYTES + 64 * 1024;

/** An article's body is at most 200,000 characters (INSIGHT_LIMITS), up to 4 bytes each. */
export const STUDIO_FORM_MAX_BYTES = 1024 * 1024;

/**
 * One image per post (its alt text and deletions are small text forms to the same page); only
 * a signed-in admin or editor gets past the guard, so not counted per IP.
 */
const mediaLibraryPolicy: BodyPolicy = {
  form: null,
  rateLimit: null,
  answer: "page",
  routeAnswersRefusal: true,
  limits: oneFileLimits({
    maxBytes: MEDIA_UPLOAD_MAX_BYTES,
    fileBytes: MEDIA_MAX_BYTES,
    fields: 10,
    fieldBytes: 4 * 1024,
  }),
  upload: {
    field: "file",
    tooLarge: mediaMessages.tooLarge,
    busy: mediaMessages.busy,
  },
};

/**
 * Staff post an article, whose HTML body is far longer than any other form field; only a
 * signed-in admin or editor gets past the route's guard.
 */
const editorPolicy: BodyPolicy = {
  form: null,
  rateLimit: null,
  answer: "page",
  routeAnswersRefusal: false,
  limits: {
    ...textFormLimits,
    maxBytes: STUDIO_FORM_MAX_BYTES,
    maxFieldBytes: 800 * 1024,
    maxFields: 100,
    maxParts: 100,
  },
};

/** The body policy of the studio's media library or insight editor, or null. */
export function studioBodyPolicy(path: string): BodyPolicy | null {
  if (MEDIA_LIBRARY_PAGE.test(path)) return mediaLibraryPolicy;
  if (STUDIO_EDITOR_PAGE.test(path)) return editorPolicy;
  return null;
}
