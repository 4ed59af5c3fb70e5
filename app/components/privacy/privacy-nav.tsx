import { useLocation } from "react-router";
import {
  PRIVACY_INCIDENTS_PATH,
  PRIVACY_REQUESTS_PATH,
  PRIVACY_RETENTION_PATH,
} from "~/domain/privacy/privacy-paths";
import { SectionNav } from "../ui/section-nav";

/** The Privacy section's three views: requests, the incident register, retention and holds. */
export function PrivacyNav() {
  // A request's own page (/lead_admin/privacy/requests/<id>) is still the Requests view.
  const onRequest = useLocation().pathname.startsWith(
    `${PRIVACY_REQUESTS_PATH}/requests/`,
  );
  return (
    <SectionNav
      label="Privacy"
      links={[
        {
          to: PRIVACY_REQUESTS_PATH,
          label: "Requests",
          end: true,
          alsoActive: onRequest,
        },
        { to: PRIVACY_INCIDENTS_PATH, label: "Incident register" },
        { to: PRIVACY_RETENTION_PATH, label: "Retention and legal holds" },
      ]}
    />
  );
}
