import type { Page } from "@playwright/test";
import { englishWordsIn } from "../../app/i18n/english-words";

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
    const words = englishWordsIn(text);
    if (words.length)
      found.push(`${text.slice(0, 120)}  [${words.join(", ")}]`);
  }
  return found;
}
