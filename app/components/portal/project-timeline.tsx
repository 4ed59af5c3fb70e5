import { useClientWorkLabels } from "../client-work/client-work-labels";
import type { ProjectUpdateView } from "~/domain/client-work/client-work-views";
import { cx } from "../ui/cx";
import { ListIcon, ListIconSprite, type ListIconName } from "../ui/list-icon";

const icons: Record<string, ListIconName> = {
  progress: "trending-up",
  milestone: "flag",
  next_steps: "list-todo",
};
const dots: Record<string, string> = {
  progress: "bg-brand-50 text-brand-800 ring-brand-700/30",
  milestone: "bg-success-50 text-success-700 ring-success-700/30",
  next_steps: "bg-ink-100 text-ink-800 ring-ink-700/20",
};

/** A project's updates from our team, newest first, as a dated timeline. */
export function ProjectTimeline({ updates }: { updates: ProjectUpdateView[] }) {
  const labels = useClientWorkLabels();
  return (
    <ListIconSprite names={["trending-up", "flag", "list-todo"]}>
      <ol className="relative ml-4 grid gap-6 border-l-2 border-line pl-6">
        {updates.map((update) => {
          return (
            <li key={update.id} className="relative">
              <span
                aria-hidden="true"
                className={cx(
                  "absolute top-0 -left-[2.57rem] inline-flex size-8 items-center justify-center rounded-full ring-1",
                  dots[update.kind] ?? dots.progress,
                )}
              >
                <ListIcon
                  name={icons[update.kind] ?? "trending-up"}
                  className="size-4"
                />
              </span>
              <article className="grid gap-1.5 rounded-card border border-line bg-surface p-5 shadow-card">
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {labels.updateKind(update.kind, update.kindLabel)}
                </p>
                <h3 className="text-base font-semibold text-ink-900">
                  {update.title}
                </h3>
                <p className="text-sm text-text-muted">
                  <time dateTime={update.postedAt}>
                    {labels.longDay(update.postedAt, update.postedLabel)}
                  </time>{" "}
                  · {update.author}
                </p>
                <p className="text-sm leading-6 whitespace-pre-line text-text">
                  {update.body}
                </p>
              </article>
            </li>
          );
        })}
      </ol>
    </ListIconSprite>
  );
}
