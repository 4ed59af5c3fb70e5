import { and, eq, sql } from "drizzle-orm";
import type { ProjectInput } from "~/domain/console/client-forms";
import type { ProjectStatus } from "~/domain/enums";
import { projects } from "../db/schema.server";
import { notFound, isUuid } from "../http/not-found-response.server";
import { changedFields, staffWrite } from "./audit.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * A client's projects, written by staff from the client's workspace. Every write names the
 * workspace's client: a project id of another client is the same 404 as an unknown one.
 */
export async function unsafeCreateProject(
  { db, actor }: StaffScope,
  clientId: string,
  input: ProjectInput,
): Promise<{ id: string }> {
  return staffWrite(db, actor, async (tx, audit) => {
    const [row] = await tx
      .insert(projects)
      .values({ ...input, clientId })
      .returning({ id: projects.id });
    await audit({
      action: "project.create",
      entityType: "project",
      entityId: row!.id,
      summary: `Created project ${input.name}`,
      after: { ...input },
      details: { clientId },
    });
    return row!;
  });
}

/** Edits a project (all fields) or only its status; records the fields that changed. */
export async function unsafeUpdateProject(
  { db, actor }: StaffScope,
  clientId: string,
  projectId: string,
  input: Partial<ProjectInput> & { status: ProjectStatus },
): Promise<{ name: string }> {
  if (!isUuid(projectId)) throw notFound();
  return staffWrite(db, actor, async (tx, audit) => {
    const [before] = await tx
      .select({
        name: projects.name,
        description: projects.description,
        status: projects.status,
      })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)))
      .for("update");
    if (!before) throw notFound();
    const changes = changedFields(before as Record<string, unknown>, input);
    const name = input.name ?? before.name;
    if (!changes) return { name };
    await tx
      .update(projects)
      .set({ ...input, updatedAt: sql`now()` })
      .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)));
    await audit({
      action: "project.update",
      entityType: "project",
      entityId: projectId,
      summary:
        Object.keys(changes.after).join() === "status"
          ? `Changed ${name}'s status to ${input.status}`
          : `Updated project ${name}`,
      before: changes.before,
      after: changes.after,
      details: { clientId },
    });
    return { name };
  });
}
