import type { ClientStatus } from "../enums";

/** A client as the console's Clients tab lists it, with its profile count. */
export type ClientListRow = {
  id: string;
  name: string;
  companyName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  notes: string | null;
  status: ClientStatus;
  users: number;
  created: string;
};
