import { ClientTicketPage } from "~/components/portal/client-ticket-page";
import { site } from "~/content/site";
import { PORTAL_HEADERS } from "~/server/portal/dashboard-frame.server";
import {
  ticketPageLoader,
  ticketPageAction,
} from "~/server/portal/ticket-page.handler.server";
import type { Route } from "./+types/ticket-page";

export const loader = (args: Route.LoaderArgs) => ticketPageLoader(args);
export const action = (args: Route.ActionArgs) => ticketPageAction(args);

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `${data?.thread.ticket.reference ?? "Support ticket"} | Client dashboard | ${site.name}`,
  },
  { name: "robots", content: "noindex" },
];

export default function TicketRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <ClientTicketPage data={loaderData} result={actionData} />;
}
