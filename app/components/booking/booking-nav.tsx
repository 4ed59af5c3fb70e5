import { NavLink } from "react-router";
import {
  BOOKING_HOSTS_PATH,
  BOOKINGS_PATH,
} from "~/domain/booking/booking-list";
import { BackArrowLink } from "../ui/back-arrow-link";
import { cx } from "../ui/cx";

/** The Bookings section's two views: the meetings, and the hosts visitors book. */
export function BookingNav() {
  const link = ({ isActive }: { isActive: boolean }) =>
    cx(
      "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold",
      isActive
        ? "bg-brand-50 text-brand-800 ring-1 ring-brand-700/30"
        : "text-ink-900 hover:bg-surface-muted",
    );
  return (
    <nav aria-label="Bookings" className="flex flex-wrap gap-2">
      <NavLink to={BOOKINGS_PATH} end className={link}>
        Meetings
      </NavLink>
      <NavLink to={BOOKING_HOSTS_PATH} className={link}>
        Hosts and hours
      </NavLink>
    </nav>
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
