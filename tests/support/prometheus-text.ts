/**
 * A strict reader of Prometheus's text exposition format (version 0.0.4): every line is a
 * `# HELP`, a `# TYPE` or a sample of a declared family, or the whole text is refused. Tests use
 * it to prove /metrics is what a Prometheus server can ingest, and to read values by label.
 */
export type Sample = {
  name: string;
  labels: Record<string, string>;
  value: number;
};
export type Exposition = { samples: Sample[]; types: Map<string, string> };

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL =
  /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"\s*(,|(?=\}))/y;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES: Record<string, string[]> = {
  histogram: ["_bucket", "_sum", "_count"],
  summary: ["_sum", "_count"],
};

/** As Prometheus reads them (Go's strconv.ParseFloat): NaN and Inf in any case — prom-client writes "Nan". */
function parseValue(text: string, line: string): number {
  if (/^\+?inf(inity)?$/i.test(text)) return Infinity;
  if (/^-inf(inity)?$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text))
    throw new Error(`not a sample value: ${line}`);
  return Number(text);
}

function familyOf(
  name: string,
  types: Map<string, string>,
): string | undefined {
  if (types.has(name)) return name;
  for (const [family, type] of types) {
    if ((SUFFIXES[type] ?? []).some((suffix) => name === family + suffix))
      return family;
  }
  return undefined;
}

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  if (!text.endsWith("\n"))
    throw new Error("the exposition must end with a line feed");
  for (const line of text.split("\n")) {
    if (line === "") continue;
    if (line.startsWith("#")) {
      const match = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!match) continue; // a plain comment
      const [, keyword, name, rest] = match;
      if (!NAME.test(name!)) throw new Error(`bad metric name: ${line}`);
      if (keyword === "TYPE") {
        if (!TYPES.has(rest!)) throw new Error(`bad type: ${line}`);
        if (types.has(name!)) throw new Error(`type declared twice: ${line}`);
        types.set(name!, rest!);
      }
      continue;
    }
    const nameMatch = /^([a-zA-Z_:][a-zA-Z0-9_:]*)/.exec(line);
    if (!nameMatch) throw new Error(`not a sample: ${line}`);
    const name = nameMatch[1]!;
    let rest = line.slice(name.length);
    const labels: Record<string, string> = {};
    if (rest.startsWith("{")) {
      let at = 1;
      while (rest[at] !== "}") {
        LABEL.lastIndex = at;
        const label = LABEL.exec(rest);
        if (!label) throw new Error(`bad labels: ${line}`);
        labels[label[1]!] = label[2]!.replace(/\\(["\\n])/g, (_, c: string) =>
          c === "n" ? "\n" : c,
        );
        at = LABEL.lastIndex;
        if (at >= rest.length) throw new Error(`unterminated labels: ${line}`);
      }
      rest = rest.slice(at + 1);
    }
    const parts = rest.trim().split(/\s+/);
    if (!rest.startsWith(" ") || parts.length < 1 || parts.length > 2)
      throw new Error(`bad sample: ${line}`);
    if (!familyOf(name, types))
      throw new Error(`sample of an undeclared family: ${line}`);
    samples.push({ name, labels, value: parseValue(parts[0]!, line) });
  }
  return { samples, types };
}

/** The sum of the samples with this name and (at least) these labels; 0 when there is none. */
export function valueOf(
  exposition: Exposition,
  name: string,
  labels: Record<string, string> = {},
): number {
  const matching = exposition.samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(
        ([key, value]) => sample.labels[key] === value,
      ),
  );
  return matching.reduce((sum, sample) => sum + sample.value, 0);
}
