import { localizedPath } from "~/i18n/locale";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, Star } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import type { StudioCaseStudyRow } from "~/domain/studio/studio-list";
import { cx } from "../ui/cx";
import { LocalTime } from "../ui/local-time";
import { PageToast } from "../ui/toaster";
import { useHydrated } from "../ui/use-hydrated";
import { ContentStatusBadge } from "./content-status-badge";

const INSTRUCTIONS =
  "To move a case study, press Space or Enter on its handle, move it with the up and down arrow keys, and press Space or Enter again to drop it there. Press Escape to cancel.";

/**
 * The case studies as an ordered list. Before JavaScript (and in a filtered list) each row has
 * Move up and Move down buttons, plain posts; once the page is interactive each row also gets a
 * drag handle (dnd-kit: pointer, touch and keyboard, with its moves announced by title), and a
 * drop posts the whole new order (`reorder`), shown at once and put back if the server refuses.
 */
export function CaseStudyOrder({
  rows,
  reorderable,
}: {
  rows: StudioCaseStudyRow<string>[];
  reorderable: boolean;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<FormResult>();
  const ids = rows.map((row) => row.id);
  // The order shown: the loader's, or the one just dropped until the server's answer reloads it.
  const [order, setOrder] = useState(ids);
  const [loaded, setLoaded] = useState(ids.join());
  if (loaded !== ids.join()) {
    setLoaded(ids.join());
    setOrder(ids);
  }
  const refused = fetcher.state === "idle" && fetcher.data?.ok === false;
  const shown = refused ? ids : order;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
    }),
  );
  const titleOf = (id: UniqueIdentifier) =>
    `“${byId.get(String(id))?.title ?? "Case study"}”`;
  const positionOf = (id: UniqueIdentifier | undefined) =>
    `position ${shown.indexOf(String(id)) + 1} of ${shown.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}, at ${positionOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is over ${positionOf(over.id)}.`
        : `${titleOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at ${positionOf(over.id)}.`
        : `${titleOf(active.id)} dropped outside the list; the order is unchanged.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${titleOf(active.id)} stays at ${positionOf(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(
      shown,
      shown.indexOf(String(active.id)),
      shown.indexOf(String(over.id)),
    );
    setOrder(next);
    const form = new FormData();
    form.set("intent", "reorder");
    for (const id of next) form.append("ids", id);
    void fetcher.submit(form, { method: "post" });
  };

  const list = (
    <ol
      aria-label="Case studies in their order on /projects"
      className="grid gap-2"
      data-case-study-order
    >
      {shown.map((id, index) => {
        const row = byId.get(id);
        if (!row) return null;
        return (
          <OrderRow
            key={id}
            row={row}
            position={index + 1}
            count={shown.length}
            reorderable={reorderable}
            draggable={hydrated && reorderable}
          />
        );
      })}
    </ol>
  );

  return (
    <>
      <PageToast toast={fetcher.data?.toast} />
      {hydrated && reorderable ? (
        <DndContext
          id="case-study-order"
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: INSTRUCTIONS },
          }}
        >
          <SortableContext items={shown} strategy={verticalListSortingStrategy}>
            {list}
          </SortableContext>
        </DndContext>
      ) : (
        list
      )}
    </>
  );
}

function OrderRow({
  row,
  position,
  count,
  reorderable,
  draggable,
}: {
  row: StudioCaseStudyRow<string>;
  position: number;
  count: number;
  reorderable: boolean;
  draggable: boolean;
}) {
  return draggable ? (
    <SortableRow row={row} position={position} count={count} />
  ) : (
    <li className={ROW_CLASSES} data-case-study-row={row.id}>
      <RowBody
        row={row}
        position={position}
        count={count}
        handle={null}
        reorderable={reorderable}
      />
    </li>
  );
}

// On a phone the handle, the position and the Move buttons share the first line, the title
// and the facts the second; from small screens up, one line.
const ROW_CLASSES =
  "grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3 rounded-card border border-line bg-surface p-3 sm:p-4";

function SortableRow({
  row,
  position,
  count,
}: {
  row: StudioCaseStudyRow<string>;
  position: number;
  count: number;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: row.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cx(
        ROW_CLASSES,
        isDragging && "relative z-10 border-brand-500 shadow-card",
      )}
      data-case-study-row={row.id}
    >
      <RowBody
        row={row}
        position={position}
        count={count}
        reorderable
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Move “${row.title}” (position ${position} of ${count})`}
            className="inline-flex size-11 cursor-grab touch-none items-center justify-center rounded-lg border border-line bg-surface text-text-muted hover:bg-surface-muted hover:text-ink-900 active:cursor-grabbing"
            data-drag-handle
          >
            <GripVertical aria-hidden="true" className="size-5" />
          </button>
        }
      />
    </li>
  );
}

function RowBody({
  row,
  position,
  count,
  handle,
  reorderable,
}: {
  row: StudioCaseStudyRow<string>;
  position: number;
  count: number;
  handle: ReactNode;
  reorderable: boolean;
}) {
  return (
    <>
      <div className="col-start-1 row-start-1 flex items-center gap-2">
        {handle}
        <span
          className="min-w-8 text-center text-sm font-semibold tabular-nums text-text-muted"
          aria-hidden="true"
        >
          {position}
        </span>
      </div>
      <div className="col-span-3 row-start-2 grid min-w-0 gap-1 sm:col-span-1 sm:col-start-2 sm:row-start-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            to={`/lead_admin/case-studies/${row.id}`}
            className="font-semibold break-words text-brand-700 hover:underline"
          >
            <span className="sr-only">{position}. </span>
            {row.title}
          </Link>
          {row.isFeatured ? (
            <span className="inline-flex items-center gap-1 text-xs font-semibold text-accent-700">
              <Star aria-hidden="true" className="size-3.5" /> Featured
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-text-muted">
          <ContentStatusBadge status={row.status} />
          {row.publishAt ? (
            <span>
              Publishes <LocalTime iso={row.publishAt} />
            </span>
          ) : null}
          <span>{row.sectorName ?? "No sector"}</span>
          <span className="font-mono text-xs break-all">
            {localizedPath(`/projects/${row.slug}`, row.locale)}
          </span>
          <span>
            Changed <LocalTime iso={row.updatedAt} relative />
            {row.updatedByName ? ` by ${row.updatedByName}` : ""}
          </span>
          {row.isLive ? (
            <a
              href={localizedPath(`/projects/${row.liveSlug}`, row.locale)}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              View<span className="sr-only"> “{row.title}” on the site</span>
            </a>
          ) : null}
        </div>
      </div>
      {reorderable ? (
        <div className="col-start-3 row-start-1 flex justify-end gap-2">
          <MoveButton row={row} direction="up" disabled={position === 1} />
          <MoveButton
            row={row}
            direction="down"
            disabled={position === count}
          />
        </div>
      ) : null}
    </>
  );
}

function MoveButton({
  row,
  direction,
  disabled,
}: {
  row: StudioCaseStudyRow<string>;
  direction: "up" | "down";
  disabled: boolean;
}) {
  const navigation = useNavigation();
  const Icon = direction === "up" ? ArrowUp : ArrowDown;
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("id") === row.id &&
    navigation.formData?.get("direction") === direction;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        disabled={disabled || pending}
        aria-label={`Move “${row.title}” ${direction}`}
        title={`Move ${direction}`}
        className="inline-flex size-11 items-center justify-center rounded-lg border border-line bg-surface text-ink-900 hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </Form>
  );
}
