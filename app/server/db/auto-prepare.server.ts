import type pg from "pg";

/**
 * Statements the application sends again and again become named prepared statements, so the
 * database parses and plans each once per connection instead of on every call. On the embedded
 * database that was most of a statement's cost: the session lookup every signed-in page makes
 * took ~500 µs of PGlite's thread sent as an unnamed statement and ~80 µs prepared, nearly all
 * of the difference planning in WebAssembly; PostgreSQL saves the same work, natively.
 * docs/decisions/047-whole-documents-and-embedded-database-costs.md
 *
 * What is left alone:
 * - a statement before its `minUses`-th call (one-off statements are never prepared);
 * - once `maxStatements` texts are named, any new text (the set stays bounded per connection:
 *   nothing is ever deallocated, so a flood of distinct texts costs nothing more);
 * - pattern matches (LIKE, ILIKE, ~~): their best plan depends on the pattern itself (a
 *   trigram index for "%harbour%", a scan for "%an%"), which a plan made once for any pattern
 *   cannot know;
 * - statements without parameters or row mode: they go by the simple protocol (and may hold
 *   several statements, e.g. a migration), which has no names;
 * - statements that already have a name (drizzle's `.prepare(name)`).
 */
export type AutoPrepareOptions = {
  /** Calls of one text before it is named. */
  minUses: number;
  /** Texts named at most, per pool. */
  maxStatements: number;
};

export const AUTO_PREPARE_DEFAULTS: AutoPrepareOptions = {
  minUses: 3,
  maxStatements: 500,
};

/** How many distinct unnamed texts are counted before the counts start over. */
const MAX_COUNTED_TEXTS = 5_000;
const PATTERN_MATCH = /\b(?:i?like)\b|~~/i;

type QueryConfig = {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  rowMode?: unknown;
};
type AnyQuery = (...args: unknown[]) => unknown;

/** The naming of one pool's statements: which texts are named, and what they are called. */
export function statementNamer(options: AutoPrepareOptions) {
  const uses = new Map<string, number>();
  const names = new Map<string, string>();
  return {
    /** The name for `text`, or undefined while it stays unnamed. */
    nameFor(text: string): string | undefined {
      const named = names.get(text);
      if (named !== undefined) return named;
      if (names.size >= options.maxStatements) return undefined;
      if (PATTERN_MATCH.test(text)) return undefined;
      const count = (uses.get(text) ?? 0) + 1;
      if (count < options.minUses) {
        if (uses.size >= MAX_COUNTED_TEXTS) uses.clear();
        uses.set(text, count);
        return undefined;
      }
      uses.delete(text);
      const name = `auto_${names.size + 1}`;
      names.set(text, name);
      return name;
    },
    get namedCount() {
      return names.size;
    },
  };
}

/** Names the repeated statements sent through any client of `pool` (see above). */
export function autoPrepareStatements(
  pool: pg.Pool,
  options: AutoPrepareOptions = AUTO_PREPARE_DEFAULTS,
) {
  const namer = statementNamer(options);
  pool.on("connect", (client) => {
    const query = client.query as unknown as AnyQuery;
    (client as unknown as { query: AnyQuery }).query = function namedQuery(
      this: unknown,
      ...args: unknown[]
    ) {
      const [config, values] = args;
      if (config && typeof config === "object") {
        const { text, name, rowMode } = config as QueryConfig;
        const params = values ?? (config as QueryConfig).values;
        const extended =
          rowMode !== undefined || (Array.isArray(params) && params.length > 0);
        if (typeof text === "string" && name === undefined && extended) {
          const named = namer.nameFor(text);
          // A copy: drizzle keeps its query config for the statement's later runs.
          if (named) args[0] = { ...config, name: named };
        }
      } else if (
        typeof config === "string" &&
        Array.isArray(values) &&
        values.length > 0
      ) {
        const named = namer.nameFor(config);
        if (named) args.splice(0, 2, { text: config, values, name: named });
      }
      return query.apply(this, args);
    };
  });
  return namer;
}
