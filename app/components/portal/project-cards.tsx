import type { ReactNode } from "react";
import { Link } from "react-router";
import { FormattedMessage } from "react-intl";
import type { ProjectCardView } from "~/domain/client-work/client-work-views";
import { ListIcon, ListIconSprite, type ListIconName } from "../ui/list-icon";
import { ProjectStatusBadge } from "../client-work/project-status-badge";
import { useClientWorkLabels } from "../client-work/client-work-labels";
import { ProjectDescription } from "./project-description";

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
              <ProjectDescription
                description={project.description}
                className="line-clamp-3 text-sm leading-6 text-text"
                missingClassName="text-sm leading-6 text-text-muted italic"
              />
              <dl className="mt-auto grid gap-1.5 border-t border-line pt-3 text-sm text-text-muted">
                <CardFact
                  icon="calendar-days"
                  label={
                    <FormattedMessage
                      id="portal.started"
                      defaultMessage="Started"
                    />
                  }
                  className="flex items-center gap-2"
                >
                  <FormattedMessage
                    id="portal.startedOn"
                    defaultMessage="Started {date}"
                    values={{
                      date: (
                        <time dateTime={project.startedDay}>
                          {labels.day(project.startedDay, project.startedLabel)}
                        </time>
                      ),
                    }}
                  />
                </CardFact>
                <CardFact
                  icon="building-2"
                  label={
                    <FormattedMessage
                      id="portal.client"
                      defaultMessage="Client"
                    />
                  }
                  className="flex min-w-0 items-center gap-2"
                  valueClassName="truncate"
                >
                  {project.clientLabel}
                </CardFact>
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </ListIconSprite>
  );
}

/** One fact at the foot of a card: its icon stands for the label, which screen readers hear. */
function CardFact({
  icon,
  label,
  className,
  valueClassName,
  children,
}: {
  icon: ListIconName;
  label: ReactNode;
  className: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>
        <ListIcon name={icon} className="size-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
