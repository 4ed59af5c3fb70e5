import { NotFoundPanel } from "~/components/not-found-content";
import type { OnlyInOtherLanguage } from "~/domain/public-content";
import type { ContentKind, UnavailableCopy } from "./content-detail-meta";
import { OtherLanguageNotice } from "./other-language-notice";

/**
 * What an insight's or a case study's URL shows when it has no article in the page's language:
 * a notice pointing to the other language's version, or not found (spec: 'Insight Not Found',
 * 'Project Not Found').
 */
export function ContentUnavailable({
  kind,
  onlyIn,
  copy,
  listPath,
}: {
  kind: ContentKind;
  onlyIn: OnlyInOtherLanguage | null | undefined;
  copy: UnavailableCopy;
  /** The list the page belongs to ("/blog", "/projects"), where its back link goes. */
  listPath: string;
}) {
  return onlyIn ? (
    <OtherLanguageNotice
      page={onlyIn}
      kind={kind}
      back={{ label: copy.backLabel, to: listPath }}
    />
  ) : (
    <NotFoundPanel
      title={copy.notFound.title}
      message={copy.notFound.message}
      back={{ label: copy.notFound.backLabel, to: listPath }}
    />
  );
}
