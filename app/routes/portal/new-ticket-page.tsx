import { NewTicketPage } from "~/components/portal/new-ticket-page";
import { site } from "~/content/site";
import { PORTAL_HEADERS } from "~/server/portal/dashboard-frame.server";
import {
  newTicketPageAction,
  newTicketPageLoader,
} from "~/server/portal/new-ticket-page.handler.server";
import type { Route } from "./+types/new-ticket-page";

export const loader = (args: Route.LoaderArgs) => newTicketPageLoader(args);
// The form posts to its own page, so its errors show beside its fields without JavaScript.
export const action = (args: Route.ActionArgs) => newTicketPageAction(args);

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Create Ticket | Client dashboard | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NewTicketRoute({ actionData }: Route.ComponentProps) {
  return <NewTicketPage result={actionData} />;
}
