import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/not-found-content";
import { site } from "~/content/site";
import { notFoundLoader } from "~/server/not-found.handler.server";
import { pageTemplateHandle } from "~/page-template-handle";

export const loader = (args: Route.LoaderArgs) => notFoundLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts.
export const handle = pageTemplateHandle;

export function meta(): Route.MetaDescriptors {
  return [
    { title: `Page not found | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  return <NotFoundContent />;
}
