import { ArrowRight } from "lucide-react";
import { FormattedMessage } from "react-intl";
import type { OnlyInOtherLanguage } from "~/domain/public-content";
import { htmlLang } from "~/i18n/locale";
import { BackLink } from "./back-link";

/**
 * The page a URL of this language shows for an article or case study published only in the
 * other language: this language's words, the other language's title (marked as such) and a
 * link to it — never the other language's text on this language's page (noindex).
 */
export function OtherLanguageNotice({
  page,
  kind,
  back,
}: {
  page: OnlyInOtherLanguage;
  kind: "insight" | "case_study";
  back: { label: string; to: string };
}) {
  return (
    <section
      className="page-container flex flex-col items-start py-16 sm:py-24"
      data-other-language-notice={page.locale}
    >
      <div className="mx-auto w-full max-w-2xl">
        <BackLink to={back.to} label={back.label} />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">
          {kind === "insight" ? (
            <FormattedMessage
              id="content.otherLanguage.insightHeading"
              defaultMessage="This insight is available in {language, select, fr {French} other {English}} only"
              values={{ language: page.locale }}
            />
          ) : (
            <FormattedMessage
              id="content.otherLanguage.caseStudyHeading"
              defaultMessage="This case study is available in {language, select, fr {French} other {English}} only"
              values={{ language: page.locale }}
            />
          )}
        </h1>
        <p className="mt-4 text-lg leading-8 text-text-muted">
          <FormattedMessage
            id="content.otherLanguage.body"
            defaultMessage="It has not been translated yet. You can read it in {language, select, fr {French} other {English}}:"
            values={{ language: page.locale }}
          />
        </p>
        <p className="mt-6">
          {/* The one link of this page into the other language: what the reader came for. */}
          <a
            href={page.path}
            hrefLang={htmlLang(page.locale)}
            className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
            data-other-language-link
          >
            <span lang={htmlLang(page.locale)}>{page.title}</span>
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </a>
        </p>
      </div>
    </section>
  );
}
