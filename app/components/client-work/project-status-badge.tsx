import { projectStatusText } from "~/domain/client-work/client-work-format";
import { Badge, type BadgeTone } from "../ui/badge";
import { useClientWorkLabels } from "./client-work-labels";

// Active has the default look; the others are told apart by word and tone.
const tones: Record<string, BadgeTone> = {
  active: "brand",
  completed: "success",
  planning: "info",
};

export function ProjectStatusBadge({ status }: { status: string }) {
  const labels = useClientWorkLabels();
  return (
    <Badge tone={tones[status] ?? "brand"}>
      {labels.projectStatus(status, projectStatusText(status))}
    </Badge>
  );
}
