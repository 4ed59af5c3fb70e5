import type { UserRole } from "../enums";

/** What the portal's loaders hand its pages. Types only: shared by server and browser. */

/** Where a long list is: page links read it (components/portal/portal-states.tsx). */
export type PageInfo = {
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
};

/** The dashboard's frame: whose portal this is and what the person may do in it. */
export type PortalFrame = {
  /** The client's company name, else its name (spec § 2). */
  clientLabel: string;
  role: Exclude<UserRole, "admin">;
  /** Only a client_admin manages the team (invite, revoke). */
  canManageTeam: boolean;
};

/** A project card on the Projects tab (spec § 2). */
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
