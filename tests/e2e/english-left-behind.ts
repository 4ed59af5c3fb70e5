import type { Page } from "@playwright/test";
import { brandNames } from "../../app/i18n/glossary";

/**
 * English words that are not French words: a French page that shows one has English left
 * behind. Function words, because every English sentence carries several and French sentences
 * none ("a", "on", "or", "an", "son", "pour" are French too and are not listed).
 */
const ENGLISH_ONLY_WORDS = new Set(
  (
    "the and of with for our your we you is are to this that from by will what how why which who " +
    "they their its be been has have was were at not can all learn read view get us more about " +
    "into than these those would should could here there when where after before over under each " +
    "every any out up our them it's we're you're don't can't won't isn't please submit send back " +
    "home next previous close open search sign"
  ).split(" "),
);

/** Text a French page shows: visible text and the texts people hear or see in attributes. */
async function frenchPageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const inOtherLanguage = (element: Element | null) => {
      const tagged = element?.closest("[lang]");
      return !!tagged && !tagged.getAttribute("lang")!.startsWith("fr");
    };
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || inOtherLanguage(parent)) continue;
      if (parent.closest("script, style, noscript, code, pre, [hidden]"))
        continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll(
      "[alt], [aria-label], [title], [placeholder], [aria-description]",
    )) {
      if (inOtherLanguage(element)) continue;
      for (const name of [
        "alt",
        "aria-label",
        "title",
        "placeholder",
        "aria-description",
      ]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    const description = document
      .querySelector('meta[name="description"]')
      ?.getAttribute("content");
    if (description) texts.push(description);
    return texts;
  });
}

/** Each text of the page that reads as English, with the words that say so. */
export async function englishLeftBehind(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const text of await frenchPageTexts(page)) {
    let checked = text;
    for (const name of brandNames) checked = checked.replaceAll(name, " ");
    // E-mail addresses and URLs are not prose.
    checked = checked.replace(/\S+@\S+|https?:\/\/\S+/g, " ");
    const words = checked
      .toLowerCase()
      .split(/[^\p{L}'’]+/u)
      .map((word) => word.replace(/’/g, "'"))
      .filter((word) => ENGLISH_ONLY_WORDS.has(word));
    if (words.length)
      found.push(`${text.slice(0, 120)}  [${words.join(", ")}]`);
  }
  return found;
}
