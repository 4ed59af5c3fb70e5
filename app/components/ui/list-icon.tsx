import {
  ArrowRightLeft,
  Building2,
  CalendarDays,
  Download,
  FileText,
  Flag,
  FolderKanban,
  Headset,
  ListTodo,
  TrendingUp,
  UserRound,
} from "lucide-react";
import { createContext, useContext, useId, type ReactNode } from "react";
import { cx } from "./cx";

/**
 * The icons drawn on every row of the signed-in areas' lists (cards, timelines, threads). Each
 * is defined once per list, in a sprite before it, and each row draws it with `<use>`: an icon's paths, written out on every card, were about a third of a list
 * page's HTML and of the time spent rendering and compressing it
 * (docs/decisions/046-signed-in-render-cost.md).
 */
const LIST_ICONS = {
  "arrow-right-left": ArrowRightLeft,
  "building-2": Building2,
  "calendar-days": CalendarDays,
  download: Download,
  "file-text": FileText,
  flag: Flag,
  "folder-kanban": FolderKanban,
  headset: Headset,
  "list-todo": ListTodo,
  "trending-up": TrendingUp,
  "user-round": UserRound,
} as const;

export type ListIconName = keyof typeof LIST_ICONS;

/** The id prefix of the sprite around a list; `null` outside one. */
const SpriteContext = createContext<string | null>(null);

/**
 * A list's icons, defined once before it: wrap the list, name the icons its rows draw with
 * `ListIcon`. The ids come from `useId`, the same on the server and in the browser, so two
 * lists on one page never share one.
 */
export function ListIconSprite({
  names,
  children,
}: {
  names: readonly ListIconName[];
  children: ReactNode;
}) {
  // useId's characters are not all safe in a URL fragment (`href="#…"`).
  const prefix = `icons${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  return (
    <SpriteContext.Provider value={prefix}>
      <svg
        aria-hidden="true"
        focusable="false"
        width="0"
        height="0"
        className="absolute overflow-hidden"
      >
        {names.map((name) => {
          const Icon = LIST_ICONS[name];
          return (
            <symbol key={name} id={`${prefix}-${name}`} viewBox="0 0 24 24">
              <Icon />
            </symbol>
          );
        })}
      </svg>
      {children}
    </SpriteContext.Provider>
  );
}

/**
 * A decorative icon on a list's row, sized and coloured by `className` like a lucide icon,
 * drawn from the sprite of the list around it.
 */
export function ListIcon({
  name,
  className,
}: {
  name: ListIconName;
  className?: string;
}) {
  const prefix = useContext(SpriteContext);
  if (prefix === null) {
    throw new Error(`ListIcon "${name}" outside a ListIconSprite`);
  }
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      className={cx("lucide", `lucide-${name}`, className)}
    >
      <use href={`#${prefix}-${name}`} />
    </svg>
  );
}
