import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { StaffUploadForm } from "~/components/console/staff-upload-form";
import { consolePageMeta } from "~/content/console-page-meta";
import type { DocumentUploadResult } from "~/domain/client-work/document-upload";
import {
  clientUploadAction,
  clientUploadJson,
  clientUploadLoader,
} from "~/server/console/client-upload.handler.server";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import type { Route } from "./+types/client-upload";

export const middleware: Route.MiddlewareFunction[] = [
  (args, next) => clientUploadJson(args, next),
];
export const loader = (args: Route.LoaderArgs) => clientUploadLoader(args);
export const action = (args: Route.ActionArgs) => clientUploadAction(args);
export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consolePageMeta(`Upload for ${loaderData?.client.name ?? "client"}`);

// The upload's own page: where a plain post (no JavaScript) that failed shows its reason.
export default function ClientUploadRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { client, projects } = loaderData;
  return (
    <div className="grid gap-4">
      <Link
        to={`/lead_admin/clients/${client.id}`}
        className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to {client.name}
      </Link>
      <StaffUploadForm
        clientId={client.id}
        clientName={client.name}
        projects={projects}
        result={actionData as DocumentUploadResult | undefined}
        headingLevel="h2"
      />
    </div>
  );
}
