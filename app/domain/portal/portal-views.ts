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
