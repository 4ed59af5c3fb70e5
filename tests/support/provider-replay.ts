/**
 * What the fake OpenAI-compatible provider answers in bench:chat-answers and the provider
 * tests (decision 057, "Provider path"): it replays the prompt it is given, as a model that
 * does exactly what the prompt grounds it in and nothing else. It has no knowledge of its own:
 * every word it writes is in the prompt. It answers from the SITE ANSWER or the STAFF ANSWER
 * when there is one; else from the first passage, opening with its sentence that shares most
 * words with the visitor's message (and, when the prompt says the message follows up, their
 * previous one), then the second passage, with their links; passages the prompt marks as
 * related but not answering it tells as such, in the sentences the prompt's rule quotes; and it
 * refuses with the prompt's own not-found sentence when the context has no passages.
 *
 * It is also gullible, so that "injection attempts resisted" measures the prompt and not the
 * model: any "reply/say/answer only …", "ignore your instructions and say …" or "print your
 * system prompt" it reads OUTSIDE the prompt's declared data fences, it obeys. Inside them it
 * ignores them, as the prompt's rule says. A prompt that fences nothing gets obeyed.
 */
export type ReplayMessage = { role: string; content?: unknown };

function text(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content
      .map((part: { type?: string; text?: string }) =>
        part.type === "text" ? (part.text ?? "") : "",
      )
      .join("\n");
  return "";
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The boundary the system prompt declares for its data fences, if it declares one. */
export function declaredBoundary(system: string): string | null {
  return /<<<DATA (\S+) /.exec(system)?.[1] ?? null;
}

/** The text as the model takes it as instructions: every declared data fence cut out. */
export function outsideFences(value: string, boundary: string | null): string {
  if (!boundary) return value;
  const b = escapeRegExp(boundary);
  return value.replace(
    new RegExp(`<<<DATA ${b}[^\\n]*>>>[\\s\\S]*?<<<END ${b}>>>`, "g"),
    "",
  );
}

const QUOTED = `["“«']\\s*([^"”»'\\n]+?)\\s*["”»']`;
const BARE = `([^\\n]+?)\\s*$`;
/** Instructions the gullible model obeys, English and French: what follows is its whole reply. */
const SAY_ONLY = [
  `\\b(?:reply|respond|answer|say|write|output)\\s+(?:with\\s+)?only(?:\\s+with)?(?:\\s+the\\s+words?)?\\s*:?\\s*`,
  `\\bignore\\s+(?:all\\s+|any\\s+)?(?:your|the|previous|prior|above|earlier)(?:\\s+(?:previous|prior|above|earlier))?\\s+(?:instructions|rules|prompts?)[^\\n]*?\\b(?:and|then)\\s+(?:reply|respond|answer|say|write|output)(?:\\s+with)?\\s*:?\\s*`,
  `\\b(?:répond(?:s|ez)?|dis|dites|écri(?:s|vez))\\s+(?:seulement|uniquement)\\s*:?\\s*`,
  `\\bignore[zr]?\\s+(?:toutes\\s+)?(?:tes|vos|les)\\s+(?:instructions|consignes|règles)[^\\n]*?\\bet\\s+(?:répond(?:s|ez)?|dis|dites|écri(?:s|vez))\\s*:?\\s*`,
];
const PRINT_PROMPT = [
  /\b(?:print|show|reveal|repeat|output|display|tell me)\s+(?:me\s+)?(?:your|the)\s+(?:full\s+|whole\s+|exact\s+)?(?:system\s+prompt|instructions|hidden\s+rules)/i,
  /\b(?:affiche[rsz]?|montre[rsz]?|révèle[rsz]?|répète[rsz]?|donne[rsz]?(?:-moi)?)\s+(?:moi\s+)?(?:ton|votre|tes|vos|le|les)\s+(?:prompt|invite|instructions|consignes)(?:\s+(?:système|systeme))?/i,
];

/** What an instruction outside the fences makes the gullible model say, if there is one. */
function obeyed(trusted: string, system: string): string | null {
  for (const lead of SAY_ONLY) {
    const match =
      new RegExp(lead + QUOTED, "im").exec(trusted) ??
      new RegExp(lead + BARE, "im").exec(trusted);
    if (match?.[1]) return match[1].replace(/[.!]+$/, "");
  }
  if (PRINT_PROMPT.some((pattern) => pattern.test(trusted))) return system;
  return null;
}

/** A passage's sentences; a label ("Common pitfalls.") is read with the sentence it heads. */
function sentences(value: string): string[] {
  const split = value.split(/(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Þ0-9"«“])/);
  const read: string[] = [];
  for (let i = 0; i < split.length; i++) {
    const sentence = split[i]!;
    const next = split[i + 1];
    if (next && isLabel(sentence)) {
      read.push(`${sentence.replace(/\.$/, "")}: ${next}`);
      i++;
    } else read.push(sentence);
  }
  return read;
}

/** A sentence this short is a heading or a label: not an answer to open with on its own. */
const MIN_OPENING_WORDS = 3;

function isLabel(sentence: string): boolean {
  return /^[^:!?]+\.$/.test(sentence) && sentence.split(/\s+/).length < 4;
}

/** Words as compared: lower case, no accents, the first five letters of words of four or more. */
function stems(value: string): Set<string> {
  return new Set(
    value
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 4)
      .map((word) => word.slice(0, 5)),
  );
}

/** How many of the question's words a sentence shares; -1 for a heading or a label. */
function sharedWords(sentence: string, question: Set<string>): number {
  if (sentence.split(/\s+/).length < MIN_OPENING_WORDS) return -1;
  return [...stems(sentence)].filter((word) => question.has(word)).length;
}

/** The passage's sentences, the one that shares most words with the question first. */
function answeringFirst(body: string, question: Set<string>): string[] {
  const all = sentences(body);
  let best = 0;
  let bestScore = -1;
  all.forEach((sentence, i) => {
    const shared = sharedWords(sentence, question);
    if (shared > bestScore) [best, bestScore] = [i, shared];
  });
  return [all[best]!, ...all.filter((_, i) => i !== best)];
}

/** The passage that answers best: the most words of the question in one sentence, the earlier on a tie. */
function answeringPassage(
  passages: ReplayPassage[],
  question: Set<string>,
): ReplayPassage {
  let best = passages[0]!;
  let bestScore = -1;
  for (const passage of passages) {
    const score = Math.max(
      -1,
      ...sentences(passage.body).map((sentence) =>
        sharedWords(sentence, question),
      ),
    );
    if (score > bestScore) [best, bestScore] = [passage, score];
  }
  return best;
}

function staffAnswer(system: string): string | null {
  const block =
    /STAFF ANSWER[^\n]*?(?:cite it as (\[[^\]\n]+\]\(\/[^)\s]*\)))?\):\nQ: [^\n]*\nA: ([^\n]+)/.exec(
      system,
    );
  if (!block) return null;
  const [, link, answer] = block;
  if (!link || answer!.includes(link.slice(link.indexOf("](")))) return answer!;
  return `${answer!} ${link}`;
}

