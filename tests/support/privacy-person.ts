import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  acknowledgementQuota,
  account,
  auditLog,
  blueprintLeads,
  bookingHolds,
  bookingHosts,
  bookings,
  chatAttachments,
  chatConversations,
  chatMessages,
  clientInvitations,
  clients,
  contactRequests,
  documents,
  getStartedRequests,
  insights,
  jobApplications,
  leadNotes,
  leads,
  newsletterConsentEvents,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
  newsletterSubscriberTopics,
  capabilities,
  privacyConsents,
  privacyLegalHolds,
  privacyRequests,
  profiles,
  session,
  storedFiles,
  supportTickets,
  ticketMessages,
  twoFactor,
  user,
  verification,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "~/server/db/schema.server";
import type { Database } from "~/server/db/client.server";
import { eq } from "drizzle-orm";
import type { PrivacyRequestKind } from "~/domain/privacy/privacy-enums";

/**
 * One person seeded in every source of personal data the privacy registry knows
 * (app/server/privacy/personal-data-registry.server.ts), with one staff member who worked their
 * file: the export and erasure tests (decision 072) seed it, then check that what comes back (or what
 * is left) is exactly theirs. Rows are inserted directly, as each feature stores them, so the
 * fixture does not depend on rate limits, mail or the chat provider. Every secret is recognisable
 * (`SECRET-…`) so a test can prove none leaks; call it twice with different addresses for a
 * second person who must never appear in the first one's export.
 */

export type PrivacyPersonInput = {
  email: string;
  name: string;
  phone: string;
  /** The kind of the seeded privacy request (default access: an open access request blocks erasure). */
  requestKind?: PrivacyRequestKind;
  /** Also place a legal hold on the address (default no: a hold stops deletion). */
  legalHold?: boolean;
};

export type PrivacyPersonSeed = {
  email: string;
  name: string;
  phone: string;
  staff: { userId: string; profileId: string; email: string; name: string };
  userId: string;
  profileId: string;
  clientId: string;
  /** Source table name → ids of the rows seeded in it for this person. */
  rows: Record<string, string[]>;
  /** stored_files ids: the résumé, the chat attachment, the ticket upload. */
  files: { resume: string; chatAttachment: string; document: string };
  /** The secrets stored for this person, none of which may ever leave the database. */
  secrets: string[];
  /** A privacy request (access unless asked otherwise) by this person, in progress. */
  requestId: string;
};

function secret(label: string): string {
  return `SECRET-${label}-${randomBytes(6).toString("hex")}`;
}

async function storeFile(
  db: Database,
  bucket: string,
  name: string,
  mimeType: string,
  text: string,
): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const id = randomUUID();
  await db.insert(storedFiles).values({
    id,
    bucket,
    key: `${id}-${name}`,
    name,
    size: bytes.byteLength,
    mimeType,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    storage: "database",
    content: bytes,
  });
  return id;
}

