import type { Env } from "./env.server";
import type { Logger } from "./logger.server";
import {
  openDatabase,
  type Database,
  type DatabaseConnection,
} from "./db/client.server";
import {
  demoAccounts,
  DEMO_PASSWORD,
} from "./sample-data/sample-accounts.server";
import { prepareDatabase } from "./db/prepare-database.server";
import {
  startIntegrations,
  type Integrations,
} from "./integrations/integrations.server";
import { startOutboxWorker, type OutboxWorker } from "./mail/outbox.server";
import { createStudioScheduleHandlers } from "./studio/studio-schedule.server";
import {
  createMailTransport,
  type MailTransport,
} from "./mail/transport.server";
import {
  createChatBrain,
  type ChatBrainEngine,
} from "./chat/brain/create-chat-brain.server";
import {
  registerChatBrain,
  registerChatMedia,
  registerChatRateLimiter,
} from "./chat/chat-registry.server";
import type { ChatMedia } from "./chat/chat-media.server";
import { createChatMedia } from "./chat/media/create-chat-media.server";
import { createChatRateLimiter } from "./chat/chat-rate-limits.server";
import {
  CHAT_RETENTION_KIND,
  createChatRetentionHandler,
  nextRunAfter,
  scheduleChatRetention,
} from "./chat/conversation/chat-retention.server";
import { CONSENT_TEXT } from "~/domain/privacy/consent-copy";
import { registerNewsletterOptIn } from "./leads/newsletter-opt-in.server";
import { requestSubscription } from "./newsletter/newsletter-signup.server";
import {
  ANALYTICS_ROLLUP_KIND,
  createAnalyticsRollupHandler,
  nextAnalyticsRollupAfter,
  scheduleAnalyticsRollup,
} from "./analytics/analytics-rollup.server";
import {
  PRIVACY_RETENTION_KIND,
  createPrivacyRetentionHandler,
  nextPrivacyRetentionAfter,
  schedulePrivacyRetention,
} from "./privacy/privacy-retention.server";
import {
  createFormRateLimiter,
  type FormRateLimiter,
} from "./security/rate-limit.server";
import {
  createInviteRateLimiter,
  type InviteRateLimiter,
} from "./security/invite-rate-limit.server";
import {
  openLimiterStore,
  type LimiterStore,
} from "./security/limiter-store.server";
import {
  createDemoGateLimiter,
  type DemoGateLimiter,
} from "./sales-demo/demo-gate.server";
import { reportDemoDashboard } from "./sales-demo/demo-startup.server";
import {
  startContentVersionWatcher,
  type ContentVersionWatcher,
} from "./page-cache/content-version.server";
import { startFileStores, stopFileStores } from "./storage/files.server";
import {
  createNewsletterSendHandler,
  laneOpener,
  NEWSLETTER_SEND_KIND,
  resumeNewsletterSends,
} from "./newsletter/newsletter-send-job.server";
import { newsletterDriverSettings } from "./newsletter/newsletter-settings.server";
import {
  createAnalyticsRecorder,
  type AnalyticsRecorder,
} from "./analytics/analytics-recorder.server";
import {
  BOOKING_REMINDER_KIND,
  createBookingReminderHandler,
} from "./booking/booking-reminders.server";
import {
  anyBusySource,
  BOOKING_BUSY_SYNC_KIND,
  createBusySyncHandler,
  nextBusySyncAfter,
  scheduleBusySync,
} from "./booking/busy-sync.server";
import { syncPageDocuments } from "./search/page-documents.server";
import {
  createSearchHousekeepingHandler,
  nextSearchHousekeepingAfter,
  scheduleSearchHousekeeping,
  SEARCH_HOUSEKEEPING_KIND,
} from "./search/search-log.server";

/**
 * The process-wide services (database, logger, config). server.ts starts them once;
 * route modules, bundled separately by the framework, reach the same instances through
 * globalThis instead of opening a second database.
 */
export type AppServices = {
  env: Env;
  logger: Logger;
  database: DatabaseConnection;
  formRateLimiter: FormRateLimiter;
  /** Posts to the account pages per client IP, before their bodies are read (AUTH_RATE_LIMIT). */
  authRateLimiter: FormRateLimiter;
  /** Searches per client IP (SEARCH_RATE_LIMIT, docs/search.md). */
  searchRateLimiter: FormRateLimiter;
  /** Team invitations per client admin and per organisation, before their bodies are read (docs/access-audit.md). */
  inviteRateLimiter: InviteRateLimiter;
  outboxWorker: OutboxWorker;
  mailTransport: MailTransport;
  /** The chat's documents, image text, speech and transcription; closed on stop. */
  chatMedia: ChatMedia;
  /** The chat assistant's replies; its knowledge follows the content version. */
  chatBrain: ChatBrainEngine;
  /** Failed attempts at the demo dashboard's gate per client address (DEMO_GATE_RATE_LIMIT). */
  demoGateLimiter: DemoGateLimiter;
  /** Where every rate limit counts: Redis, PostgreSQL or memory (docs/decisions/024). */
  limiterStore: LimiterStore;
  /** The published content's version, followed across instances (the page cache drops pages on change). */
  contentVersion: ContentVersionWatcher;
  /** Aborted on stop: a newsletter send's slice ends at its next message (decision 056). */
  newsletterStop: AbortController;
  /** Cookieless audience measurement: page views, conversions, funnel steps (docs/analytics.md). */
  analytics: AnalyticsRecorder;
  /** Signed webhooks, Slack, Teams and HubSpot: the delivery worker and its checks (docs/integrations.md). */
  integrations: Integrations;
};

