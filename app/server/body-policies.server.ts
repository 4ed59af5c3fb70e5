import {
  createBodyPolicyFor,
  type AreaBodyPolicy,
} from "./http/body-limits.server";
import { analyticsBodyPolicy } from "./analytics/analytics-body-policy.server";
import { accountBodyPolicy } from "./auth/account-body-policy.server";
import { bookingBodyPolicy } from "./booking/booking-body-policy.server";
import { chatBodyPolicy } from "./chat/chat-body-policy.server";
import { clientUploadBodyPolicy } from "./console/client-upload-body-policy.server";
import { newsletterBodyPolicy } from "./newsletter/newsletter-body-policy.server";
import { newsletterSignupBodyPolicy } from "./newsletter/newsletter-signup-body-policy.server";
import { portalBodyPolicy } from "./portal/portal-body-policy.server";
import { privacyBodyPolicy } from "./privacy/privacy-body-policy.server";
import { demoGateBodyPolicy } from "./sales-demo/demo-gate-body-policy.server";
import { studioBodyPolicy } from "./studio/studio-body-policy.server";

/**
 * Each area's own body policy, in the order the edge asks them (no two claim the same path);
 * a path none claims is a lead form's or gets the default limits (body-limits.server.ts).
 */
export const areaBodyPolicies: readonly AreaBodyPolicy[] = [
  chatBodyPolicy,
  newsletterSignupBodyPolicy,
  accountBodyPolicy,
  demoGateBodyPolicy,
  portalBodyPolicy,
  clientUploadBodyPolicy,
  studioBodyPolicy,
  newsletterBodyPolicy,
  bookingBodyPolicy,
  privacyBodyPolicy,
  analyticsBodyPolicy,
];

/** How much body each request may carry, from its method and path alone (docs/decisions/014). */
export const bodyPolicyFor = createBodyPolicyFor(areaBodyPolicies);
