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
