import { Link } from "react-router";
import { FormattedMessage } from "react-intl";
import type { ProjectCardView } from "~/domain/client-work/client-work-views";
import { ListIcon, ListIconSprite } from "../ui/list-icon";
import { ProjectStatusBadge } from "../client-work/project-status-badge";
import { useClientWorkLabels } from "../client-work/client-work-labels";

/** The Projects tab's cards; each opens the project's page. */
export function ProjectCards({ projects }: { projects: ProjectCardView[] }) {
  const labels = useClientWorkLabels();
  return (
    <ListIconSprite names={["calendar-days", "building-2"]}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id}>
            <article className="relative flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card transition-shadow focus-within:ring-2 focus-within:ring-focus hover:shadow-md">
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-base leading-6 font-semibold text-ink-900">
                  {/* The whole card is the link's target area; the name is its accessible text. */}
                  <Link
                    to={`/dashboard/projects/${project.id}`}
                    className="after:absolute after:inset-0 focus:outline-none"
                  >
                    {project.name}
                  </Link>
                </h3>
                <ProjectStatusBadge status={project.status} />
              </div>
              <p
                className={
                  project.description
                    ? "line-clamp-3 text-sm leading-6 text-text"
                    : "text-sm leading-6 text-text-muted italic"
                }
              >
                {project.description ?? (
                  <FormattedMessage
                    id="portal.noDescription"
                    defaultMessage="No description available"
                  />
                )}
              </p>
              <dl className="mt-auto grid gap-1.5 border-t border-line pt-3 text-sm text-text-muted">
                <div className="flex items-center gap-2">
                  <dt>
                    <ListIcon name="calendar-days" className="size-4" />
                    <span className="sr-only">
                      <FormattedMessage
                        id="portal.started"
                        defaultMessage="Started"
                      />
                    </span>
                  </dt>
                  <dd>
                    <FormattedMessage
                      id="portal.startedOn"
                      defaultMessage="Started {date}"
                      values={{
                        date: (
                          <time dateTime={project.startedDay}>
                            {labels.day(
                              project.startedDay,
                              project.startedLabel,
                            )}
                          </time>
                        ),
                      }}
                    />
                  </dd>
                </div>
                <div className="flex min-w-0 items-center gap-2">
                  <dt>
                    <ListIcon name="building-2" className="size-4" />
                    <span className="sr-only">
                      <FormattedMessage
                        id="portal.client"
                        defaultMessage="Client"
                      />
                    </span>
                  </dt>
                  <dd className="truncate">{project.clientLabel}</dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </ListIconSprite>
  );
}