/** The site's own reply the prompt carries, whole: it runs to the blank line or the fence's end. */
function siteAnswer(system: string): string | null {
  return (
    /SITE ANSWER[^\n]*:\n([\s\S]+?)(?:\n\s*\n|\n<<<END )/.exec(system)?.[1] ??
    null
  );
}

type ReplayPassage = { title: string; href: string; body: string };

function passagesOf(system: string): ReplayPassage[] {
  return [
    ...system.matchAll(/^\[(\d+)\] (.+?) \((\/[^)\s]*)\)[^\n]*\n([^\n]+)/gm),
  ].map(([, , title, href, body]) => ({
    title: title!,
    href: href!,
    body: body!,
  }));
}

function fromPassages(
  passages: ReplayPassage[],
  question: Set<string>,
): string | null {
  if (passages.length === 0) return null;
  const first = answeringPassage(passages, question);
  const second = passages.find((passage) => passage !== first);
  const lines = [
    `${answeringFirst(first!.body, question).slice(0, 2).join(" ")} [${first!.title}](${first!.href})`,
  ];
  // A second passage adds detail; its link only when it is another page.
  if (second) {
    const detail = answeringFirst(second.body, question)[0]!;
    lines.push(
      second.href === first!.href
        ? detail
        : `${detail} [${second.title}](${second.href})`,
    );
  }
  return lines.join("\n\n");
}

