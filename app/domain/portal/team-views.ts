import type { UserRole } from "../enums";

/** What the Team tab's loader hands its page. Types only: shared by server and browser. */

export type TeamMemberView = {
  profileId: string;
  name: string;
  email: string;
  role: Exclude<UserRole, "admin">;
  /** "Client admin", "Client user". */
  roleLabel: string;
  /** 'MMM d, yyyy', formatted on the server so the hydrated page says the same. */
  joined: string;
  /** The signed-in person's own row. */
  isYou: boolean;
};

export type PendingInvitationView = {
  id: string;
  email: string;
  roleLabel: string;
  /** 'MMM d, yyyy'. */
  expires: string;
  /** Who sent it; our team when it was sent from the staff side. */
  invitedBy: string;
};

export type TeamView = {
  people: TeamMemberView[];
  /** Only a client_admin sees (and manages) invitations; null for everyone else. */
  invitations: PendingInvitationView[] | null;
};

/** A colleague named in the "Revoke access" confirm step. */
export type ColleagueView = {
  profileId: string;
  name: string;
  email: string;
  roleLabel: string;
};

export type TeamTabData = {
  team: TeamView;
  /** client_admin: may invite, revoke and cancel invitations. */
  canManage: boolean;
  clientLabel: string;
  /** How long a new invitation's link stays valid (admins only). */
  invitationTtlDays: number | null;
  /** The colleague of `?revoke=<id>` (the confirm step without JavaScript), else null. */
  confirmRevoke: ColleagueView | null;
};
