import sanitize from "sanitize-html";

/**
 * The one policy for stored rich text (insight bodies): editorial formatting survives,
 * anything that can run script or pull in foreign content does not. Applied on write
 * and again on render, so a row written by another tool cannot smuggle markup in.
 */
const POLICY: sanitize.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "blockquote",
    "code",
    "pre",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "figure",
    "figcaption",
    "img",
    "sup",
    "sub",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // External links open safely; the rel is forced whatever the author wrote. The href is
    // read as a browser reads it (leading and trailing spaces and control characters dropped,
    // tabs and line breaks removed anywhere), so `href=" https://…"` is external too; and an
    // author's own target never survives without the forced rel.
    a: (tagName, { target: _target, rel: _rel, ...attribs }) => {
      if (attribs.href === undefined) return { tagName, attribs };
      const href = hrefAsBrowsersRead(attribs.href);
      const external = /^https?:/i.test(href);
      return {
        tagName,
        attribs: external
          ? { ...attribs, href, rel: "noopener noreferrer", target: "_blank" }
          : { ...attribs, href },
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: "lazy" },
    }),
  },
};

/** The URL parser's first steps (WHATWG URL: strip C0 controls and spaces at the ends, then tabs and newlines). */
function hrefAsBrowsersRead(href: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are the point
  const ends = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
  return href.replace(ends, "").replace(/[\t\n\r]/g, "");
}

export function sanitizeRichText(html: string): string {
  return sanitize(html, POLICY);
}
