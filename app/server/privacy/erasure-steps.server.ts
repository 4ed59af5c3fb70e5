import { sql } from "drizzle-orm";
import {
  account,
  blueprintLeads,
  bookings,
  chatAttachments,
  chatConversations,
  chatMessages,
  clientInvitations,
  contactRequests,
  getStartedRequests,
  jobApplications,
  leadNotes,
  leads,
  newsletterConsentEvents,
  newsletterDeliveries,
  newsletterSubscribers,
  newsletterSubscriberTopics,
  privacyConsents,
  privacyLegalHolds,
  privacyRequests,
  session,
  twoFactor,
  verification,
  webhookAttempts,
  webhookDeliveries,
} from "../db/schema.server";
import {
  inList,
  mentions,
  rowsOf,
  type ErasureSubject,
} from "./erasure-subject.server";
import {
  countOf,
  deleting,
  deletingFileOwners,
  deletingFiles,
  type StepDef,
} from "./erasure-step-kit.server";
import { accountSteps } from "./erasure-account-steps.server";
import { traceSteps } from "./erasure-trace-steps.server";

const chatAttachmentsOf = (subject: ErasureSubject) =>
  sql`${inList(sql`conversation_id::text`, subject.conversationIds)}
    or (conversation_id is null and ${inList(sql`session_id`, subject.conversationSessions)})`;

const webhookDeliveriesOf = (subject: ErasureSubject) =>
  sql`${inList(sql`lead_id::text`, subject.leadIds)} or ${inList(sql`booking_id::text`, subject.bookingIds)}`;

/** The lead forms, the inbox and the chat: the person's own submissions, deleted whole. */
const leadSteps: StepDef[] = [
  deletingFileOwners(
    "job-applications",
    "Job applications",
    jobApplications,
    (s) => inList(sql`id::text`, s.applicationIds),
    { column: sql`resume_file_id`, keptIn: (context) => context.resumeFileIds },
  ),
  deletingFiles(
    "resume-files",
    "Résumé files",
    (subject) =>
      sql`select resume_file_id from ${jobApplications} where ${inList(sql`id::text`, subject.applicationIds)}`,
    (context) => context.resumeFileIds,
  ),
  deleting("blueprint-leads", "Blueprint requests", blueprintLeads, (s) =>
    inList(sql`id::text`, s.blueprintIds),
  ),
  deleting("contact-requests", "Contact requests", contactRequests, (s) =>
    inList(sql`id::text`, s.contactIds),
  ),
  deleting(
    "get-started-requests",
    "Get-started requests",
    getStartedRequests,
    (s) => inList(sql`id::text`, s.getStartedIds),
  ),
  deleting(
    "webhook-attempts",
    "Attempts at sending their events to staff's tools",
    webhookAttempts,
    (s) =>
      sql`delivery_id in (select id from ${webhookDeliveries} where ${webhookDeliveriesOf(s)})`,
  ),
  deleting(
    "webhook-deliveries",
    "Their events queued for staff's tools",
    webhookDeliveries,
    webhookDeliveriesOf,
    "Our copies only: what a receiver (a CRM, a chat channel) already got is erased there by the staff who run it (docs/integrations.md).",
  ),
  deleting(
    "bookings",
    "Meetings booked",
    bookings,
    (s) => inList(sql`id::text`, s.bookingIds),
    "A meeting, past or to come, is the person's: the host's calendar keeps no copy here.",
  ),
  {
    source: "booking-holds",
    label: "Meeting times held while booking",
    action: "delete",
    reason:
      "Nothing to find: a hold names no one (a hash of the network address and of its link), lapses within minutes and is purged a day later.",
    count: async () => 0,
    run: async () => 0,
  },
  deleting(
    "lead-notes",
    "Staff notes on their leads",
    leadNotes,
    (s) => inList(sql`lead_id::text`, s.leadIds),
    "Notes about the person are their personal information too.",
  ),
  deleting(
    "leads",
    "Lead inbox entries",
    leads,
    (s) => inList(sql`id::text`, s.leadIds),
    "Every lead, converted ones included: a client's contract records belong to the client organisation, not to the lead.",
  ),
  deletingFileOwners(
    "chat-attachments",
    "Chat attachments",
    chatAttachments,
    chatAttachmentsOf,
    { column: sql`stored_file_id`, keptIn: (context) => context.chatFileIds },
  ),
  deletingFiles(
    "chat-files",
    "Chat attachment files",
    (subject) =>
      sql`select stored_file_id from ${chatAttachments} where ${chatAttachmentsOf(subject)}`,
    (context) => context.chatFileIds,
  ),
  deleting("chat-messages", "Chat messages", chatMessages, (s) =>
    inList(sql`conversation_id::text`, s.conversationIds),
  ),
  deleting("chat-conversations", "Chat conversations", chatConversations, (s) =>
    inList(sql`id::text`, s.conversationIds),
  ),
];

