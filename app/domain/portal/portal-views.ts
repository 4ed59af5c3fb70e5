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

/** A document card (Documents tab, a project's page): everything formatted on the server. */
export type DocumentCardView = {
  id: string;
  name: string;
  /** ISO 8601. */
  createdAt: string;
  /** 'MMM d, yyyy' (spec § 9, lists). */
  createdLabel: string;
  /** Bytes. */
  size: number;
  /** Bytes, KB, MB or GB, base 1024, two decimals (spec § 9). */
  sizeLabel: string;
  projectName: string | null;
  mimeType: string;
  /** The MIME subtype in capitals (spec § 2). */
  typeBadge: string;
  /** Re-authorized on every request: /dashboard/documents/:id/download. */
  downloadUrl: string;
};

/** The project choices of the upload form: the client's own projects only. */
export type ProjectOption = { id: string; name: string };