const KEY = Symbol.for("consultancy-site.app-services");
type Holder = { [KEY]?: AppServices };

export async function startAppServices(
  env: Env,
  logger: Logger,
): Promise<AppServices> {
  const timeouts = {
    connectMs: env.dbConnectTimeoutMs,
    statementMs: env.dbStatementTimeoutMs,
  };
  const database = await openDatabase(
    env.databaseUrl
      ? { kind: "postgres", url: env.databaseUrl, timeouts }
      : { kind: "pglite", dataDir: env.dataDir, timeouts },
  );
  try {
    const { demoAccounts: seededAccounts, ...seeded } = await prepareDatabase(
      database,
      { includeDemo: !env.isProduction },
    );
    if (seeded.content || seeded.demo || seeded.demoDashboard)
      logger.info({ seeded }, "seeded demo content into an empty database");
    if (!env.isProduction) {
      if (seededAccounts) logger.info("seeded the demo accounts");
      // A demo run only (decision 042): production never has an account with a known password.
      logger.info(
        {
          demoPassword: DEMO_PASSWORD,
          accounts: demoAccounts.map(
            ({ email, role, clientName }) =>
              `${email} (${role}${clientName ? `, ${clientName}` : ""})`,
          ),
        },
        "demo accounts (sign in at /auth, staff at /admin/auth)",
      );
    }
    await reportDemoDashboard(database.db, env, logger);
    // The site's pages are code: the search index follows the code this process runs.
    const pages = await syncPageDocuments(database.db);
    if (pages.written || pages.removed)
      logger.info(pages, "search index: the site's pages brought up to date");
  } catch (error) {
    await database.close();
    throw error;
  }
  // Files: the database, or S3 when S3_* is set (decision 023); before the worker sends attachments.
  startFileStores(env.s3, logger);
  const transport = createMailTransport({
    smtpUrl: env.smtpUrl,
    dataDir: env.dataDir,
    logger,
  });
  const newsletterStop = new AbortController();
  const outboxWorker = startOutboxWorker({
    db: database.db,
    transport,
    logger,
    from: env.mailFrom,
    messageIdDomain: new URL(env.publicUrl).hostname,
    pollMs: env.outboxPollMs,
    maxAttempts: env.outboxMaxAttempts,
    jobHandlers: {
      // The content studio's scheduled publications and withdrawals.
      ...createStudioScheduleHandlers({ db: database.db, logger }),
      [CHAT_RETENTION_KIND]: createChatRetentionHandler({
        db: database.db,
        logger,
        retentionDays: env.chat.retentionDays,
      }),
      // Privacy retention (docs/privacy.md): applications, leads, exports and request records.
      [PRIVACY_RETENTION_KIND]: createPrivacyRetentionHandler({
        db: database.db,
        logger,
        periods: env.privacy.retention,
      }),
      // Analytics (docs/analytics.md): yesterday's rollups, then raw and rollup retention.
      [ANALYTICS_ROLLUP_KIND]: createAnalyticsRollupHandler({
        db: database.db,
        logger,
      }),
      // Site search: the query log's 13 months, and the suggestion words rebuilt (docs/search.md).
      [SEARCH_HOUSEKEEPING_KIND]: createSearchHousekeepingHandler({
        db: database.db,
        logger,
      }),
      // A booking's reminders: each checks the meeting still stands, then queues its e-mail.
      [BOOKING_REMINDER_KIND]: createBookingReminderHandler({
        db: database.db,
        logger,
      }),
      // Booking hosts' busy time read from their own calendars, every 15 minutes (decision 069).
      [BOOKING_BUSY_SYNC_KIND]: createBusySyncHandler({
        db: database.db,
        logger,
      }),
      // Newsletter sends, a slice per run (docs/decisions/056-newsletter.md).
      [NEWSLETTER_SEND_KIND]: createNewsletterSendHandler({
        db: database.db,
        logger,
        openLane: laneOpener({
          db: database.db,
          transport,
          smtpUrl: env.smtpUrl,
          databaseUrl: env.databaseUrl,
          statementTimeoutMs: env.dbStatementTimeoutMs,
        }),
        ...newsletterDriverSettings({
          publicUrl: env.publicUrl,
          secret: env.authSecret,
          from: env.mailFrom,
          multipleConnections: Boolean(env.databaseUrl),
        }),
        signal: newsletterStop.signal,
      }),
    },
  });
  // Sends whose driver stopped with the last process go on (after that driver's lease).
  await resumeNewsletterSends(database.db);
  // A lead form's newsletter box starts the newsletter's own double opt-in (decision 072).
  registerNewsletterOptIn(async (tx, request) => {
    await requestSubscription(tx, {
      ...request,
      consentText: CONSENT_TEXT.newsletter[request.locale],
      origin: env.publicUrl,
      secret: env.authSecret,
    });
  });
  // The chat's daily retention run (each run queues the next; this starts the chain).
  await scheduleChatRetention(database.db, nextRunAfter(new Date()));
  // The privacy retention's daily run, chained the same way.
  await schedulePrivacyRetention(
    database.db,
    nextPrivacyRetentionAfter(new Date()),
  );
  // The analytics rollup's daily run, chained the same way.
  await scheduleAnalyticsRollup(
    database.db,
    nextAnalyticsRollupAfter(new Date()),
  );
  // Site search's housekeeping, chained the same way.
  await scheduleSearchHousekeeping(
    database.db,
    nextSearchHousekeepingAfter(new Date()),
  );
  // Busy-time imports: each run queues the next quarter hour while a host has a busy calendar.
  if (await anyBusySource(database.db))
    await scheduleBusySync(database.db, nextBusySyncAfter(new Date()));
  logger.info(
    { transport: transport.kind },
    transport.kind === "smtp"
      ? "mail goes out over SMTP"
      : "mail is written to DATA_DIR/mail",
  );
  const limiterStore = await openLimiterStore({
    kind: env.rateLimits.store,
    redisUrl: env.rateLimits.redisUrl,
    databaseUrl: env.databaseUrl,
    keyPrefix: env.rateLimits.keyPrefix,
    logger,
  });
  logger.info(
    { store: limiterStore.kind },
    "rate limits are counted in " +
      (limiterStore.kind === "memory"
        ? "this process's memory"
        : limiterStore.kind),
  );
  const contentVersion = await startContentVersionWatcher({
    db: database.db,
    listenUrl: env.databaseUrl,
    pollMs: env.pageCacheVersionCheckMs,
    logger,
  });
  const services: AppServices = {
    env,
    logger,
    database,
    formRateLimiter: createFormRateLimiter(
      "form",
      env.formRateLimit,
      limiterStore.create,
    ),
    authRateLimiter: createFormRateLimiter(
      "account-pages",
      env.authRateLimit,
      limiterStore.create,
    ),
    searchRateLimiter: createFormRateLimiter(
      "search",
      env.searchRateLimit,
      limiterStore.create,
    ),
    inviteRateLimiter: createInviteRateLimiter(
      env.inviteRateLimit,
      limiterStore.create,
    ),
    outboxWorker,
    mailTransport: transport,
    chatMedia: createChatMedia({ env: env.chat, logger }),
    chatBrain: createChatBrain({ env, db: database.db, logger }),
    demoGateLimiter: createDemoGateLimiter(
      env.demo.failedAttemptsPerAddress,
      limiterStore.create,
    ),
    limiterStore,
    contentVersion,
    newsletterStop,
    analytics: createAnalyticsRecorder({
      db: database.db,
      logger,
      publicUrl: env.publicUrl,
    }),
    integrations: startIntegrations({
      db: database.db,
      logger,
      appSecret: env.authSecret,
      publicUrl: env.publicUrl,
      allowedHosts: env.webhookAllowedHosts,
      pollMs: env.webhookPollMs,
      alertFallbackTo: env.leadsNotifyTo[0]!,
    }),
  };
  // The chat assistant's engines, reached by the /api/chat routes.
  registerChatRateLimiter(createChatRateLimiter(env.chat, limiterStore.create));
  registerChatMedia(services.chatMedia);
  registerChatBrain(services.chatBrain);
  // Published content changed here or on another instance: the next reply reads it.
  contentVersion.onChange(() => services.chatBrain.invalidateKnowledge());
  (globalThis as Holder)[KEY] = services;
  return services;
}

export function getAppServices(): AppServices {
  const services = (globalThis as Holder)[KEY];
  if (!services)
    throw new Error(
      "App services are not started: start the app through server.ts",
    );
  return services;
}

export function getDb(): Database {
  return getAppServices().database.db;
}

export async function stopAppServices(): Promise<void> {
  const services = (globalThis as Holder)[KEY];
  if (!services) return;
  delete (globalThis as Holder)[KEY];
  // The worker records what it is sending before the database goes away; a newsletter slice
  // stops at its next message instead of running its 10 s.
  services.newsletterStop.abort();
  // What the analytics holds in memory is written before the database closes (if it answers).
  await services.analytics.stop().catch((error: unknown) => {
    services.logger.warn({ err: error }, "analytics events lost on stop");
  });
  await services.integrations.engine.stop();
  await services.outboxWorker.stop();
  await services.contentVersion.stop();
  services.chatBrain.stop();
  services.mailTransport.close();
  // The OCR worker (a worker thread) would keep the process alive.
  await services.chatMedia.close();
  await services.limiterStore.close();
  await services.database.close();
  stopFileStores();
}