/** The newsletter: the subscriber and everything hanging from it; the address is then suppressed. */
const newsletterSteps: StepDef[] = [
  deleting(
    "newsletter-deliveries",
    "Newsletter deliveries",
    newsletterDeliveries,
    (s) => inList(sql`subscriber_id::text`, s.subscriberIds),
  ),
  deleting(
    "newsletter-subscriber-topics",
    "Newsletter topics",
    newsletterSubscriberTopics,
    (s) => inList(sql`subscriber_id::text`, s.subscriberIds),
  ),
  deleting(
    "newsletter-consent-events",
    "Newsletter consent record",
    newsletterConsentEvents,
    (s) => inList(sql`subscriber_id::text`, s.subscriberIds),
    "The suppression (an HMAC of the address) replaces it: the list cannot re-import the address, and a fresh double opt-in still works.",
  ),
  deleting(
    "newsletter-subscribers",
    "Newsletter subscription",
    newsletterSubscribers,
    (s) => inList(sql`id::text`, s.subscriberIds),
    "Deleted, and the address suppressed by an HMAC so no import brings it back.",
  ),
  deleting(
    "privacy-consents",
    "Consent records",
    privacyConsents,
    (s) => sql`${privacyConsents.emailKey} = ${s.email}`,
  ),
];

/** The portal login's secrets go whole; the account itself is anonymised by the account steps. */
const credentialSteps: StepDef[] = [
  deleting("portal-sessions", "Signed-in sessions", session, (s) =>
    s.userId ? sql`user_id = ${s.userId}` : sql`false`,
  ),
  deleting("portal-accounts", "Password and sign-in links", account, (s) =>
    s.userId ? sql`user_id = ${s.userId}` : sql`false`,
  ),
  deleting("portal-two-factor", "Two-factor secrets", twoFactor, (s) =>
    s.userId ? sql`user_id = ${s.userId}` : sql`false`,
  ),
  deleting(
    "portal-verifications",
    "Pending e-mail and password links",
    verification,
    (s) =>
      s.userId
        ? sql`(${mentions(sql`identifier`, s.email)} or ${mentions(sql`value`, s.email)} or strpos(value, ${s.userId}) > 0)`
        : sql`(${mentions(sql`identifier`, s.email)} or ${mentions(sql`value`, s.email)})`,
  ),
  deleting(
    "client-invitations",
    "Invitations to the portal",
    clientInvitations,
    (s) => inList(sql`id::text`, s.invitationIds),
  ),
];

/** The export zips of the person's earlier access requests: their own data, in a file. */
const privacySteps: StepDef[] = [
  deletingFiles(
    "privacy-exports",
    "Export files of earlier requests",
    (subject) =>
      sql`select export_file_id from ${privacyRequests} where ${inList(sql`id::text`, subject.requestIds)} and export_file_id is not null`,
    (_context, subject) =>
      sql`select export_file_id from ${privacyRequests} where ${inList(sql`id::text`, subject.requestIds)} and export_file_id is not null`,
  ),
  {
    source: "privacy-legal-holds",
    label: "Legal holds on the address",
    action: "delete",
    reason:
      "Released holds no longer apply: deleted (the erasure's audit entry records what was done). An active hold keeps everything.",
    // All of them: with an active hold the run never comes here, and the preview keeps them all.
    count: (db, subject) =>
      countOf(
        db,
        sql`select count(*)::int as n from ${privacyLegalHolds} where ${privacyLegalHolds.emailKey} = ${subject.email}`,
      ),
    run: async (db, subject) =>
      (
        await rowsOf(
          db,
          sql`delete from ${privacyLegalHolds} where ${privacyLegalHolds.emailKey} = ${subject.email}
            and released_at is not null returning 1 as deleted`,
        )
      ).length,
  },
];

/** Every step, in the order a run takes them (children before parents, files after their rows). */
export const ERASURE_STEPS: readonly StepDef[] = [
  ...leadSteps,
  ...newsletterSteps,
  ...credentialSteps,
  ...accountSteps,
  ...privacySteps,
  ...traceSteps,
];
