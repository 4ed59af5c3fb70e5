import type { StaffRole, UserRole } from "../enums";

/** What the Team tab's loader hands its page. Types only: shared by server and browser. */

export type TeamMemberView = {
  profileId: string;
  name: string;
  email: string;
  role: Exclude<UserRole, StaffRole>;
  /** "Client admin", "Client user". */
  roleLabel: string;
  /** 'MMM d, yyyy', formatted on the server so the hydrated page says the same. */
  joined: string;
  /** The same day, ISO ("2026-11-05"), for the French date. */
  joinedAt: string;
  /** The signed-in person's own row. */
  isYou: boolean;
  /** The caller may revoke this person's access: a client_admin, for a client user only. */
  revocable: boolean;
};

/** Pending can be cancelled; revoked and expired stay listed as such (docs/access-audit.md). */
export type TeamInvitationState = "pending" | "revoked" | "expired";

export type TeamInvitationView = {
  id: string;
  email: string;
  roleLabel: string;
  role: UserRole;
  state: TeamInvitationState;
  /** "Pending", "Revoked", "Expired". */
  stateLabel: string;
  /** "Expires Mar 3, 2027", "Revoked Nov 23, 2026", "Expired Nov 2, 2026" ('MMM d, yyyy'). */
  when: string;
  /** The day `when` names (revoked, expired or expiring), ISO ("2026-11-05"). */
  whenAt: string;
  /** Who sent it; our team when it was sent from the staff side. */
  invitedBy: string;
  /** Sent from the staff side: `invitedBy` is "Our team". */
  invitedByUs: boolean;
};

export type TeamView = {
  people: TeamMemberView[];
  /** Only a client_admin sees (and manages) invitations; null for everyone else. */
  invitations: TeamInvitationView[] | null;
};

/** A pending invitation named in the "Cancel invitation" confirm step. */
export type InvitationToCancelView = { id: string; email: string };

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
  /** The invitation of `?cancel=<id>` (the confirm step without JavaScript), else null. */
  confirmCancel: InvitationToCancelView | null;
};
