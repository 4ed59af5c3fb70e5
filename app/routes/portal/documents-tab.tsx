import { FileText } from "lucide-react";
import { DocumentCards } from "~/components/portal/document-cards";
import { DocumentUploadForm } from "~/components/portal/document-upload-form";
import { EmptyState, LoadError, Pagination } from "~/components/ui/page-states";
import { site } from "~/content/site";
import type { DocumentUploadResult } from "~/domain/client-work/document-upload";
import { PORTAL_HEADERS } from "~/server/portal/dashboard-frame.server";
import {
  documentsTabAction,
  documentsJsonUpload,
  documentsTabLoader,
} from "~/server/portal/documents-tab.handler.server";
import type { Route } from "./+types/documents-tab";

export const middleware: Route.MiddlewareFunction[] = [
  (args, next) => documentsJsonUpload(args, next),
];
export const loader = (args: Route.LoaderArgs) => documentsTabLoader(args);
export const action = (args: Route.ActionArgs) => documentsTabAction(args);
export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Documents | Client dashboard | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function DocumentsTab({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { items, pageInfo, projectOptions, moreProjects, loadError } =
    loaderData;
  return (
    <div className="grid gap-6">
      <DocumentUploadForm
        projects={projectOptions}
        moreProjects={moreProjects}
        result={actionData as DocumentUploadResult | undefined}
      />
      <section aria-labelledby="documents-heading" className="grid gap-4">
        <h2
          id="documents-heading"
          className="text-xl font-bold tracking-tight text-ink-900"
        >
          Documents
        </h2>
        {loadError ? (
          <LoadError message={loadError} retryTo="/dashboard/documents" />
        ) : items.length === 0 ? (
          <EmptyState Icon={FileText} message="No documents available yet.">
            Reports, plans and files your delivery team shares will appear here,
            as will anything you upload.
          </EmptyState>
        ) : (
          <>
            <DocumentCards documents={items} />
            {pageInfo ? (
              <Pagination
                info={pageInfo}
                basePath="/dashboard/documents"
                label="Document pages"
              />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
