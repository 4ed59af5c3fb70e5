import { UserPlus, Users } from "lucide-react";
import { Form, Link } from "react-router";
import { bookingHostPath } from "~/domain/booking/booking-list";
import { NEW_HOST_FIELDS, newHostFormSchema } from "~/domain/booking/host-form";
import type {
  BookingHostListItem,
  BookingHostsData,
  HostFormResult,
} from "~/domain/booking/host-views";
import { useAccountForm } from "../forms/use-account-form";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { DataTable, type TableColumn } from "../ui/data-table";
import { FormInput, FormSelect } from "../ui/form-controls";
import { EmptyState } from "../ui/page-states";
import { PageToast } from "../ui/toaster";
import { BookingNav } from "./booking-nav";
import { HostZoneField } from "./host-zone-field";

const columns: TableColumn<BookingHostListItem>[] = [
  {
    id: "name",
    header: "Host",
    meta: { rowHeader: true, className: "min-w-[12rem]" },
    cell: (host) => (
      <div className="grid gap-0.5">
        <Link
          to={bookingHostPath(host.id)}
          className="font-semibold break-words text-brand-800 underline-offset-4 hover:underline"
        >
          {host.name}
        </Link>
        <span className="text-sm break-all text-text-muted">{host.email}</span>
      </div>
    ),
  },
  {
    id: "staff",
    header: "Staff profile",
    cell: (host) =>
      host.profileName ?? <span className="text-text-muted">Not linked</span>,
  },
  { id: "zone", header: "Time zone", cell: (host) => host.zone },
  { id: "days", header: "Weekly hours", cell: (host) => host.daysLabel },
  {
    id: "active",
    header: "Status",
    cell: (host) =>
      host.active ? (
        <Badge tone="success">Taking bookings</Badge>
      ) : (
        <Badge tone="neutral">Inactive</Badge>
      ),
  },
  {
    id: "edit",
    header: "Hours",
    cell: (host) => (
      <Link
        to={bookingHostPath(host.id)}
        className="font-semibold whitespace-nowrap text-brand-800 underline-offset-4 hover:underline"
      >
        Edit hours<span className="sr-only"> of {host.name}</span>
      </Link>
    ),
  },
];

function AddHostForm({
  data,
  result,
}: {
  data: BookingHostsData;
  result: HostFormResult | undefined;
}) {
  const form = useAccountForm({
    schema: newHostFormSchema,
    result,
    fields: NEW_HOST_FIELDS,
  });
  const value = (name: string, fallback = "") => form.valueOf(name) ?? fallback;
  return (
    <Form
      method="post"
      {...form.formProps}
      aria-labelledby="add-host-heading"
      className="grid gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 sm:p-6"
    >
      <h3
        id="add-host-heading"
        className="text-lg font-semibold text-ink-900 sm:col-span-2"
      >
        Add a host
      </h3>
      <input type="hidden" name="intent" value="create" />
      <FormInput
        form={form}
        name="displayName"
        label="Name visitors see"
        value={value("displayName")}
        type="text"
        maxLength={160}
        autoComplete="off"
      />
      <FormInput
        form={form}
        name="email"
        label="E-mail"
        hint="Where the meeting invitations go."
        value={value("email")}
        type="email"
        maxLength={254}
        autoComplete="off"
      />
      <FormSelect
        form={form}
        name="profileId"
        label="Staff profile (optional)"
        hint="Links the host to a member of staff's account."
        value={value("profileId")}
      >
        <option value="">None</option>
        {data.staff.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name === person.email
              ? person.email
              : `${person.name} (${person.email})`}
          </option>
        ))}
      </FormSelect>
      <HostZoneField
        form={form}
        zones={data.zones}
        value={value("zone", data.defaultZone)}
        hint="The zone the host's hours are written in."
      />
      <div className="sm:col-span-2">
        <Button type="submit" pending={form.pending} pendingLabel="Adding…">
          <UserPlus aria-hidden="true" className="size-4" />
          Add host
        </Button>
      </div>
    </Form>
  );
}

/** /lead_admin/bookings/hosts: who visitors can book, and adding one. */
export function BookingHostsPage({
  data,
  result,
}: {
  data: BookingHostsData;
  result: HostFormResult | undefined;
}) {
  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      <div className="grid gap-3">
        <h2 className="text-2xl font-bold text-ink-900">Hosts and hours</h2>
        <BookingNav />
        <p className="max-w-prose text-sm text-text-muted">
          Visitors book a free slot of any active host; when several are free,
          the one least recently booked gets the meeting.
        </p>
        <PageToast toast={result?.toast} />
      </div>
      {data.hosts.length === 0 ? (
        <EmptyState Icon={Users} message="No hosts yet: add the first below." />
      ) : (
        <DataTable
          caption="Booking hosts"
          columns={columns}
          rows={data.hosts}
          rowId={(host) => host.id}
        />
      )}
      <AddHostForm data={data} result={result} />
    </section>
  );
}
