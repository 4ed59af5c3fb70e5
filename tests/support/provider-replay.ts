/**
 * What the fake OpenAI-compatible provider answers in bench:chat-answers and the provider
 * tests (decision 057, "Provider path"): it replays the prompt it is given, as a model that
 * does exactly what the prompt grounds it in and nothing else. It has no knowledge of its own:
 * every word it writes is in the prompt. It answers from the STAFF ANSWER when there is one,
 * else from the first passages with their links, and refuses with the prompt's own not-found
 * sentence when the context is empty.
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

function firstSentences(value: string, count: number): string {
  return value
    .split(/(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Þ0-9"«“])/)
    .slice(0, count)
    .join(" ");
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

function fromPassages(system: string): string | null {
  const passages = [
    ...system.matchAll(/^\[(\d+)\] (.+?) \((\/[^)\s]*)\)[^\n]*\n([^\n]+)/gm),
  ].map(([, , title, href, body]) => ({ title, href, body }));
  if (passages.length === 0) return null;
  const [first, second] = passages;
  const lines = [
    `${firstSentences(first!.body!, 2)} [${first!.title}](${first!.href})`,
  ];
  // A second passage adds detail; its link only when it is another page.
  if (second)
    lines.push(
      second.href === first!.href
        ? firstSentences(second.body!, 1)
        : `${firstSentences(second.body!, 1)} [${second.title}](${second.href})`,
    );
  return lines.join("\n\n");
}

/** The prompt's own not-found sentence (the rule gives it in quotes), or nothing to say. */
function refusal(system: string): string {
  return (
    /reply with exactly this sentence: "([^"\n]+)"/.exec(system)?.[1] ?? ""
  );
}

export function replayPrompt(messages: ReplayMessage[]): string {
  const system = text(messages.find((m) => m.role === "system")?.content);
  const boundary = declaredBoundary(system);
  const trusted = messages
    .map((message) => outsideFences(text(message.content), boundary))
    .join("\n");
  const obey = obeyed(trusted, system);
  if (obey !== null) return obey;
  return staffAnswer(system) ?? fromPassages(system) ?? refusal(system);
}
