import {
  BOOKING_HOSTS_PATH,
  BOOKINGS_PATH,
} from "~/domain/booking/booking-list";
import { BackArrowLink } from "../ui/back-arrow-link";
import { SectionNav } from "../ui/section-nav";

/** The Bookings section's two views: the meetings, and the hosts visitors book. */
export function BookingNav() {
  return (
    <SectionNav
      label="Bookings"
      links={[
        { to: BOOKINGS_PATH, label: "Meetings", end: true },
        { to: BOOKING_HOSTS_PATH, label: "Hosts and hours" },
      ]}
    />
  );
}

/** A booking page's way back up. */
export function BookingBackLink({ to, label }: { to: string; label: string }) {
  return (
    <BackArrowLink
      to={to}
      className="inline-flex min-h-11 items-center gap-2 justify-self-start text-sm font-semibold text-brand-700 hover:underline"
    >
      {label}
    </BackArrowLink>
  );
}
