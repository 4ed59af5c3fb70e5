import { eq } from "drizzle-orm";
import { z } from "zod";
import { PROJECT_UPDATE_KINDS } from "~/domain/enums";
import type { Database } from "../db/client.server";
import { projects, projectUpdates } from "../db/schema.server";

/**
 * Staff post to a client's project timeline. Cross-tenant by design (staff serve every
 * client), hence `unsafe…` and this folder: the caller must have checked requireAdmin. The
 * update takes its client from the project row, never from the caller.
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

/** Posts an update; null when the project does not exist. */
export async function unsafePostProjectUpdate(
  db: Database,
  staffProfileId: string,
  input: ProjectUpdateInput,
): Promise<{ id: string } | null> {
  const checked = projectUpdateInput.parse(input);
  const [project] = await db
    .select({ clientId: projects.clientId })
    .from(projects)
    .where(eq(projects.id, checked.projectId))
    .limit(1);
  if (!project) return null;
  const [row] = await db
    .insert(projectUpdates)
    .values({
      ...checked,
      clientId: project.clientId,
      authorProfileId: staffProfileId,
    })
    .returning({ id: projectUpdates.id });
  return row ?? null;
}
