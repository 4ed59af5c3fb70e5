import { Building2, CalendarDays, FileText, Newspaper } from "lucide-react";
import { Link } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import { DocumentCards } from "~/components/portal/document-cards";
import { DocumentUploadForm } from "~/components/portal/document-upload-form";
import { useClientWorkLabels } from "~/components/client-work/client-work-labels";
import { ProjectStatusBadge } from "~/components/client-work/project-status-badge";
import { ProjectTimeline } from "~/components/portal/project-timeline";
import { EmptyState } from "~/components/ui/page-states";
import { PortalList } from "~/components/portal/portal-list";
import { ProjectDescription } from "~/components/portal/project-description";
import {
  ProjectFact,
  ProjectSection,
} from "~/components/portal/project-page-parts";
import { TitleWithBadge } from "~/components/ui/title-with-badge";
import { BackArrowLink } from "~/components/ui/back-arrow-link";
import { site } from "~/content/site";
import { localeFromMatches } from "~/content/seo";
import { intlFor } from "~/i18n/intl";
import { PORTAL_HEADERS } from "~/server/portal/dashboard-frame.server";
import { projectPageLoader } from "~/server/portal/project-page.handler.server";
import type { Route } from "./+types/project-page";

export const loader = (args: Route.LoaderArgs) => projectPageLoader(args);

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export const meta: Route.MetaFunction = ({ data, matches }) => [
  {
    title: intlFor(localeFromMatches(matches)).formatMessage(
      { id: "portal.projectMetaTitle", defaultMessage: "{project} | {site}" },
      {
        project:
          data?.project.name ??
          intlFor(localeFromMatches(matches)).formatMessage({
            id: "portal.projectFallbackTitle",
            defaultMessage: "Project",
          }),
        site: site.name,
      },
    ),
  },
  { name: "robots", content: "noindex" },
];

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, documents, documentCount } = loaderData;
  const intl = useIntl();
  const labels = useClientWorkLabels();
  return (
    <article className="grid gap-8" aria-labelledby="project-heading">
      <div className="grid gap-4">
        <BackArrowLink
          to="/dashboard"
          className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          <FormattedMessage
            id="portal.allProjects"
            defaultMessage="All projects"
          />
        </BackArrowLink>
        <div className="grid gap-4 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
          <TitleWithBadge
            id="project-heading"
            title={project.name}
            badge={<ProjectStatusBadge status={project.status} />}
          />
          <ProjectDescription
            description={project.description}
            className="max-w-3xl leading-7 text-text"
            missingClassName="text-text-muted italic"
          />
          <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm text-text-muted">
            <ProjectFact
              Icon={CalendarDays}
              label={
                <FormattedMessage
                  id="portal.started"
                  defaultMessage="Started"
                />
              }
            >
              <time dateTime={project.startedDay}>
                {labels.longDay(project.startedDay, project.startedDetailLabel)}
              </time>
            </ProjectFact>
            <ProjectFact
              Icon={Building2}
              label={
                <FormattedMessage id="portal.client" defaultMessage="Client" />
              }
            >
              {project.clientLabel}
            </ProjectFact>
          </dl>
        </div>
      </div>

      <ProjectSection
        id="updates-heading"
        title={
          <FormattedMessage id="portal.updates" defaultMessage="Updates" />
        }
      >
        <PortalList
          basePath={`/dashboard/projects/${project.id}`}
          isEmpty={project.updates.length === 0}
          emptyIcon={Newspaper}
          emptyMessage={intl.formatMessage({
            id: "portal.noUpdates",
            defaultMessage: "No updates posted yet.",
          })}
          emptyBody={
            <FormattedMessage
              id="portal.noUpdatesBody"
              defaultMessage="Your delivery lead posts progress, milestones and next steps here as the work moves."
            />
          }
          pageInfo={project.updatesPage}
          pagesLabel={intl.formatMessage({
            id: "portal.updatePages",
            defaultMessage: "Update pages",
          })}
        >
          <ProjectTimeline updates={project.updates} />
        </PortalList>
      </ProjectSection>

      <ProjectSection
        id="documents-heading"
        title={
          <FormattedMessage
            id="portal.documentsHeading"
            defaultMessage="Documents"
          />
        }
      >
        <DocumentUploadForm
          projects={[{ id: project.id, name: project.name }]}
          headingLevel="h4"
          result={undefined}
        />
        {documents.length === 0 ? (
          <EmptyState
            Icon={FileText}
            message={intl.formatMessage({
              id: "portal.projectNoDocuments",
              defaultMessage: "No documents for this project yet.",
            })}
          />
        ) : (
          <>
            <DocumentCards
              documents={documents}
              headingLevel="h4"
              showProject={false}
            />
            {documentCount > documents.length ? (
              <p className="text-sm text-text-muted">
                <FormattedMessage
                  id="portal.latestDocuments"
                  defaultMessage="Showing the latest {shown} of {total, number} documents."
                  values={{ shown: documents.length, total: documentCount }}
                />{" "}
                <Link
                  to="/dashboard/documents"
                  className="font-semibold text-brand-700 underline"
                >
                  <FormattedMessage
                    id="portal.seeEveryDocument"
                    defaultMessage="See every document"
                  />
                </Link>
              </p>
            ) : null}
          </>
        )}
      </ProjectSection>
    </article>
  );
}