export async function seedPrivacyPerson(
  db: Database,
  input: PrivacyPersonInput,
): Promise<PrivacyPersonSeed> {
  const { email, name, phone } = input;
  const [firstName, ...rest] = name.split(" ");
  const lastName = rest.join(" ") || firstName!;
  const tag = randomBytes(4).toString("hex");
  const rows: Record<string, string[]> = {};
  const add = (table: string, id: string) => (rows[table] ??= []).push(id);
  const secrets: string[] = [];

  // Staff: an admin who owns the lead, writes notes, replies to the ticket and is audited.
  const staffUserId = `staff-${tag}`;
  const staffEmail = `privacy.staff.${tag}@consultancy.example`;
  const staffName = `Staffer ${tag}`;
  await db.insert(user).values({
    id: staffUserId,
    name: staffName,
    email: staffEmail,
    emailVerified: true,
  });
  const [staffProfile] = await db
    .insert(profiles)
    .values({
      userId: staffUserId,
      email: staffEmail,
      fullName: staffName,
      role: "admin",
    })
    .returning({ id: profiles.id });

  // The person's organisation (a client), with them as its contact.
  const [client] = await db
    .insert(clients)
    .values({
      name: `${lastName} Consulting ${tag}`,
      contactEmail: email,
      contactPhone: phone,
      notes: `Staff note: ${name} prefers mornings.`,
    })
    .returning({ id: clients.id });
  add("clients", client!.id);

  // Portal account: user, password, session, 2FA, verification, profile, invitation.
  const userId = `user-${tag}`;
  await db.insert(user).values({
    id: userId,
    name,
    email,
    emailVerified: true,
    twoFactorEnabled: true,
  });
  add("user", userId);
  const passwordHash = secret("password-hash");
  const accessToken = secret("access-token");
  const accountId = randomUUID();
  await db.insert(account).values({
    id: accountId,
    accountId: userId,
    providerId: "credential",
    userId,
    password: passwordHash,
    accessToken,
  });
  add("account", accountId);
  const sessionToken = secret("session-token");
  const sessionId = randomUUID();
  await db.insert(session).values({
    id: sessionId,
    token: sessionToken,
    userId,
    expiresAt: new Date(Date.now() + 86_400_000),
    ipAddress: "203.0.113.45",
    userAgent: "Mozilla/5.0 (PrivacyFixture)",
    twoFactorVerified: true,
  });
  add("session", sessionId);
  const totpSecret = secret("totp-secret");
  const backupCodes = secret("backup-codes");
  const twoFactorId = randomUUID();
  await db.insert(twoFactor).values({
    id: twoFactorId,
    secret: totpSecret,
    backupCodes,
    userId,
  });
  add("two_factor", twoFactorId);
  const verificationValue = secret("verification-value");
  const verificationId = randomUUID();
  await db.insert(verification).values({
    id: verificationId,
    identifier: email,
    value: verificationValue,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  add("verification", verificationId);
  const [profile] = await db
    .insert(profiles)
    .values({
      userId,
      email,
      fullName: name,
      role: "client_admin",
      clientId: client!.id,
      preferredLocale: "fr",
    })
    .returning({ id: profiles.id });
  add("profiles", profile!.id);
  const invitationToken = secret("invitation-token-hash");
  const [invitation] = await db
    .insert(clientInvitations)
    .values({
      clientId: client!.id,
      email,
      role: "client_admin",
      tokenHash: invitationToken,
      invitedBy: staffProfile!.id,
      usedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: clientInvitations.id });
  add("client_invitations", invitation!.id);
  secrets.push(
    passwordHash,
    accessToken,
    sessionToken,
    totpSecret,
    backupCodes,
    verificationValue,
    invitationToken,
  );

  // One lead of each form kind; a trigger writes each one's `leads` inbox row.
  const tracking = {
    pagePath: "/contact",
    consentText: "I agree to be contacted.",
    utmSource: "newsletter",
  };
  const [blueprint] = await db
    .insert(blueprintLeads)
    .values({
      fullName: name,
      email,
      phone,
      companyName: `${lastName} Consulting`,
      message: `Blueprint request from ${name}.`,
      ...tracking,
    })
    .returning({ id: blueprintLeads.id });
  add("blueprint_leads", blueprint!.id);
  const [contact] = await db
    .insert(contactRequests)
    .values({
      firstName: firstName!,
      lastName,
      email,
      company: `${lastName} Consulting`,
      interest: "Data strategy",
      message: `=HYPERLINK("http://evil.example") says ${name}`,
      ...tracking,
    })
    .returning({ id: contactRequests.id });
  add("contact_requests", contact!.id);
  const [getStarted] = await db
    .insert(getStartedRequests)
    .values({
      firstName: firstName!,
      lastName,
      email,
      company: `${lastName} Consulting`,
      companySize: "11-50",
      primaryInterest: "Modernisation",
      currentChallenges: `Legacy systems, "quoted", with commas\nand a new line`,
      timeline: "Q3",
      budget: "100k",
      ...tracking,
    })
    .returning({ id: getStartedRequests.id });
  add("get_started_requests", getStarted!.id);
  const resume = await storeFile(
    db,
    "resumes",
    `CV ${name}.pdf`,
    "application/pdf",
    `%PDF-1.4 résumé of ${name}, ${phone}`,
  );
  const [application] = await db
    .insert(jobApplications)
    .values({
      jobTitle: "Data analyst",
      firstName: firstName!,
      lastName,
      email,
      phone,
      linkedIn: `https://www.linkedin.com/in/${tag}`,
      experience: "5-10",
      coverLetter: `Dear hiring team, I am ${name}.`,
      resumeFileId: resume,
      ...tracking,
    })
    .returning({ id: jobApplications.id });
  add("job_applications", application!.id);

  // The chat: a conversation with a question and an answer, an attached file, its chat lead.
  const chatSession = randomUUID();
  const [conversation] = await db
    .insert(chatConversations)
    .values({
      sessionId: chatSession,
      visitorName: name,
      visitorEmail: email,
      visitorOrganisation: `${lastName} Consulting`,
      status: "handed_off",
      consentAt: new Date(),
      handedOffAt: new Date(),
      messageCount: 2,
    })
    .returning({ id: chatConversations.id });
  add("chat_conversations", conversation!.id);
  const [question] = await db
    .insert(chatMessages)
    .values({
      conversationId: conversation!.id,
      role: "user",
      content: `Hello, I am ${name}; call me at ${phone}.`,
    })
    .returning({ id: chatMessages.id });
  const [answer] = await db
    .insert(chatMessages)
    .values({
      conversationId: conversation!.id,
      role: "assistant",
      content: "A consultant will call you.",
      answeredBy: "assistant",
    })
    .returning({ id: chatMessages.id });
  add("chat_messages", question!.id);
  add("chat_messages", answer!.id);
  const chatFile = await storeFile(
    db,
    "chat-uploads",
    "brief.txt",
    "text/plain",
    `Project brief by ${name}`,
  );
  const [attachment] = await db
    .insert(chatAttachments)
    .values({
      sessionId: chatSession,
      conversationId: conversation!.id,
      messageId: question!.id,
      storedFileId: chatFile,
      kind: "document",
      name: "brief.txt",
      mimeType: "text/plain",
      size: 20,
      extractedText: `Project brief by ${name}`,
    })
    .returning({ id: chatAttachments.id });
  add("chat_attachments", attachment!.id);
  await db.insert(leads).values({
    source: "chat",
    sourceId: conversation!.id,
    fullName: name,
    email,
    company: `${lastName} Consulting`,
    interest: "Chat",
  });

  // Staff's work on the leads: an owner, a status, a spam review and a note.
  const personLeads = await db
    .update(leads)
    .set({
      ownerProfileId: staffProfile!.id,
      status: "contacted",
      spamReason: "reviewed: not spam",
    })
    .where(eq(leads.email, email))
    .returning({ id: leads.id });
  for (const lead of personLeads) add("leads", lead.id);
  const [note] = await db
    .insert(leadNotes)
    .values({
      leadId: personLeads[0]!.id,
      authorProfileId: staffProfile!.id,
      body: `Called ${name}; wants a proposal. Ask ${staffEmail} for pricing.`,
    })
    .returning({ id: leadNotes.id });
  add("lead_notes", note!.id);
  await db
    .insert(acknowledgementQuota)
    .values({ address: email.toLowerCase(), queuedAt: [new Date()] });
  add("acknowledgement_quota", email.toLowerCase());

  // Newsletter: subscriber, a topic, consent events (one by staff), a delivery of a send.
  const [subscriber] = await db
    .insert(newsletterSubscribers)
    .values({
      email,
      status: "confirmed",
      locale: "fr",
      consentText: "Je veux recevoir l'infolettre.",
      consentPage: "/fr/infolettre",
      confirmedAt: new Date(),
    })
    .returning({ id: newsletterSubscribers.id });
  add("newsletter_subscribers", subscriber!.id);
  const [capability] = await db
    .insert(capabilities)
    .values({ name: `Topic ${tag}`, slug: `topic-${tag}` })
    .returning({ id: capabilities.id });
  await db.insert(newsletterSubscriberTopics).values({
    subscriberId: subscriber!.id,
    capabilityId: capability!.id,
  });
  add("newsletter_subscriber_topics", subscriber!.id);
  for (const event of [
    { kind: "subscribe_requested", actorEmail: null },
    { kind: "confirmed", actorEmail: null },
    { kind: "preferences_changed", actorEmail: staffEmail },
  ] as const) {
    const [row] = await db
      .insert(newsletterConsentEvents)
      .values({
        subscriberId: subscriber!.id,
        kind: event.kind,
        locale: "fr",
        page: "/fr/infolettre",
        consentText: "Je veux recevoir l'infolettre.",
        actorEmail: event.actorEmail,
      })
      .returning({ id: newsletterConsentEvents.id });
    add("newsletter_consent_events", row!.id);
  }
  const [insight] = await db
    .insert(insights)
    .values({
      slug: `privacy-insight-${tag}`,
      title: `Insight ${tag}`,
      content: "Body",
      isPublished: true,
      publishedAt: new Date(),
    })
    .returning({ id: insights.id });
  const [send] = await db
    .insert(newsletterSends)
    .values({
      insightId: insight!.id,
      locale: "fr",
      subject: `Insight ${tag}`,
      status: "complete",
      ratePerSecond: 5,
      recipientCount: 1,
      createdByUserId: staffUserId,
      createdByEmail: staffEmail,
    })
    .returning({ id: newsletterSends.id });
  await db.insert(newsletterDeliveries).values({
    sendId: send!.id,
    subscriberId: subscriber!.id,
    status: "sent",
    sentAt: new Date(),
  });
  add("newsletter_deliveries", send!.id);

  const [consent] = await db
    .insert(privacyConsents)
    .values({
      purpose: "keep_resume",
      email,
      consentText: "Keep my résumé for other roles.",
      noticeVersion: "2026-11",
      locale: "en",
      form: "careers",
      subjectTable: "job_applications",
      subjectId: application!.id,
    })
    .returning({ id: privacyConsents.id });
  add("privacy_consents", consent!.id);

  // Portal work: a ticket with the person's message and staff's reply, an uploaded document.
  const [ticket] = await db
    .insert(supportTickets)
    .values({
      clientId: client!.id,
      createdBy: profile!.id,
      title: `Access for ${name}`,
      description: `Please call ${phone}.`,
    })
    .returning({ id: supportTickets.id });
  add("support_tickets", ticket!.id);
  for (const message of [
    {
      authorSide: "client",
      authorProfileId: profile!.id,
      body: `Any news? ${name}`,
    },
    {
      authorSide: "staff",
      authorProfileId: staffProfile!.id,
      body: `On it. — ${staffName} (${staffEmail})`,
    },
  ] as const) {
    const [row] = await db
      .insert(ticketMessages)
      .values({
        clientId: client!.id,
        ticketId: ticket!.id,
        kind: "reply",
        ...message,
      })
      .returning({ id: ticketMessages.id });
    add("ticket_messages", row!.id);
  }
  const documentFile = await storeFile(
    db,
    "documents",
    "requirements.txt",
    "text/plain",
    `Requirements written by ${name}`,
  );
  const [document] = await db
    .insert(documents)
    .values({
      clientId: client!.id,
      fileId: documentFile,
      name: "requirements.txt",
      fileSize: 30,
      mimeType: "text/plain",
      uploadedBy: profile!.id,
      uploadedBySide: "client",
    })
    .returning({ id: documents.id });
  add("documents", document!.id);

  // A meeting booked with a staff host (and a hold, which names no one).
  const [host] = await db
    .insert(bookingHosts)
    .values({
      displayName: staffName,
      email: staffEmail,
      zone: "UTC",
      profileId: staffProfile!.id,
    })
    .returning({ id: bookingHosts.id });
  const startsAt = new Date("2027-03-01T14:00:00Z");
  const endsAt = new Date("2027-03-01T14:30:00Z");
  const manageToken = secret("manage-token-hash");
  const [booking] = await db
    .insert(bookings)
    .values({
      hostId: host!.id,
      leadId: personLeads[0]!.id,
      visitorName: name,
      visitorEmail: email,
      organisation: `${lastName} Consulting`,
      visitorZone: "America/Montreal",
      startsAt,
      endsAt,
      blockedStart: startsAt,
      blockedEnd: endsAt,
      manageTokenHash: manageToken,
      assignmentReason: "round robin",
    })
    .returning({ id: bookings.id });
  add("bookings", booking!.id);
  // Their first lead as an integration sent it: the copy we keep of what left for staff's tools.
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      kind: "webhook",
      urlEncrypted: "v1.sealed.elsewhere.x",
      urlDisplay: `https://crm.example/hooks/${tag}`,
      eventTypes: ["lead.created"],
    })
    .returning({ id: webhookEndpoints.id });
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint!.id,
      eventKey: `lead.created:${personLeads[0]!.id}`,
      eventType: "lead.created",
      occurredAt: new Date(),
      data: { id: personLeads[0]!.id, full_name: name, email },
      leadId: personLeads[0]!.id,
      state: "delivered",
    })
    .returning({ id: webhookDeliveries.id });
  add("webhook_deliveries", delivery!.id);
  await db.insert(webhookAttempts).values({
    deliveryId: delivery!.id,
    endpointId: endpoint!.id,
    attemptedAt: new Date(),
    durationMs: 42,
    trigger: "schedule",
    statusCode: 200,
    responseExcerpt: `{"received":"${email}"}`,
  });
  const holdToken = secret("hold-token-hash");
  await db.insert(bookingHolds).values({
    hostId: host!.id,
    startsAt: new Date("2027-03-02T14:00:00Z"),
    blockedStart: new Date("2027-03-02T14:00:00Z"),
    blockedEnd: new Date("2027-03-02T14:30:00Z"),
    tokenHash: holdToken,
    clientKeyHash: secret("client-key-hash"),
    visitorZone: "America/Montreal",
    expiresAt: new Date(Date.now() + 600_000),
  });
  secrets.push(manageToken, holdToken);

  if (input.legalHold) {
    const [hold] = await db
      .insert(privacyLegalHolds)
      .values({
        email,
        reason: "Litigation hold (file 2026-17)",
        placedByEmail: staffEmail,
      })
      .returning({ id: privacyLegalHolds.id });
    add("privacy_legal_holds", hold!.id);
  }

  // The request being answered: in progress, in French (a portal user, so it names the user).
  const codeHash = secret("code-hash");
  const [request] = await db
    .insert(privacyRequests)
    .values({
      kind: input.requestKind ?? "access",
      email,
      fullName: name,
      details: `Please send me everything, ${name}.`,
      locale: "fr",
      status: "in_progress",
      codeHash,
      userId,
      clientKeyHash: secret("request-client-key-hash"),
      receivedAt: new Date(),
      dueAt: new Date(Date.now() + 30 * 86_400_000),
      handlerEmail: staffEmail,
    })
    .returning({ id: privacyRequests.id });
  add("privacy_requests", request!.id);
  secrets.push(codeHash);

  // Audit rows about the person: by entity id, by summary, by before/after.
  const audits = [
    {
      action: "lead.status",
      entityType: "lead",
      entityId: personLeads[0]!.id,
      summary: `Changed ${name}'s lead to contacted`,
      before: { status: "new" },
      after: { status: "contacted" },
    },
    {
      action: "user.disable",
      entityType: "user",
      entityId: userId,
      summary: "Disabled an account",
      before: { email },
      after: null,
    },
    {
      action: "client.update",
      entityType: "client",
      entityId: client!.id,
      summary: "Updated a client",
      before: { contactEmail: "old@example.test" },
      after: { contactEmail: email },
    },
  ];
  for (const entry of audits) {
    const [row] = await db
      .insert(auditLog)
      .values({
        actorUserId: staffUserId,
        actorEmail: staffEmail,
        ipAddress: "198.51.100.99",
        details: { by: staffName },
        ...entry,
      })
      .returning({ id: auditLog.id });
    add("audit_log", row!.id);
  }

  return {
    email,
    name,
    phone,
    staff: {
      userId: staffUserId,
      profileId: staffProfile!.id,
      email: staffEmail,
      name: staffName,
    },
    userId,
    profileId: profile!.id,
    clientId: client!.id,
    rows,
    files: { resume, chatAttachment: chatFile, document: documentFile },
    secrets,
    requestId: request!.id,
  };
}
