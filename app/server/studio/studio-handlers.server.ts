import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import type { ContentLocale } from "~/domain/enums";
import type { Database } from "../db/client.server";
import { accountFormOf } from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import type { ItemWithDraft } from "./studio-drafts.server";
import {
  studioEditorAction,
  studioEditorLoader,
  type EditorSpec,
} from "./studio-editor.server";
import type { StudioDocument } from "./studio-kind.server";
import { studioNewAction } from "./studio-new.server";
import type { StudioOperations } from "./studio-operations.server";
import { PREVIEW_HEADERS } from "./preview-headers.server";
import {
  studioRevisionsAction,
  studioRevisionsLoader,
  type RevisionsSpec,
} from "./studio-revisions.server";

/** What a studio route's loader or action receives (its typed Route args fit it). */
type StudioRouteArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string | undefined>;
};

/**
 * What the studio's routes need to know of one kind of item: its operations, the name of the
 * route parameter that holds an item's id, and how its editor and history read a form, offer
 * choices and compare revisions (docs/decisions/066-studio-kind-definitions.md).
 */
export type StudioHandlersSpec<D extends StudioDocument, C> = {
  operations: StudioOperations<D>;
  /** "insightId" in /lead_admin/insights/:insightId. */
  idParam: string;
  editor: Omit<EditorSpec<D, C>, "operations">;
  revisions: Omit<RevisionsSpec<D>, "operations">;
};

/**
 * The loaders and actions of a kind's studio routes (new, editor, history, preview), the same
 * for every kind: each route's handler module calls the one it needs.
 */
export function studioHandlers<D extends StudioDocument, C>(
  spec: StudioHandlersSpec<D, C>,
) {
  const { operations, idParam } = spec;
  const editorSpec: EditorSpec<D, C> = { ...spec.editor, operations };
  const revisionsSpec: RevisionsSpec<D> = { ...spec.revisions, operations };
  const staff = ({ request, context }: StudioRouteArgs) =>
    requireContentStaff(request, context);
  return {
    /** /…/new: a title is all a draft needs to start. */
    newLoader: async (args: StudioRouteArgs) => {
      await staff(args);
      return data({}, { headers: CONSOLE_HEADERS });
    },
    newAction: async (args: StudioRouteArgs) => {
      const { scope } = await staff(args);
      return studioNewAction(operations, scope, accountFormOf(args.context));
    },
    /** /…/:id: the draft, where it stands, and what the selects offer; with the scope, for more. */
    editorPage: async (args: StudioRouteArgs) => {
      const { scope } = await staff(args);
      const page = await studioEditorLoader(
        editorSpec,
        scope,
        args.params[idParam],
      );
      return { scope, page };
    },
    editorLoader: async (args: StudioRouteArgs) => {
      const { scope } = await staff(args);
      return studioEditorLoader(editorSpec, scope, args.params[idParam]);
    },
    editorAction: async (args: StudioRouteArgs) => {
      const { scope } = await staff(args);
      return studioEditorAction(
        editorSpec,
        scope,
        args.params[idParam],
        accountFormOf(args.context),
      );
    },
    /** /…/:id/revisions: the history, a comparison, and Restore. */
    revisionsLoader: async (args: StudioRouteArgs) => {
      const { scope } = await staff(args);
      return studioRevisionsLoader(
        revisionsSpec,
        scope,
        args.request,
        args.params[idParam],
      );
    },
    revisionsAction: async (args: StudioRouteArgs) => {
      const { scope } = await staff(args);
      return studioRevisionsAction(
        revisionsSpec,
        scope,
        args.params[idParam],
        accountFormOf(args.context),
      );
    },
    /**
     * /…/:id/preview: the last saved draft as its public page will show it, for signed-in
     * admins and editors only. Checked on every request (no preview cookie or mode), so
     * signing out ends every preview at once; never cached and never indexed. `page` builds
     * what the public page's component takes from the draft.
     */
    previewLoader: async <P extends Record<string, unknown>>(
      args: StudioRouteArgs,
      page: (db: Database, found: ItemWithDraft<D>) => Promise<P>,
    ) => {
      const { scope } = await staff(args);
      const id = args.params[idParam];
      if (!isUuid(id)) throw notFound();
      const found = await operations.read(scope.db, id);
      if (!found) throw notFound();
      return data(
        {
          // The page's language is the item's, whatever the console's (the preview's URL has no /fr).
          uiLocale: found.row.locale as ContentLocale,
          ...(await page(scope.db, found)),
          version: found.draft.version,
          editorPath: operations.kind.editorPath(found.row.id),
        },
        { headers: PREVIEW_HEADERS },
      );
    },
  };
}
