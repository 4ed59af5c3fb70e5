import type { ProjectStatus, ProjectUpdateKind, UserRole } from "../enums";

/**
 * A client's workspace in the console as its queries answer it and its page shows it: dates
 * are already the text the page prints.
 */

export type WorkspaceProjectView = {
  id: string;
  name: string;
  description: string | null;
  status: ProjectStatus;
  started: string;
  updates: {
    id: string;
    kind: ProjectUpdateKind;
    title: string;
    posted: string;
  }[];
};

export type WorkspaceDocumentView = {
  id: string;
  name: string;
  project: string | null;
  size: string;
  /** The type badge as the client's Documents tab shows it (docs/access-audit.md § 16: "PDF", "PLAIN"). */
  type: string;
  side: string;
  uploaded: string;
};

export type WorkspacePersonView = {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  joined: string;
};

export type WorkspaceInvitationState =
  "pending" | "used" | "expired" | "revoked";

export type WorkspaceInvitationView = {
  id: string;
  email: string;
  role: UserRole;
  state: WorkspaceInvitationState;
  sent: string;
  expires: string;
  used: string | null;
  /** When it was revoked (staff, or the client's admin on the Team tab), else null. */
  revoked: string | null;
};
