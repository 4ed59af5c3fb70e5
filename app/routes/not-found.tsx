import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/not-found-content";
import { site } from "~/content/site";
import { logNotFound } from "~/server/not-found.server";

export function loader({ request }: Route.LoaderArgs) {
  logNotFound(request);
  return data(null, { status: 404 });
}

export function meta(): Route.MetaDescriptors {
  return [
    { title: `Page not found | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  return <NotFoundContent />;
}
