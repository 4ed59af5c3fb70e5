import {
  MediaLibrary,
  type MediaLibraryResult,
} from "~/components/studio/media-library";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  mediaLibraryAction,
  mediaLibraryLoader,
} from "~/server/studio/media-library.handler.server";
import type { Route } from "./+types/media-library";

export const loader = (args: Route.LoaderArgs) => mediaLibraryLoader(args);
export const action = (args: Route.ActionArgs) => mediaLibraryAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Media");

export default function MediaLibraryRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <MediaLibrary
      data={loaderData}
      result={actionData as MediaLibraryResult | undefined}
    />
  );
}
