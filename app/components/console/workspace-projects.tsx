import { FolderKanban } from "lucide-react";
import { Form, Link } from "react-router";
import type { PageInfo } from "~/domain/client-work/client-work-views";
import type { WorkspaceProjectView } from "~/domain/console/workspace-views";
import { PROJECT_STATUSES, PROJECT_UPDATE_KINDS } from "~/domain/enums";
import {
  projectSchema,
  projectStatusLabels,
  projectUpdateSchema,
  updateKindLabels,
} from "~/domain/console/client-forms";
import { EmptyState, Pagination } from "../ui/page-states";
import { ProjectStatusBadge } from "../client-work/project-status-badge";
import type { FieldState } from "../client-work/ticket-fields";
import { Button } from "../ui/button";
import { ButtonLink } from "../ui/button-link";
import { cx } from "../ui/cx";
import {
  DataTable,
  withSearchParams,
  type TableColumn,
} from "../ui/data-table";
import { Input, inputClasses } from "../ui/input";
import { selectClasses } from "./client-fields";
import { WorkspaceForm, type WorkspaceResult } from "./workspace-form";
import { FormField, LabelledOptions } from "../ui/form-field";

/**
 * Projects: the list a page at a time (`?projectsPage=N`) with a status control per row, create,
 * edit (`?editProject=`, a project of the page shown), post an update (to a project of the page).
 */
