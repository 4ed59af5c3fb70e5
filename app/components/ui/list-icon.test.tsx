import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListIcon, ListIconSprite } from "./list-icon";

function ids(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

describe("ListIcon", () => {
  it("draws each row's icon from its list's sprite, defined once per list", () => {
    const html = renderToString(
      <>
        {["first", "second"].map((list) => (
          <ListIconSprite key={list} names={["file-text", "download"]}>
            <ul>
              {[1, 2, 3].map((row) => (
                <li key={row}>
                  <ListIcon name="file-text" className="size-5" />
                  <ListIcon name="download" className="size-4" />
                </li>
              ))}
            </ul>
          </ListIconSprite>
        ))}
      </>,
    );
    const symbols = ids(html, /<symbol id="([^"]+)"/g);
    const uses = ids(html, /<use href="#([^"]+)"/g);
    // Two lists, two symbols each, never one id twice; every row's icon names one of them.
    expect(symbols).toHaveLength(4);
    expect(new Set(symbols).size).toBe(4);
    expect(uses).toHaveLength(12);
    for (const use of uses) expect(symbols).toContain(use);
    for (const id of symbols) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    // The paths are in the sprite, once per list; the rows only point at them.
    expect(
      html.match(/<symbol[^>]*><svg[^>]*class="lucide lucide-file-text"/g),
    ).toHaveLength(2);
    expect(html).toContain('class="lucide lucide-file-text size-5"');
    expect(html.match(/<path/g)!.length).toBeLessThan(20);
    // Decorative, as the lucide icons they replace.
    expect(
      html.match(/<svg aria-hidden="true" focusable="false"/g),
    ).toHaveLength(14);
  });

  it("refuses an icon outside a sprite, which would draw nothing", () => {
    expect(() => renderToString(<ListIcon name="flag" />)).toThrow(
      'ListIcon "flag" outside a ListIconSprite',
    );
  });
});
