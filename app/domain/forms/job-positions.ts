import { jobs } from "~/content/jobs";
import { GENERAL_APPLICATION } from "./lead-forms";
import type { Option } from "./options";

/** The positions one can apply for: every open role, or a general application. */
export const jobPositions: readonly Option[] = [
  ...jobs.map((job) => ({ value: job.title, label: job.title })),
  {
    value: GENERAL_APPLICATION,
    label: "General application (no specific role)",
  },
];

export function isOpenPosition(title: string): boolean {
  return jobPositions.some((position) => position.value === title);
}
