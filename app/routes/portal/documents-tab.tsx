import { FileText } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { DocumentCards } from "~/components/portal/document-cards";
import { DocumentUploadForm } from "~/components/portal/document-upload-form";
import { PortalList } from "~/components/portal/portal-list";
import { site } from "~/content/site";
import { localeFromMatches } from "~/content/seo";
import { intlFor } from "~/i18n/intl";
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

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: intlFor(localeFromMatches(matches)).formatMessage(
      {
        id: "portal.documentsMetaTitle",
        defaultMessage: "Documents | Client dashboard | {site}",
      },
      { site: site.name },
    ),
  },
  { name: "robots", content: "noindex" },
];

export default function DocumentsTab({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { items, pageInfo, projectOptions, moreProjects, loadError } =
    loaderData;
  const intl = useIntl();
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
          <FormattedMessage
            id="portal.documentsHeading"
            defaultMessage="Documents"
          />
        </h2>
        <PortalList
          basePath="/dashboard/documents"
          loadErrorMessage={
            loadError
              ? intl.formatMessage({
                  id: "portal.documentsLoadError",
                  defaultMessage: "Error loading documents. Please try again.",
                })
              : null
          }
          isEmpty={items.length === 0}
          emptyIcon={FileText}
          emptyMessage={intl.formatMessage({
            id: "portal.documentsEmpty",
            defaultMessage: "No documents available yet.",
          })}
          emptyBody={
            <FormattedMessage
              id="portal.documentsEmptyBody"
              defaultMessage="Reports, plans and files your delivery team shares will appear here, as will anything you upload."
            />
          }
          pageInfo={pageInfo}
          pagesLabel={intl.formatMessage({
            id: "portal.documentsPages",
            defaultMessage: "Document pages",
          })}
        >
          <DocumentCards documents={items} />
        </PortalList>
      </section>
    </div>
  );
}
