import { NavLink, useLocation } from "react-router";
import {
  PRIVACY_INCIDENTS_PATH,
  PRIVACY_REQUESTS_PATH,
  PRIVACY_RETENTION_PATH,
} from "~/domain/privacy/privacy-paths";
import { cx } from "../ui/cx";

/** The Privacy section's three views: requests, the incident register, retention and holds. */
export function PrivacyNav() {
  // A request's own page (/lead_admin/privacy/requests/<id>) is still the Requests view.
  const onRequest = useLocation().pathname.startsWith(
    `${PRIVACY_REQUESTS_PATH}/requests/`,
  );
  const link = ({ isActive }: { isActive: boolean }) =>
    cx(
      "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold",
      isActive
        ? "bg-brand-50 text-brand-800 ring-1 ring-brand-700/30"
        : "text-ink-900 hover:bg-surface-muted",
    );
  return (
    <nav aria-label="Privacy" className="flex flex-wrap gap-2">
      <NavLink
        to={PRIVACY_REQUESTS_PATH}
        end
        className={({ isActive }) => link({ isActive: isActive || onRequest })}
      >
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
