import type { StaffRole } from "../enums";
import type { FormResult } from "../forms/form-result";

/** One self sign-up awaiting access, as the Users tab shows it (docs/access-audit.md § 6). */
export type AwaitingAccessView = {
  profileId: string;
  name: string;
  email: string;
  /** When they confirmed their address, 'MMM d, yyyy'. */
  since: string;
};

export type AccessPanelData = {
  awaiting: { total: number; people: AwaitingAccessView[] };
  /** Active clients only: an inactive client cannot take new people. */
  activeClients: { id: string; name: string }[];
};

/** The question a first post answers with; the second post (confirmed=yes) does it. */
export type AccessConfirm =
  | {
      intent: "grant-access";
      profileId: string;
      name: string;
      email: string;
      clientId: string;
      clientName: string;
      role: "client_admin" | "client_user";
      roleLabel: string;
    }
  | { intent: "invite-staff"; email: string; role: StaffRole };

export type AccessActionData = FormResult & {
  intent?: string;
  /** For a refused grant: whose row the message belongs to. */
  profileId?: string;
  accessConfirm?: AccessConfirm;
};