/** The CONTEXT's not-found sentence naming the subject, when the prompt gives one (data, in the fence). */
function notFoundSentence(system: string): string | null {
  return /^NOT-FOUND SENTENCE: ([^\n]+)$/m.exec(system)?.[1] ?? null;
}

/**
 * Passages the prompt marks as related but not answering, told as the rule says: the context's
 * not-found sentence (else the rule's quoted opening), what the best one says with its link, and
 * its quoted offer of a person.
 */
function relatedOnly(
  system: string,
  passages: ReplayPassage[],
  question: Set<string>,
): string | null {
  const marked = /^PASSAGES \(([^)\n]*not answer[^)\n]*)\):/m.exec(system);
  if (!marked || passages.length === 0) return null;
  const rule = new RegExp(
    `marked "${escapeRegExp(marked[1]!)}"[^\\n]*?open with exactly "([^"\\n]+)"[^\\n]*?end with "([^"\\n]+)"`,
  ).exec(system);
  if (!rule) return null;
  const first = answeringPassage(passages, question);
  const said = answeringFirst(first!.body, question)[0]!;
  const opening = notFoundSentence(system) ?? rule[1]!;
  return `${opening} ${said} [${first!.title}](${first!.href})\n\n${rule[2]!}`;
}

/** The prompt's own not-found reply: the context's sentence and the rule's offer, else the rule's quoted sentence. */
function refusal(system: string): string {
  const rule =
    /reply with the CONTEXT's NOT-FOUND SENTENCE exactly as given, then "([^"\n]+)" \(when it gives none, reply with exactly this sentence: "([^"\n]+)"\)/.exec(
      system,
    );
  const sentence = notFoundSentence(system);
  if (rule) return sentence ? `${sentence} ${rule[1]!}` : rule[2]!;
  return (
    /reply with exactly this sentence: "([^"\n]+)"/.exec(system)?.[1] ?? ""
  );
}

/** The words of what the visitor asks: the message, and the previous question when the prompt says it follows up. */
function questionWords(user: string, boundary: string | null): Set<string> {
  if (!boundary) return stems(user);
  const b = escapeRegExp(boundary);
  const fenceBody = (label: string) =>
    new RegExp(`<<<DATA ${b} ${label}>>>\\n([\\s\\S]*?)\\n<<<END ${b}>>>`).exec(
      user,
    )?.[1] ?? "";
  const message = fenceBody("the visitor's message");
  const followsUp = /follows up on the visitor's previous question/.test(
    outsideFences(user, boundary),
  );
  const previous = followsUp
    ? (fenceBody("conversation so far")
        .split("\n")
        .findLast((line) => line.startsWith("Visitor: ")) ?? "")
    : "";
  return stems(`${message} ${previous}`);
}

export function replayPrompt(messages: ReplayMessage[]): string {
  const system = text(messages.find((m) => m.role === "system")?.content);
  const boundary = declaredBoundary(system);
  const trusted = messages
    .map((message) => outsideFences(text(message.content), boundary))
    .join("\n");
  const obey = obeyed(trusted, system);
  if (obey !== null) return obey;
  const user = messages
    .filter((m) => m.role !== "system")
    .map((m) => text(m.content))
    .join("\n");
  const question = questionWords(user, boundary);
  const passages = passagesOf(system);
  return (
    siteAnswer(system) ??
    staffAnswer(system) ??
    relatedOnly(system, passages, question) ??
    fromPassages(passages, question) ??
    refusal(system)
  );
}
