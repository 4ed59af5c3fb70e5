import { publicStaticPaths } from "../../app/content/public-routes";
import { expect, test } from "./fixtures";

test("every URL in the sitemap answers 200, and every static public page is in it", async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  expect(paths).toEqual(expect.arrayContaining([...publicStaticPaths]));
  for (const path of paths) {
    const response = await request.get(new URL(path, baseURL).toString(), {
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(200);
  }
});

test("the sitemap's hreflang alternates are reciprocal, each page in English and French", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const alternatesOf = new Map<string, string[]>();
  for (const [, block = ""] of sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = new URL(/<loc>([^<]+)<\/loc>/.exec(block)![1]!).pathname;
    const alternates = [
      ...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g),
    ].map(([, lang, href]) => `${lang} ${new URL(href!).pathname}`);
    alternatesOf.set(loc, alternates.sort());
  }
  expect(alternatesOf.get("/fr/about")).toEqual([
    "en /about",
    "fr /fr/about",
    "x-default /about",
  ]);
  const problems: string[] = [];
  for (const [loc, alternates] of alternatesOf) {
    if (alternates.length === 0) continue;
    if (!alternates.some((a) => a.endsWith(` ${loc}`)))
      problems.push(`${loc} does not name itself`);
    for (const alternate of alternates) {
      const other = alternate.split(" ")[1]!;
      if (alternatesOf.get(other)?.join() !== alternates.join())
        problems.push(`${loc} names ${other}, which does not name it back`);
    }
  }
  expect(problems).toEqual([]);
});
