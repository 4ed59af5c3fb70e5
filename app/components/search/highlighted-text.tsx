import { highlightSegments } from "~/domain/search/search-views";

/**
 * Text with the search's matched words marked. The text is rendered as React text (escaped);
 * the only element this can produce is <mark>.
 */
export function HighlightedText({ text }: { text: string }) {
  return (
    <>
      {highlightSegments(text).map((segment, index) =>
        segment.marked ? (
          <mark key={index} className="search-mark">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
