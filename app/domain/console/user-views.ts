import type { UserRole } from "../enums";
import type { PageInfo } from "../client-work/client-work-views";
import type { AccessPanelData } from "./access-views";
import type { UserAccountIntent } from "./user-forms";

/** One row of the console's Users table, as the loader sends it to the browser. */
export type UserRowView = {
  profileId: string;
  name: string;
  email: string;
  role: UserRole;
  roleLabel: string;
  clientId: string | null;
  clientName: string | null;
  /** 'MMM d, yyyy'. */
  joined: string;
  disabled: boolean;
  twoFactorEnabled: boolean;
  isYou: boolean;
};

export type UsersPageData = AccessPanelData & {
  users: UserRowView[];
  page: PageInfo;
  clients: { id: string; name: string }[];
  q: string;
  sort: { key: string; direction: "asc" | "desc" };
  /** The row shown with its selects (?edit=), for the page without JavaScript. */
  editing: string | null;
  /** The confirm step of an account action without JavaScript (?confirm=&user=). */
  confirm: {
    intent: UserAccountIntent;
    profileId: string;
    name: string;
    email: string;
  } | null;
};
