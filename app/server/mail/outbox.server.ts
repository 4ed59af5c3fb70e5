import type { Database } from "../db/client.server";
import {
  startJobWorker,
  type JobHandler,
  type JobWorker,
} from "../jobs/job-worker.server";
import type { Logger } from "../logger.server";
import { createMailJobHandler, MAIL_JOB_KINDS } from "./mail-job.server";
import type { MailTransport } from "./transport.server";

export type { OutboxMessage } from "./mail-job.server";

/**
 * Email is never sent inside a request. The request writes an outbox row in the same
 * statement as the data it is about; the job worker (app/server/jobs) delivers it exactly
 * once, retrying with back-off, and gives up (dead) after `maxAttempts` or at once when the
 * message can never be delivered. Decision 012.
 */
export type OutboxWorker = JobWorker;

export function startOutboxWorker(options: {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  from: string;
  messageIdDomain: string;
  pollMs: number;
  maxAttempts: number;
  /** Lease of a claimed message; tests shorten it to prove renewal. */
  leaseMs?: number;
  /** Jobs that are not e-mails, by kind (e.g. the chat's scheduled retention). */
  jobHandlers?: Record<string, JobHandler>;
}): OutboxWorker {
  const sendMail = createMailJobHandler(options);
  const handlers: Record<string, JobHandler> = {
    ...Object.fromEntries(MAIL_JOB_KINDS.map((kind) => [kind, sendMail])),
    ...options.jobHandlers,
  };
  return startJobWorker({ ...options, handlers });
}
