import type {
  PortalSide,
  StaffRole,
  TicketPriority,
  TicketStatus,
  UserRole,
} from "../enums";

/** What the portal's loaders hand its pages. Types only: shared by server and browser. */

/** Where a long list is: page links read it (components/ui/page-states.tsx). */
export type PageInfo = {
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
};

/** The dashboard's frame: whose portal this is and what the person may do in it. */
export type PortalFrame = {
  /** The client's company name, else its name. */
  clientLabel: string;
  role: Exclude<UserRole, StaffRole>;
  /** Only a client_admin manages the team (invite, revoke). */
  canManageTeam: boolean;
};

/** A project card on the Projects tab. */
export type ProjectCardView = {
  id: string;
  name: string;
  /** null shows 'No description available'. */
  description: string | null;
  status: string;
  /** The start date: created_at, as 'MMM d, yyyy' and as a calendar day for <time>. */
  startedLabel: string;
  startedDay: string;
  clientLabel: string;
};

/** One post on a project's timeline. */
export type ProjectUpdateView = {
  id: string;
  kind: string;
  kindLabel: string;
  title: string;
  body: string;
  postedLabel: string;
  postedAt: string;
  author: string;
};

export type ProjectDetailView = ProjectCardView & {
  startedDetailLabel: string;
  updates: ProjectUpdateView[];
  updatesPage: PageInfo;
};

/** A ticket in the Support tab's list. Dates are formatted on the server. */
export type TicketSummaryView = {
  id: string;
  /** "Ticket #3f2a9c1e" */
  reference: string;
  title: string;
  description: string;
  priority: TicketPriority;
  priorityLabel: string;
  status: TicketStatus;
  /** "IN PROGRESS" */
  statusText: string;
  /** 'MMM d, yyyy' */
  createdOn: string;
  /** ISO 8601: French pages write the day from it. */
  createdAt: string;
};

export type TicketListView = {
  tickets: TicketSummaryView[];
  pageInfo: PageInfo;
};

/** One entry of a ticket's thread, oldest first. `at` is an ISO instant (shown by LocalTime). */
export type TicketEntryView =
  | {
      kind: "reply";
      id: string;
      side: PortalSide;
      authorName: string;
      body: string;
      at: string;
    }
  | {
      kind: "status_change";
      id: string;
      side: PortalSide;
      authorName: string;
      fromLabel: string | null;
      toLabel: string;
      at: string;
    };

/** A ticket and its thread, as the client's page and the staff page both show it. */
export type TicketThreadView = {
  ticket: TicketSummaryView & {
    /** 'MMMM d, yyyy' */
    createdOnLong: string;
    createdByName: string | null;
  };
  entries: TicketEntryView[];
  /** Replies are taken until the ticket is closed. */
  open: boolean;
};

/** The Support tab's loader data: the page of tickets, or why it could not be read. */
export type SupportTabData =
  { ok: true; list: TicketListView } | { ok: false; loadError: string };

/** A document card (Documents tab, a project's page): everything formatted on the server. */
export type DocumentCardView = {
  id: string;
  name: string;
  /** ISO 8601. */
  createdAt: string;
  /** 'MMM d, yyyy' (lists). */
  createdLabel: string;
  /** Bytes. */
  size: number;
  /** Bytes, KB, MB or GB, base 1024, two decimals. */
  sizeLabel: string;
  projectName: string | null;
  mimeType: string;
  /** The MIME subtype in capitals. */
  typeBadge: string;
  /** Re-authorized on every request: /dashboard/documents/:id/download. */
  downloadUrl: string;
};

/** The project choices of the upload form: the client's own projects only. */
export type ProjectOption = { id: string; name: string };
