import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { TOKEN_FORM_KINDS, type TokenFormKind } from "~/domain/forms/consent";
import { prepareSplicedGzip, type SplicedGzip } from "./spliced-gzip.server";

/**
 * A page rendered once with placeholders where each request's own values go (the CSP nonce,
 * form tokens), cut at those places, and filled per request: the page a visitor gets is the
 * page a full render would have given them, token and nonce included, for the cost of a few
 * buffer copies (docs/decisions/044-page-templates-and-front-door.md).
 */
export type TemplateHole =
  | { kind: "nonce" }
  /** `call` numbers the loader's calls: the same token may appear twice (form and page data). */
  | { kind: "formToken"; form: TokenFormKind; call: number };

export type PageTemplate = {
  status: number;
  /** The rendered answer's own headers (content type, cache control…), lower-case names. */
  headers: Record<string, string>;
  fixed: Buffer[];
  holes: TemplateHole[];
  /** Null when the page cannot be spliced (then each answer is compressed on its own). */
  gzip: SplicedGzip | null;
};

/** The per-request values of one answer. */
export type TemplateValues = {
  nonce: string;
  formToken(form: TokenFormKind): string;
};

/** Placeholders unique to this process, so no page text can imitate one. */
export type TemplateMarkers = {
  nonce: string;
  formToken(form: TokenFormKind, call: number): string;
  /** Finds every placeholder in rendered HTML. */
  pattern: RegExp;
};

export function createTemplateMarkers(): TemplateMarkers {
  const id = `tpl${randomBytes(8).toString("hex")}`;
  return {
    nonce: `${id}nonce`,
    formToken: (form, call) => `${id}token${call}x${form}x`,
    pattern: new RegExp(
      `${id}(?:(nonce)|token(\\d+)x(${TOKEN_FORM_KINDS.join("|")})x)`,
      "g",
    ),
  };
}

/** Cuts rendered HTML at its placeholders. */
export function cutTemplate(
  html: string,
  markers: TemplateMarkers,
): { fixed: Buffer[]; holes: TemplateHole[] } {
  const fixed: Buffer[] = [];
  const holes: TemplateHole[] = [];
  let last = 0;
  for (const match of html.matchAll(markers.pattern)) {
    fixed.push(Buffer.from(html.slice(last, match.index), "utf8"));
    holes.push(
      match[1]
        ? { kind: "nonce" }
        : {
            kind: "formToken",
            call: Number(match[2]),
            form: match[3] as TokenFormKind,
          },
    );
    last = match.index + match[0].length;
  }
  fixed.push(Buffer.from(html.slice(last), "utf8"));
  return { fixed, holes };
}

export function createPageTemplate(options: {
  status: number;
  headers: Record<string, string>;
  html: string;
  markers: TemplateMarkers;
  /** Values of the lengths every request's values will have (a sample nonce and tokens). */
  sample: TemplateValues;
}): PageTemplate {
  const { fixed, holes } = cutTemplate(options.html, options.markers);
  const lengths = holeValues(holes, options.sample).map(
    (value) => value.length,
  );
  return {
    status: options.status,
    headers: options.headers,
    fixed,
    holes,
    gzip: prepareSplicedGzip(fixed, lengths),
  };
}

/** One value per hole; one token per loader call, shared by its placeholders. */
function holeValues(holes: TemplateHole[], values: TemplateValues): Buffer[] {
  const nonce = Buffer.from(values.nonce, "utf8");
  const tokens = new Map<number, Buffer>();
  return holes.map((hole) => {
    if (hole.kind === "nonce") return nonce;
    let token = tokens.get(hole.call);
    if (!token) {
      token = Buffer.from(values.formToken(hole.form), "utf8");
      tokens.set(hole.call, token);
    }
    return token;
  });
}

/** The page for one request, gzip-encoded when the client takes it. */
export function fillTemplate(
  template: PageTemplate,
  values: TemplateValues,
  wantsGzip: boolean,
): { bytes: Buffer; gzip: boolean } {
  const holes = holeValues(template.holes, values);
  const spliced = wantsGzip ? template.gzip?.splice(holes) : null;
  if (spliced) return { bytes: spliced, gzip: true };
  const parts: Buffer[] = [];
  template.fixed.forEach((part, index) => {
    parts.push(part);
    if (index < holes.length) parts.push(holes[index]!);
  });
  const body = Buffer.concat(parts);
  return wantsGzip
    ? { bytes: zlib.gzipSync(body, { level: 6 }), gzip: true }
    : { bytes: body, gzip: false };
}
