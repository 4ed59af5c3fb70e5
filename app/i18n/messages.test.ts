import fs from "node:fs";
import path from "node:path";
import {
  parse,
  TYPE,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { catalogs, englishCatalogs, frenchCatalogs } from "./messages";

/**
 * Every interface message has French, French exists only for messages the code shows, and both
 * languages take the same placeholders. Messages are found in the source — an `id` followed by
 * its `defaultMessage` as one string literal (react-intl's descriptor, in JSX or an object) —
 * and in the English catalogs of the messages server code sends by id (app/i18n/en/).
 */
const APP = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "+types" ||
        full === path.join(APP, "i18n", "fr") ||
        full === path.join(APP, "i18n", "en")
        ? []
        : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [full]
      : [];
  });
}

const DESCRIPTOR =
  /\bid(?:=|:\s*)(?:\{\s*)?"([^"]+)"\s*\}?,?\s*defaultMessage(?:=|:\s*)(?:\{\s*)?"((?:[^"\\]|\\.)*)"/g;

export function sourceMessages(): {
  messages: Map<string, { text: string; file: string }>;
  unreadable: string[];
} {
  const messages = new Map<string, { text: string; file: string }>();
  const unreadable: string[] = [];
  for (const file of sourceFiles(APP)) {
    const source = fs.readFileSync(file, "utf8");
    const where = path.relative(APP, file);
    const total = source.match(/\bdefaultMessage\s*[=:]/g)?.length ?? 0;
    let found = 0;
    for (const match of source.matchAll(DESCRIPTOR)) {
      found += 1;
      const [, id = "", raw = ""] = match;
      const text = JSON.parse(`"${raw}"`) as string;
      const earlier = messages.get(id);
      if (earlier && earlier.text !== text)
        unreadable.push(`${id}: two English texts (${earlier.file}, ${where})`);
      messages.set(id, { text, file: where });
    }
    if (found !== total)
      unreadable.push(
        `${where}: ${total - found} defaultMessage(s) not written as \`id\` then \`defaultMessage\` as one string literal`,
      );
  }
  for (const [area, catalog] of Object.entries(englishCatalogs))
    for (const [id, text] of Object.entries(catalog)) {
      const where = `i18n/en/${area}.ts`;
      const earlier = messages.get(id);
      if (earlier && earlier.text !== text)
        unreadable.push(`${id}: two English texts (${earlier.file}, ${where})`);
      messages.set(id, { text, file: where });
    }
  return { messages, unreadable };
}

function argumentNames(
  elements: MessageFormatElement[],
  into = new Set<string>(),
) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.tag) argumentNames(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options))
        argumentNames(option.value, into);
  }
  return into;
}

describe("the message catalogs", () => {
  const { messages, unreadable } = sourceMessages();

  it("finds the messages in the source (positive control)", () => {
    expect(messages.get("page.skipToContent")?.text).toBe(
      "Skip to main content",
    );
    expect(unreadable).toEqual([]);
  });

  it("every message has French, and every French message is used", () => {
    const french = catalogs.fr;
    const missing = [...messages.keys()].filter((id) => !(id in french));
    const unused = Object.keys(french).filter((id) => !messages.has(id));
    expect({ missing, unused }).toEqual({ missing: [], unused: [] });
  });

  it("English and French parse as ICU and take the same placeholders", () => {
    const problems: string[] = [];
    for (const [id, { text }] of messages) {
      const french = catalogs.fr[id];
      if (french === undefined) continue;
      try {
        const en = [...argumentNames(parse(text))].sort();
        const fr = [...argumentNames(parse(french))].sort();
        if (en.join() !== fr.join())
          problems.push(
            `${id}: {${en.join(", ")}} in English, {${fr.join(", ")}} in French`,
          );
      } catch (error) {
        problems.push(`${id}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the catalog files", () => {
  const filesIn = (folder: string) =>
    fs
      .readdirSync(path.join(APP, "i18n", folder))
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => file.replace(/\.ts$/, "").replaceAll("-", "_"))
      .sort();

  it("are all listed in messages.ts", () => {
    expect(Object.keys(frenchCatalogs).sort()).toEqual(filesIn("fr"));
    expect(Object.keys(englishCatalogs).sort()).toEqual(filesIn("en"));
  });

  it("keep each area's ids in its own file (account.* in en/account.ts)", () => {
    const misplaced = Object.entries(englishCatalogs).flatMap(
      ([area, catalog]) =>
        Object.keys(catalog).filter((id) => !id.startsWith(`${area}.`)),
    );
    expect(misplaced).toEqual([]);
  });
});
