/**
 * What the fake OpenAI-compatible provider answers in bench:chat-answers and the provider
 * tests (decision 057): it replays the prompt it is given, as a model that does exactly what
 * the prompt grounds it in would — no knowledge of its own, so a right answer can only come
 * from the curated answer and passages our prompt carries.
 */
export type ReplayMessage = { role: string; content: unknown };

function text(content: unknown): string {
  return typeof content === "string" ? content : "";
}

/** The first context block of the system prompt, replayed with its link; or the prompt's own refusal. */
export function replayPrompt(messages: ReplayMessage[]): string {
  const system = text(messages.find((m) => m.role === "system")?.content);
  const block = /\[1\] (.+?) \((\/[^)\s]*)\)\n([^\n]+)/.exec(system);
  if (!block) return "I could not find that on our site. [Contact](/contact)";
  const [, title, href, body] = block;
  const sentences = body!
    .split(/(?<=[.!?])\s+/)
    .slice(0, 2)
    .join(" ");
  return `${sentences} See [${title}](${href}).`;
}
