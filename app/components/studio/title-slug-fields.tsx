import { useState } from "react";
import { slugFromTitle } from "~/domain/studio/slug-from-title";
import { Field } from "../ui/field";
import { Input } from "../ui/input";

/**
 * A studio item's title and URL slug: the slug follows the title until someone edits it or the
 * item is first published (its address is then public, and changing it leaves a 301 behind).
 */
export function useTitleSlug(
  initialTitle: string,
  initialSlug: string,
  everPublished: boolean,
) {
  const [title, setTitle] = useState(initialTitle);
  const [slug, setSlug] = useState(initialSlug);
  const [slugTouched, setSlugTouched] = useState(
    everPublished || slugFromTitle(initialTitle) !== initialSlug,
  );
  return {
    title,
    slug,
    onTitleInput(next: string) {
      setTitle(next);
      if (!slugTouched) setSlug(slugFromTitle(next));
    },
    onSlugChange(next: string) {
      setSlugTouched(true);
      setSlug(next);
    },
  };
}

export type TitleSlug = ReturnType<typeof useTitleSlug>;

export function TitleSlugFields({
  state,
  pathPrefix,
  everPublished,
  limits,
  errors,
}: {
  state: TitleSlug;
  /** The public address before the slug: "/blog/". */
  pathPrefix: string;
  everPublished: boolean;
  limits: { title: number; slug: number };
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <Field name="title" label="Title" error={errors.title}>
        {(control) => (
          <Input
            {...control}
            maxLength={limits.title}
            defaultValue={state.title}
            onInput={(event) => state.onTitleInput(event.currentTarget.value)}
          />
        )}
      </Field>
      <Field
        name="slug"
        label="URL slug"
        error={errors.slug}
        hint={
          <>
            The page’s address:{" "}
            <span className="font-mono">
              {pathPrefix}
              {state.slug || "…"}
            </span>
            .
            {everPublished
              ? " Changing it after publishing keeps the old address working: it redirects here."
              : " It follows the title until you edit it."}
          </>
        }
      >
        {(control) => (
          <Input
            {...control}
            maxLength={limits.slug}
            value={state.slug}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => state.onSlugChange(event.currentTarget.value)}
          />
        )}
      </Field>
    </>
  );
}
