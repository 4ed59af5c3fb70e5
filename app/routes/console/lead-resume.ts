import { leadResumeLoader } from "~/server/console/lead-resume.handler.server";
import type { Route } from "./+types/lead-resume";

// A resource route: a job applicant's résumé, for staff only, re-authorized on every request (GET and HEAD).
export const loader = (args: Route.LoaderArgs) => leadResumeLoader(args);
