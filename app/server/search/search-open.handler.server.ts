import { redirect } from "react-router";
import { z } from "zod";
import {
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
} from "~/domain/search/search-request";
import type { Route } from "../../routes/search/+types/search-open";
import { getDb } from "../services.server";
import { recordResultOpened } from "./search-log.server";

/**
 * /search/open?s=<search>&n=<position>&to=<path>: a result's link. It records which result of a
 * stored search was opened, then sends the reader on with a 303. `to` must be a path on this
 * site (one slash, no scheme, no backslash), so the link cannot send anyone elsewhere; a link
 * whose search or position is not valid still opens the page, and records nothing.
 */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const openSchema = z.object({
  s: z.string().uuid(),
  n: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE),
});

export async function searchOpenLoader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const to = params.get("to") ?? "";
  if (!SITE_PATH.test(to))
    throw new Response("Not a page of this site.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const click = openSchema.safeParse({
    s: params.get("s"),
    n: params.get("n"),
  });
  if (click.success)
    await recordResultOpened(getDb(), click.data.s, click.data.n);
  return redirect(to, {
    status: 303,
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
