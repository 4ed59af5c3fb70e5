/**
 * The contact details a visitor already gave in a conversation (decision 057, "Hand-off
 * reuse"): the panel's form is prefilled with them and asks only for what is missing. They come
 * from an earlier contact form in the conversation (stored on it) or from what the visitor wrote
 * ("I'm Jane Doe from the Ministry of Finance, jane.doe@finance.gc.ca"; "Je m'appelle …, du …").
 *
 * Reading them from messages is deliberately conservative: an e-mail by its pattern (and only
 * when a message names one address), a name and an organisation only after a clear phrase and
 * only when the words that follow look like one. A detail read wrongly is worse than one asked
 * for again; the visitor sees every prefilled value and confirms it, and the server checks all.
 */
export type KnownVisitorDetails = {
  fullName?: string;
  email?: string;
  organisation?: string;
};

const EMAIL =
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

const wordSet = (words: string) => new Set(words.split(" "));

/** A capitalised word (or an acronym, or a number in a name like "3M"): "Jane", "O'Neil", "ESDC". */
const CAPITAL = /^[\p{Lu}\p{N}][\p{L}\p{M}\p{N}'’&-]*$/u;
/** Words that join the capitalised words of an organisation's name, English and French. */
const CONNECTORS = wordSet(
  "of and for the on & de du des d' la le les l' et pour en aux à",
);
/** French organisations start with a common noun: "ministère des Finances", "agence du revenu du Canada". */
const FRENCH_HEADS = wordSet(
  "ministère agence direction secrétariat bureau commission conseil service services " +
    "société ville gouvernement banque office centre institut université régie caisse " +
    "groupe municipalité administration autorité",
);
/** Capitalised words that are not names: a sentence's first word after "I'm", titles, articles. */
const NOT_NAMES = wordSet(
  "The A An Le La Les Un Une Interested Looking Here Ici Director Manager Head Chief " +
    "Directeur Directrice Responsable Gestionnaire Intéressé Intéressée From With At De Du Chez",
);

/** Where a phrase ends: punctuation, a line break, or the start of the next clause. */
const PHRASE_END =
  /[,;:!?()\n]|\.(?:\s|$)|\s(?:and (?:I|my|we|our|you)|et (?:je|j'|mon|ma|mes|nous|notre)|—|-)\s|\s(?:looking|interested|who|qui|intéressée?)\b/;

function words(phrase: string): string[] {
  return phrase.trim().split(/\s+/).filter(Boolean);
}

/** A word with its French elision cut ("l'Agence" → "Agence"). */
function core(word: string): string {
  return word.replace(/^[ldLD]['’]/, "");
}

/** The first words of `rest` that make a person's name (1–4 capitalised words), if at least `min`. */
function nameAt(rest: string, min: number): string | null {
  const found: string[] = [];
  for (const word of words(rest.split(PHRASE_END)[0] ?? "")) {
    if (!CAPITAL.test(word) || NOT_NAMES.has(word) || /\d/.test(word)) break;
    found.push(word);
    if (found.length === 4) break;
  }
  return found.length >= min ? found.join(" ") : null;
}

/**
 * The organisation that `rest` starts with: the whole phrase up to its end, and only when every
 * word is a capitalised word, a connector or (first) a French head noun, and it ends capitalised.
 */
function organisationAt(rest: string): string | null {
  const phrase = (rest.split(PHRASE_END)[0] ?? "").trim();
  if (phrase === "" || phrase.includes("@")) return null;
  const all = words(phrase);
  while (all.length > 0 && /^(?:the|la|le|les)$/i.test(all[0]!)) all.shift();
  if (all.length === 0 || all.length > 12) return null;
  let capitalised = 0;
  for (const [i, word] of all.entries()) {
    const bare = core(word);
    if (CAPITAL.test(bare)) capitalised += 1;
    else if (i === 0 && FRENCH_HEADS.has(bare.toLowerCase())) continue;
    else if (!CONNECTORS.has(word.toLowerCase().replace("’", "'"))) return null;
  }
  const last = core(all.at(-1)!);
  if (capitalised === 0 || !CAPITAL.test(last)) return null;
  const organisation = all.join(" ");
  return organisation.length >= 2 && organisation.length <= 150
    ? organisation
    : null;
}

/** Phrases a name follows, and how many words the name must have after each (one after "my name is"). */
const NAME_LEADS: { pattern: RegExp; min: number }[] = [
  { pattern: /\b(?:my name is|my name's|name's)\s+/gi, min: 1 },
  { pattern: /(?:^|[\s,.!])(?:I'm|I’m|I am)\s+/gi, min: 2 },
  { pattern: /\b(?:je m['’]appelle|mon nom est)\s+/gi, min: 1 },
  { pattern: /\b(?:je suis|ici)\s+/gi, min: 2 },
];
/** What joins a name to its organisation: "Jane Doe from …", "Jean Roy, du …". */
const AFTER_NAME =
  /^\s*,?\s*(?:from|with|at|of|de la|de l['’]|du|des|de|chez)\s+/i;
/** Phrases an organisation follows on its own. */
const ORGANISATION_LEADS = [
  /\bI (?:work|am working) (?:at|for|with)\s+/gi,
  /\b(?:I'm|I’m|I am) with\s+/gi,
  /\b(?:our|my) (?:organi[sz]ation|company|ministry|department|agency) is\s+/gi,
  /\b(?:organi[sz]ation|company|organisme|entreprise)\s*:\s*/gi,
  /\bje travaille (?:pour|chez|au|à la|à l['’]|à)\s*/gi,
];

/** The details in one message. */
export function detailsInMessage(message: string): KnownVisitorDetails {
  const details: KnownVisitorDetails = {};
  const emails = [...new Set(message.match(EMAIL) ?? [])];
  if (emails.length === 1) details.email = emails[0]!.toLowerCase();
  // The first organisation found is kept.
  const organisationFrom = (rest: string) => {
    const organisation = organisationAt(rest);
    if (organisation) details.organisation ??= organisation;
  };
  for (const { pattern, min } of NAME_LEADS) {
    for (const match of message.matchAll(pattern)) {
      const rest = message.slice(match.index + match[0].length);
      const name = nameAt(rest, min);
      if (!name) continue;
      details.fullName ??= name;
      const joined = AFTER_NAME.exec(rest.slice(name.length));
      if (joined) organisationFrom(rest.slice(name.length + joined[0].length));
    }
  }
  for (const pattern of ORGANISATION_LEADS)
    for (const match of message.matchAll(pattern))
      organisationFrom(message.slice(match.index + match[0].length));
  return details;
}

/** The details in a visitor's messages, oldest first: a later message's detail wins. */
export function detailsInMessages(messages: string[]): KnownVisitorDetails {
  return Object.assign({}, ...messages.map(detailsInMessage));
}

/** Each detail from the first source that has it (the stored form's before the messages'). */
export function mergeDetails(
  ...sources: KnownVisitorDetails[]
): KnownVisitorDetails {
  const merged: KnownVisitorDetails = {};
  for (const source of sources)
    for (const key of ["fullName", "email", "organisation"] as const) {
      const value = source[key]?.trim();
      if (value && !merged[key]) merged[key] = value;
    }
  return merged;
}

/** Details as the panel keeps them (from the stream, or sessionStorage): strings only, or nothing. */
export function knownDetailsOf(value: unknown): KnownVisitorDetails {
  if (typeof value !== "object" || value === null) return {};
  const record = value as Record<string, unknown>;
  const details: KnownVisitorDetails = {};
  for (const key of ["fullName", "email", "organisation"] as const) {
    const detail = record[key];
    if (typeof detail === "string" && detail.trim() !== "")
      details[key] = detail.trim().slice(0, 200);
  }
  return details;
}
