import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import {
  MEDIA_ACCEPT,
  MEDIA_LIMITS,
  MEDIA_MAX_BYTES,
  mediaMessages,
  type MediaImage,
} from "~/domain/media/media-rules";
import type { ContentLocale } from "~/domain/enums";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { inputClasses } from "../ui/input";
import { MessageText } from "../ui/message-text";
import {
  MediaThumbnail,
  UploadButton,
  type MediaLibraryData,
  type MediaLibraryResult,
} from "./media-library";
import type { MediaRowView } from "~/domain/media/media-views";

const LIBRARY = "/lead_admin/media";

export type PickedImage = MediaImage & { title: string };

/**
 * The insight editor's image picker (docs/decisions/052-media-library.md): the media library
 * in a dialog — search it, choose an image, or upload one and choose it. An image without
 * alt text can be given it here; for the body (`needsAlt`) it cannot be chosen without,
 * since the editor refuses an image without alt text. Needs JavaScript: without it the
 * featured image stays a text field taking the address the library shows. Alt text is the
 * item's language's (`locale`): a French item reads, writes and inserts the French alt text
 * (decision 052, "Alt text per language").
 */
export function MediaPicker({
  open,
  onOpenChange,
  onChoose,
  needsAlt,
  locale,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (image: PickedImage) => void;
  needsAlt: boolean;
  locale: ContentLocale;
}) {
  const french = locale === "fr";
  const list = useFetcher<MediaLibraryData>();
  const upload = useFetcher<
    MediaLibraryResult & { uploaded?: { image: MediaImage; title: string } }
  >();
  const [query, setQuery] = useState("");
  const searchId = useId();
  const fileId = useId();
  const altId = useId();
  const uploadErrorId = useId();
  const loadRef = useRef(list.load);
  useEffect(() => {
    loadRef.current = list.load;
  });

  useEffect(() => {
    if (open) void loadRef.current(LIBRARY);
  }, [open]);

  // A finished upload shows at the top of the list (newest first).
  const uploaded = upload.data?.uploaded;
  useEffect(() => {
    if (uploaded) void loadRef.current(LIBRARY);
  }, [uploaded]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    void list.load(`${LIBRARY}?q=${encodeURIComponent(query)}`);
  };

  const [uploadProblem, setUploadProblem] = useState("");
  const sendUpload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      setUploadProblem(mediaMessages.fileRequired);
      return;
    }
    if (file.size > MEDIA_MAX_BYTES) {
      setUploadProblem(mediaMessages.tooLarge);
      return;
    }
    setUploadProblem("");
    form.set("intent", "upload");
    form.set("respond", "data");
    void upload.submit(form, {
      method: "post",
      action: LIBRARY,
      encType: "multipart/form-data",
    });
  };
  const uploadError =
    uploadProblem ||
    (upload.data && !upload.data.ok
      ? (upload.data.fieldErrors?.file ??
        Object.values(upload.data.fieldErrors ?? {})[0] ??
        upload.data.toast?.description ??
        "")
      : "");

  const rows = list.data?.rows ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Choose an image"
        description="From the media library, or upload one."
        className="max-w-3xl"
      >
        <form
          onSubmit={search}
          role="search"
          aria-label="Search the media library"
          className="flex items-end gap-2"
        >
          <div className="grid min-w-0 flex-1 gap-1.5">
            <label
              htmlFor={searchId}
              className="text-sm font-medium text-ink-900"
            >
              Search by title or alt text
            </label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              className={inputClasses}
            />
          </div>
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" className="size-4" />
            Search
          </Button>
        </form>

        <div aria-live="polite" className="text-sm text-text-muted">
          {list.state === "loading"
            ? "Loading the library…"
            : list.data
              ? `${list.data.pageInfo.total} ${list.data.pageInfo.total === 1 ? "image" : "images"}${list.data.pageInfo.pageCount > 1 ? ` (the ${rows.length} newest shown; search to find others)` : ""}`
              : ""}
        </div>
        {rows.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Library images">
            {rows.map((row) => (
              <PickerItem
                key={row.id}
                row={row}
                needsAlt={needsAlt}
                onChoose={onChoose}
                french={french}
              />
            ))}
          </ul>
        ) : null}

        <form
          onSubmit={sendUpload}
          aria-label="Upload an image"
          className="grid gap-3 rounded-card border border-line p-4"
        >
          <h3 className="font-semibold text-ink-900">Upload an image</h3>
          <div className="grid gap-1.5">
            <label
              htmlFor={fileId}
              className="text-sm font-medium text-ink-900"
            >
              Image file
            </label>
            <input
              id={fileId}
              name="file"
              type="file"
              accept={MEDIA_ACCEPT}
              aria-describedby={uploadErrorId}
              aria-invalid={uploadError ? true : undefined}
              className={inputClasses}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={altId} className="text-sm font-medium text-ink-900">
              {french ? "French alt text" : "Alt text"}
            </label>
            <input
              id={altId}
              name={french ? "altTextFr" : "altText"}
              lang={french ? "fr" : undefined}
              maxLength={MEDIA_LIMITS.altText}
              className={inputClasses}
            />
          </div>
          <p
            id={uploadErrorId}
            role={uploadError ? "alert" : undefined}
            className="min-h-5 text-sm font-medium text-danger-700"
          >
            <MessageText text={uploadError || undefined} />
          </p>
          <div>
            <UploadButton pending={upload.state !== "idle"} />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function PickerItem({
  row,
  needsAlt,
  onChoose,
  french,
}: {
  row: MediaRowView;
  needsAlt: boolean;
  onChoose: (image: PickedImage) => void;
  french: boolean;
}) {
  const field = french ? "altTextFr" : "altText";
  const details = useFetcher<
    MediaLibraryResult & { saved?: { altText?: string; altTextFr?: string } }
  >();
  const altId = useId();
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState("");
  const savedAlt = details.data?.ok ? (details.data.saved?.[field] ?? "") : "";
  const currentAlt = row[field] || savedAlt;
  const choose = () =>
    onChoose({ ...row.image, alt: currentAlt, title: row.title });
  const saveAlt = () => {
    // The French alt text is optional in the library, so the server takes an empty one; here
    // it is what the item needs, so an empty one is refused before it is sent.
    if (french && alt.trim() === "") {
      setProblem(mediaMessages.altFrRequired);
      return;
    }
    setProblem("");
    const form = new FormData();
    form.set("intent", "details");
    form.set("respond", "data");
    form.set("id", row.id);
    form.set("title", row.title);
    form.set(field, alt);
    void details.submit(form, { method: "post", action: LIBRARY });
  };
  const altError =
    problem ||
    (details.data && !details.data.ok
      ? (details.data.fieldErrors?.[field] ?? details.data.toast?.description)
      : undefined);
  return (
    <li className="grid content-start gap-2 rounded-lg border border-line p-3">
      <div className="flex gap-3">
        <MediaThumbnail
          image={row.image}
          className="size-20 shrink-0 rounded border border-line object-cover"
        />
        <div className="grid min-w-0 content-start gap-1 text-sm">
          <p className="font-semibold break-words text-ink-900">{row.title}</p>
          <p className="text-text-muted">
            {row.width} × {row.height}
          </p>
          {currentAlt ? (
            <p
              className="break-words text-text-muted"
              lang={french ? "fr" : undefined}
            >
              {french ? "French alt" : "Alt"}: {currentAlt}
            </p>
          ) : (
            <div>
              <Badge tone="warning">
                {french ? "French alt text needed" : "Alt text needed"}
              </Badge>
            </div>
          )}
        </div>
      </div>
      {currentAlt ? null : (
        <div className="grid gap-1.5">
          <label htmlFor={altId} className="text-sm font-medium text-ink-900">
            {french ? "French alt text" : "Alt text"} for “{row.title}”
          </label>
          <div className="flex gap-2">
            <input
              id={altId}
              value={alt}
              lang={french ? "fr" : undefined}
              maxLength={MEDIA_LIMITS.altText}
              onChange={(event) => setAlt(event.currentTarget.value)}
              aria-invalid={altError ? true : undefined}
              className={inputClasses}
            />
            <Button
              variant="secondary"
              onClick={saveAlt}
              pending={details.state !== "idle"}
            >
              Save
            </Button>
          </div>
          {altError ? (
            <p role="alert" className="text-sm font-medium text-danger-700">
              <MessageText text={altError} />
            </p>
          ) : null}
        </div>
      )}
      <Button
        variant="secondary"
        onClick={choose}
        disabled={needsAlt && !currentAlt}
      >
        Choose<span className="sr-only"> “{row.title}”</span>
      </Button>
    </li>
  );
}