export function WorkspaceProjects({
  clientId,
  projects,
  pageInfo,
  search,
  editingProjectId,
  result,
}: {
  clientId: string;
  projects: WorkspaceProjectView[];
  pageInfo: PageInfo;
  /** The page's query: links keep the documents' page and this list's. */
  search: string;
  editingProjectId: string | null;
  result: WorkspaceResult | undefined;
}) {
  const base = `/lead_admin/clients/${clientId}`;
  const editing = projects.find((p) => p.id === editingProjectId) ?? null;
  const here = (changes: Record<string, string | number | null>) =>
    withSearchParams(base, search, { revokeInvitation: null, ...changes });
  const columns: TableColumn<WorkspaceProjectView>[] = [
    {
      id: "name",
      header: "Project",
      meta: { rowHeader: true },
      cell: (p) => (
        <div className="grid gap-1">
          <span>{p.name}</span>
          {p.updates.length > 0 ? (
            <ul className="grid gap-0.5 text-xs font-normal text-text-muted">
              {p.updates.map((u) => (
                <li key={u.id}>
                  {u.posted} ·{" "}
                  {updateKindLabels[u.kind as keyof typeof updateKindLabels] ??
                    u.kind}
                  : {u.title}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ),
    },
    {
      id: "status",
      header: "Status",
      cell: (p) => <ProjectStatusBadge status={p.status} />,
    },
    {
      id: "started",
      header: "Started",
      cell: (p) => <span className="whitespace-nowrap">{p.started}</span>,
    },
    {
      id: "actions",
      header: "Actions",
      cell: (p) => (
        <div className="flex flex-wrap items-center gap-2">
          <Form
            method="post"
            preventScrollReset
            className="flex items-center gap-2"
          >
            <input type="hidden" name="intent" value="project-status" />
            <input type="hidden" name="projectId" value={p.id} />
            <select
              name="status"
              aria-label={`Status of ${p.name}`}
              defaultValue={p.status}
              className={cx(selectClasses, "min-w-32 text-sm")}
            >
              <LabelledOptions
                values={PROJECT_STATUSES}
                labels={projectStatusLabels}
              />
            </select>
            <Button
              type="submit"
              variant="secondary"
              aria-label={`Set status of ${p.name}`}
            >
              Set
            </Button>
          </Form>
          <ButtonLink
            to={`${here({ editProject: p.id })}#edit-project`}
            variant="secondary"
            aria-label={`Edit ${p.name}`}
          >
            Edit
          </ButtonLink>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="projects-heading" className="grid gap-4">
      <h3 id="projects-heading" className="text-xl font-semibold text-ink-900">
        Projects
      </h3>
      <DataTable
        caption="Client projects"
        columns={columns}
        rows={projects}
        rowId={(p) => p.id}
        empty={
          <EmptyState
            Icon={FolderKanban}
            message="No projects yet. Create the first one below."
          />
        }
      />
      <Pagination
        info={pageInfo}
        basePath={base}
        label="Project pages"
        hrefFor={(page) =>
          `${here({ projectsPage: page === 1 ? null : page, editProject: null })}#projects-heading`
        }
      />
      {editing ? (
        <div
          id="edit-project"
          className="grid gap-3 rounded-card border border-line bg-surface p-5"
        >
          <h4 className="text-lg font-semibold text-ink-900">
            Edit {editing.name}
          </h4>
          <WorkspaceForm
            key={editing.id}
            intent="update-project"
            projectId={editing.id}
            schema={projectSchema}
            fields={["name", "description", "status"]}
            result={result}
            submit="Save project"
            pendingLabel="Saving…"
          >
            {(form) => <ProjectFields form={form} defaults={editing} />}
          </WorkspaceForm>
          <Link
            to={here({ editProject: null })}
            className="text-sm text-brand-800 underline"
          >
            Cancel
          </Link>
        </div>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-3 rounded-card border border-line bg-surface p-5">
          <h4 className="text-lg font-semibold text-ink-900">New project</h4>
          <WorkspaceForm
            intent="create-project"
            schema={projectSchema}
            fields={["name", "description", "status"]}
            result={result}
            submit="Create project"
            pendingLabel="Creating…"
          >
            {(form) => <ProjectFields form={form} />}
          </WorkspaceForm>
        </div>
        {projects.length > 0 ? (
          <div className="grid content-start gap-3 rounded-card border border-line bg-surface p-5">
            <h4 className="text-lg font-semibold text-ink-900">
              Post a project update
            </h4>
            <p className="text-sm text-text-muted">
              The client&apos;s people see it on the project&apos;s timeline.
            </p>
            <WorkspaceForm
              intent="post-update"
              schema={projectUpdateSchema}
              fields={["projectId", "kind", "title", "body"]}
              result={result}
              submit="Post update"
              pendingLabel="Posting…"
            >
              {(form) => (
                <UpdateFields
                  form={form}
                  projects={projects}
                  hint={pageInfo.pageCount > 1 ? projectsOnThisPage : undefined}
                />
              )}
            </WorkspaceForm>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function ProjectFields({
  form,
  defaults,
}: {
  form: FieldState;
  defaults?: { name: string; description: string | null; status: string };
}) {
  return (
    <>
      <FormField form={form} name="name" label="Project name">
        {(control) => (
          <Input
            {...control}
            required
            maxLength={200}
            defaultValue={form.valueOf("name") ?? defaults?.name ?? ""}
          />
        )}
      </FormField>
      <FormField form={form} name="description" label="Description">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={5000}
            className={inputClasses}
            defaultValue={
              form.valueOf("description") ?? defaults?.description ?? ""
            }
          />
        )}
      </FormField>
      <FormField form={form} name="status" label="Status">
        {(control) => (
          <select
            {...control}
            className={selectClasses}
            defaultValue={
              form.valueOf("status") || defaults?.status || "planning"
            }
          >
            <LabelledOptions
              values={PROJECT_STATUSES}
              labels={projectStatusLabels}
            />
          </select>
        )}
      </FormField>
    </>
  );
}

function UpdateFields({
  form,
  projects,
  hint,
}: {
  form: FieldState;
  projects: WorkspaceProjectView[];
  hint: string | undefined;
}) {
  return (
    <>
      <FormField form={form} name="projectId" label="Project" hint={hint}>
        {(control) => (
          <select
            {...control}
            className={selectClasses}
            defaultValue={form.valueOf("projectId") ?? projects[0]?.id}
          >
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField form={form} name="kind" label="Kind">
        {(control) => (
          <select
            {...control}
            className={selectClasses}
            defaultValue={form.valueOf("kind") || "progress"}
          >
            <LabelledOptions
              values={PROJECT_UPDATE_KINDS}
              labels={updateKindLabels}
            />
          </select>
        )}
      </FormField>
      <FormField form={form} name="title" label="Title">
        {(control) => (
          <Input
            {...control}
            required
            maxLength={200}
            defaultValue={form.valueOf("title") ?? ""}
          />
        )}
      </FormField>
      <FormField form={form} name="body" label="Update">
        {(control) => (
          <textarea
            {...control}
            rows={4}
            required
            maxLength={5000}
            className={inputClasses}
            defaultValue={form.valueOf("body") ?? ""}
          />
        )}
      </FormField>
    </>
  );
}

/** Under a project picker that offers the page's projects when the list has more than one page. */
export const projectsOnThisPage =
  "Lists the projects on the page of Projects shown above; page through Projects for the others.";
