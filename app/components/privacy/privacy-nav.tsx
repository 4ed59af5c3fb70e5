import { NavLink } from "react-router";
import {
  PRIVACY_INCIDENTS_PATH,
  PRIVACY_REQUESTS_PATH,
  PRIVACY_RETENTION_PATH,
} from "~/domain/privacy/privacy-paths";
import { cx } from "../ui/cx";

/** The Privacy section's three views: requests, the incident register, retention and holds. */
export function PrivacyNav() {
  const link = ({ isActive }: { isActive: boolean }) =>
    cx(
      "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold",
      isActive
        ? "bg-brand-50 text-brand-800 ring-1 ring-brand-700/30"
        : "text-ink-900 hover:bg-surface-muted",
    );
  return (
    <nav aria-label="Privacy" className="flex flex-wrap gap-2">
      <NavLink to={PRIVACY_REQUESTS_PATH} end className={link}>
        Requests
      </NavLink>
      <NavLink to={PRIVACY_INCIDENTS_PATH} className={link}>
        Incident register
      </NavLink>
      <NavLink to={PRIVACY_RETENTION_PATH} className={link}>
        Retention and legal holds
      </NavLink>
    </nav>
  );
}
