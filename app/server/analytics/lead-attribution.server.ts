import { withDeadline } from "../deadline.server";
import type { Logger } from "../logger.server";
import type {
  AnalyticsRecorder,
  VisitAttribution,
  Visitor,
} from "./analytics-recorder.server";
import { isSignedInRequest } from "./counted-navigation.server";

/**
 * What the lead forms take from the analytics (docs/analytics.md): the visit a submission
 * belongs to, copied onto the lead as values (landing page, source, UTM), and one conversion
 * event for the dashboard, which carries the form's name and never the lead's id.
 */

/** Reading the visit never holds a lead up longer than this; past it the lead goes without. */
const ATTRIBUTION_DEADLINE_MS = 1500;

export type LeadVisit = Visitor & { signedIn: boolean };

export function leadVisitOf(request: Request, clientIp: string): LeadVisit {
  return {
    clientIp,
    userAgent: request.headers.get("user-agent") ?? undefined,
    signedIn: isSignedInRequest(request.headers.get("cookie")),
  };
}

/**
 * The visit a submission comes from, or null (signed in, a program, no visit, or the
 * analytics tables did not answer in time: a lead is never lost to its measurement).
 */
export async function visitAttributionOf(
  recorder: AnalyticsRecorder,
  visit: LeadVisit,
  logger: Logger,
): Promise<VisitAttribution | null> {
  if (visit.signedIn) return null;
  try {
    return await withDeadline(
      recorder.attributionOf(visit),
      ATTRIBUTION_DEADLINE_MS,
      () => new Error("the visit was not read in time"),
    );
  } catch (error) {
    logger.warn({ err: error }, "lead stored without its visit's attribution");
    return null;
  }
}

/** One conversion for a stored, non-spam lead sent by someone not signed in. */
export function recordLeadConversion(
  recorder: AnalyticsRecorder,
  visit: LeadVisit,
  form: string,
  pagePath: string,
): void {
  if (visit.signedIn) return;
  recorder.recordConversion(visit, form, pagePath);
}

/** The get-started form's step `step` reached (2…), for the dashboard's funnel. */
export function recordGetStartedStep(
  recorder: AnalyticsRecorder,
  visit: LeadVisit,
  step: number,
  pagePath: string,
): void {
  if (visit.signedIn) return;
  recorder.recordFunnelStep(visit, `step-${step}`, pagePath);
}
