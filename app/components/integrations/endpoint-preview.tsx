import {
  eventTypeLabel,
  type EndpointPageData,
} from "~/domain/integrations/endpoint-views";
import { SectionCard } from "../ui/section-card";
import { ScrollablePre } from "./endpoint-parts";

/**
 * What the endpoint will be sent for its first chosen event, as the delivery engine builds it
 * (for an invented lead): the body, and for a signed webhook the headers that carry it.
 */
export function EndpointPreview({ data }: { data: EndpointPageData }) {
  const { preview, endpoint } = data;
  if (!preview) return null;
  return (
    <SectionCard
      titleId="endpoint-preview"
      title="Preview"
      description={`Exactly what is sent for “${eventTypeLabel(preview.eventType)}”, shown for an invented lead (Amara Okafor, Ministry of Digital Services).${
        endpoint.kind === "hubspot"
          ? " A real submission also carries the form's page address and the consent wording the visitor agreed to."
          : ""
      }`}
      contentClassName="grid min-w-0 gap-3"
    >
      {endpoint.kind === "webhook" ? (
        <p className="text-sm text-ink-900">
          Posted with the headers{" "}
          {preview.headerNames.map((name, index) => (
            <span key={name}>
              {index > 0 ? ", " : ""}
              <code className="font-mono text-sm">{name}</code>
            </span>
          ))}
          .
        </p>
      ) : null}
      <ScrollablePre
        label="Preview of the request body"
        className="max-h-[28rem] overflow-auto rounded-lg border border-line bg-surface-muted p-4 font-mono text-xs leading-5 text-ink-900"
      >
        {preview.body}
      </ScrollablePre>
    </SectionCard>
  );
}
