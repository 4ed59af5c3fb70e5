import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { PROJECT_UPDATE_KINDS } from "~/domain/enums";
import { projects, projectUpdates } from "../db/schema.server";
import { staffWrite } from "./audit.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * Staff post to a client's project timeline. Cross-tenant by design (staff serve every
 * client), hence `unsafe…` and this folder: the caller must have passed requireStaff. The
 * update takes its client from the project row, never from the caller; a workspace passes
 * its client so a project of another client is refused. The post and its audit entry
 * commit together (staffWrite).
 */
export const projectUpdateInput = z.object({
  projectId: z.uuid({ error: "Choose a project." }),
  kind: z.enum(PROJECT_UPDATE_KINDS, {
    error: "Choose what the update reports.",
  }),
  title: z
    .string()
    .trim()
    .min(1, { error: "Give the update a title." })
    .max(200, { error: "Keep the title under 200 characters." }),
  body: z
    .string()
    .trim()
    .min(1, { error: "Write the update." })
    .max(5000, { error: "Keep the update under 5,000 characters." }),
});

export type ProjectUpdateInput = z.infer<typeof projectUpdateInput>;

/** Posts an update; null when the project does not exist (or is not `clientId`'s). */
export async function unsafePostProjectUpdate(
  { db, actor }: StaffScope,
  input: ProjectUpdateInput,
  options: { clientId?: string } = {},
): Promise<{ id: string } | null> {
  const checked = projectUpdateInput.parse(input);
  return staffWrite(db, actor, async (tx, audit) => {
    const [project] = await tx
      .select({ clientId: projects.clientId, name: projects.name })
      .from(projects)
      .where(
        options.clientId === undefined
          ? eq(projects.id, checked.projectId)
          : and(
              eq(projects.id, checked.projectId),
              eq(projects.clientId, options.clientId),
            ),
      )
      .limit(1);
    if (!project) return null;
    const [row] = await tx
      .insert(projectUpdates)
      .values({
        ...checked,
        clientId: project.clientId,
        authorProfileId: actor.profileId,
      })
      .returning({ id: projectUpdates.id });
    await audit({
      action: "project_update.create",
      entityType: "project_update",
      entityId: row!.id,
      summary: `Posted "${checked.title}" to ${project.name}`,
      after: { kind: checked.kind, title: checked.title, body: checked.body },
      details: { clientId: project.clientId, projectId: checked.projectId },
    });
    return row ?? null;
  });
}
