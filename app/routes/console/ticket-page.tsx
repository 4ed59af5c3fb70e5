import { StaffTicketPage } from "~/components/console/staff-ticket-page";
import { consolePageMeta } from "~/content/console-page-meta";
import {
  ticketPageAction,
  ticketPageLoader,
} from "~/server/console/ticket-page.handler.server";
import type { Route } from "./+types/ticket-page";

export const loader = (args: Route.LoaderArgs) => ticketPageLoader(args);
export const action = (args: Route.ActionArgs) => ticketPageAction(args);

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
});

export const meta: Route.MetaFunction = ({ data }) =>
  consolePageMeta(data?.thread.ticket.reference ?? "Support ticket");

export default function StaffTicketRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <StaffTicketPage data={loaderData} result={actionData} />;
}
