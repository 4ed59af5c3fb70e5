/**
 * bench:cluster's simulated users: closed loops (each sends its next request when the last
 * one is answered) over node:http keep-alive agents. Every request's outcome is recorded with
 * the phase it started in; every submission with its marker. The client never retries a
 * POST: a post that fails is recorded as failed and the loop goes on with a new one.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import { jobs } from "../app/content/jobs";
import { CHAT_SESSION_HEADER } from "../app/domain/chat/chat-api";
import { issueFormToken } from "../app/server/security/form-token.server";
import {
  isSuccess,
  type Outcome,
  type PhaseName,
  type RequestKind,
} from "../scripts/bench/cluster-stats";
import type { Submission } from "../scripts/bench/cluster-reconcile";
import { samplePdf, sampleDocx } from "../tests/support/documents";
import { LOOPBACK, delay } from "./leads-support";

export type Users = {
  pages: number;
  portal: number;
  leads: number;
  leadPauseMs: number;
  chat: number;
};

export type LoadContext = {
  runTag: string;
  secret: string;
  /** PUBLIC_URL's origin: every post carries it as Origin, whichever nginx port it goes to. */
  origin: string;
  cookie: string;
  publicPaths: string[];
};

const REQUEST_TIMEOUT_MS = 30_000;
/** A loop whose request failed without an answer waits this long, so a refused port is not a spin. */
const ERROR_PAUSE_MS = 50;
const PORTAL_PATHS = [
  "/dashboard",
  "/dashboard/documents",
  "/dashboard/support",
  "/dashboard/team",
];
/** Every n-th portal request creates a ticket. */
const TICKET_EVERY = 6;
/** A chat session sends this many messages, then a new visitor starts. */
const CHAT_MESSAGES_PER_SESSION = 5;

const PDF = Buffer.from(samplePdf());
const DOCX = Buffer.from(sampleDocx());

export const chatMarkerPattern = (runTag: string) =>
  new RegExp(`chat-${runTag}-\\d+`);

/** Everything the users did: outcomes for the tables, submissions for the reconciliation. */
export class Ledger {
  readonly outcomes: Outcome[] = [];
  readonly submissions: Submission[] = [];
  private counter = 0;
  next(): number {
    return ++this.counter;
  }
}

type Answer = { status: number; location?: string; body: string };

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "gzip") return zlib.gunzipSync(body);
  if (encoding === "br") return zlib.brotliDecompressSync(body);
  if (encoding === "deflate") return zlib.inflateSync(body);
  return body;
}

function send(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: LOOPBACK,
        port,
        method,
        path,
        agent,
        headers: body
          ? { ...headers, "content-length": String(body.length) }
          : headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          try {
            const text = decode(
              Buffer.concat(chunks),
              response.headers["content-encoding"],
            ).toString("utf8");
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location,
              body: text,
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on("error", reject);
        response.on("aborted", () => reject(new Error("response aborted")));
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () =>
      request.destroy(new Error("timeout")),
    );
    request.on("error", reject);
    request.end(body);
  });
}

function errorLabel(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code) return code;
  return error instanceof Error ? error.message : String(error);
}

const BROWSER = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, br",
  "user-agent": "bench-cluster (node:http)",
};

type Step = {
  kind: RequestKind;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** For a post: the submission it is, recorded whether or not it is acknowledged. */
  submission?: Submission;
  /** A success also needs this in the body (the JSON ok, the stream's end). */
  bodyCheck?: (body: string) => boolean;
  after?: (answer: Answer) => void;
};

function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Buffer },
) {
  const boundary = `----bench${randomUUID().replace(/-/g, "")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    body: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The three public forms in turn, as the enhanced forms post them (JSON answer). */
function leadStep(context: LoadContext, ledger: Ledger): Step {
  const n = ledger.next();
  const email = `cluster-${context.runTag}-${n}@example.org`;
  const headers = {
    ...BROWSER,
    accept: "application/json",
    origin: context.origin,
  };
  const ok = (body: string) => body.includes('"ok":true');
  const form = n % 3;
  if (form === 0) {
    const resume =
      n % 2 === 0
        ? { name: "cv.pdf", type: "application/pdf", bytes: PDF }
        : {
            name: "cv.docx",
            type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            bytes: DOCX,
          };
    const { body, contentType } = multipart(
      {
        jobTitle: jobs[0]!.title,
        firstName: "Bench",
        lastName: `Applicant ${n}`,
        email,
        experience: "Twelve years of platform engineering for public services.",
        coverLetter: `Load-test application ${n}.`,
        _formToken: issueFormToken(context.secret, "job_application"),
      },
      { field: "resume", ...resume },
    );
    return {
      kind: "resume",
      method: "POST",
      path: "/api/forms/job-application",
      headers: {
        ...headers,
        "content-type": contentType,
        referer: `${context.origin}/careers`,
      },
      body,
      submission: { marker: email, kind: "resume", acknowledged: false },
      bodyCheck: ok,
    };
  }
  const fields: Record<string, string> =
    form === 1
      ? {
          _formId: "blueprint-form",
          _formToken: issueFormToken(context.secret, "blueprint"),
          fullName: `Bench Visitor ${n}`,
          email,
          companyName: "Bench Directorate of Digital Services",
          companySize: "201-1000",
          primaryInterest: "blueprint",
          message: `Load-test blueprint request ${n}.`,
        }
      : {
          _formId: "contact-form",
          _formToken: issueFormToken(context.secret, "contact"),
          firstName: "Bench",
          lastName: `Contact ${n}`,
          email,
          company: "Bench Health Trust",
          interest: "healthcare",
          message: `Load-test contact request ${n}.`,
        };
  const slug = form === 1 ? "blueprint" : "contact";
  return {
    kind: "lead",
    method: "POST",
    path: `/api/forms/${slug}`,
    headers: {
      ...headers,
      "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
      referer: `${context.origin}/${slug}`,
    },
    body: Buffer.from(new URLSearchParams(fields).toString()),
    submission: { marker: email, kind: "lead", acknowledged: false },
    bodyCheck: ok,
  };
}

function portalStep(context: LoadContext, ledger: Ledger, i: number): Step {
  const headers = { ...BROWSER, cookie: context.cookie };
  if (i % TICKET_EVERY !== TICKET_EVERY - 1)
    return {
      kind: "portal",
      method: "GET",
      path: PORTAL_PATHS[i % PORTAL_PATHS.length]!,
      headers,
    };
  const title = `Bench ticket ${context.runTag}-${ledger.next()}`;
  return {
    kind: "ticket",
    method: "POST",
    path: "/dashboard/support/new",
    headers: {
      ...headers,
      origin: context.origin,
      referer: `${context.origin}/dashboard/support/new`,
      "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
    },
    body: Buffer.from(
      new URLSearchParams({
        title,
        description: "Made by bench:cluster under load.",
        priority: "medium",
      }).toString(),
    ),
    submission: { marker: title, kind: "ticket", acknowledged: false },
  };
}

function chatStep(
  context: LoadContext,
  ledger: Ledger,
  session: { id: string; conversationId: string | null },
): Step {
  const marker = `chat-${context.runTag}-${ledger.next()}`;
  return {
    kind: "chat",
    method: "POST",
    path: "/api/chat/messages",
    headers: {
      accept: "application/x-ndjson, application/json",
      "content-type": "application/json",
      origin: context.origin,
      referer: `${context.origin}/`,
      [CHAT_SESSION_HEADER]: session.id,
      "user-agent": BROWSER["user-agent"],
    },
    body: Buffer.from(
      JSON.stringify({
        sessionId: session.id,
        conversationId: session.conversationId,
        message: `Reference ${marker}: how would you move a ministry's case system to the cloud?`,
        attachmentIds: [],
        pagePath: "/",
      }),
    ),
    submission: { marker, kind: "chat", acknowledged: false },
    // The visitor's message is stored before the stream starts; the stream ends with "done".
    bodyCheck: (body) => body.includes('"type":"done"'),
    after: (answer) => {
      const id =
        /"type":"conversation","conversationId":"([0-9a-f-]{36})"/.exec(
          answer.body,
        )?.[1];
      if (id) session.conversationId = id;
    },
  };
}

/**
 * One request of each kind before the load, checked: a wrong field or header would otherwise
 * show up as a 100 % failure rate instead of a clear message. Its submissions are reconciled
 * like all others. Returns what did not succeed.
 */
export async function preflight(
  port: number,
  context: LoadContext,
  ledger: Ledger,
): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: false });
  const session = { id: randomUUID(), conversationId: null };
  const steps: Step[] = [
    {
      kind: "page",
      method: "GET",
      path: context.publicPaths[0]!,
      headers: BROWSER,
    },
    portalStep(context, ledger, 0),
    portalStep(context, ledger, TICKET_EVERY - 1),
    ...[0, 1, 2].map(() => leadStep(context, ledger)),
    chatStep(context, ledger, session),
  ];
  const problems: string[] = [];
  for (const step of steps) {
    if (step.submission) ledger.submissions.push(step.submission);
    try {
      const answer = await send(
        agent,
        port,
        step.method,
        step.path,
        step.headers,
        step.body,
      );
      const ok =
        isSuccess(step.kind, answer.status, answer.location) &&
        (step.bodyCheck?.(answer.body) ?? true);
      if (step.submission) step.submission.acknowledged = ok;
      if (!ok)
        problems.push(
          `${step.method} ${step.path}: ${answer.status}${answer.location ? ` → ${answer.location}` : ""} ${answer.body.slice(0, 300)}`,
        );
    } catch (error) {
      problems.push(`${step.method} ${step.path}: ${errorLabel(error)}`);
    }
  }
  agent.destroy();
  return problems;
}

export type RunOptions = {
  port: number;
  users: Users;
  /** The phase a request started in, from ms since the run began (null: after the end). */
  phaseOf: (elapsedMs: number) => PhaseName | null;
  context: LoadContext;
  ledger: Ledger;
};

/** Runs every user loop until the run's end; requests in flight then are waited for, not cut off. */
export async function runLoad(
  options: RunOptions,
): Promise<{ startedAt: number }> {
  const { users, context, ledger } = options;
  const total = users.pages + users.portal + users.leads + users.chat;
  const agent = new http.Agent({ keepAlive: true, maxSockets: total });
  const startedAt = performance.now();
  const wallStart = Date.now();

  const loop = async (makeStep: (i: number) => Step, pauseMs = 0) => {
    for (let i = 0; ; i++) {
      const elapsed = performance.now() - startedAt;
      const phase = options.phaseOf(elapsed);
      if (phase === null) return;
      const step = makeStep(i);
      if (step.submission) ledger.submissions.push(step.submission);
      const begun = performance.now();
      let outcome: Outcome;
      try {
        const answer = await send(
          agent,
          options.port,
          step.method,
          step.path,
          step.headers,
          step.body,
        );
        const ok =
          isSuccess(step.kind, answer.status, answer.location) &&
          (step.bodyCheck?.(answer.body) ?? true);
        // Acknowledged: the app said it stored it (a chat message is stored before its stream).
        if (step.submission)
          step.submission.acknowledged =
            isSuccess(step.kind, answer.status, answer.location) &&
            (step.kind === "chat" || ok);
        step.after?.(answer);
        outcome = {
          kind: step.kind,
          phase,
          startedAt: elapsed,
          latencyMs: performance.now() - begun,
          status: answer.status,
          ok,
        };
      } catch (error) {
        outcome = {
          kind: step.kind,
          phase,
          startedAt: elapsed,
          latencyMs: performance.now() - begun,
          error: errorLabel(error),
          ok: false,
        };
      }
      ledger.outcomes.push(outcome);
      if (outcome.status === undefined) await delay(ERROR_PAUSE_MS);
      else if (pauseMs > 0) await delay(pauseMs);
    }
  };

  const loops: Promise<void>[] = [];
  for (let u = 0; u < users.pages; u++) {
    loops.push(
      loop((i) => ({
        kind: "page",
        method: "GET",
        path: context.publicPaths[(i + u) % context.publicPaths.length]!,
        headers: BROWSER,
      })),
    );
  }
  for (let u = 0; u < users.portal; u++)
    loops.push(loop((i) => portalStep(context, ledger, i + u)));
  for (let u = 0; u < users.leads; u++)
    loops.push(loop(() => leadStep(context, ledger), users.leadPauseMs));
  for (let u = 0; u < users.chat; u++) {
    let session = { id: randomUUID(), conversationId: null as string | null };
    loops.push(
      loop((i) => {
        if (i > 0 && i % CHAT_MESSAGES_PER_SESSION === 0)
          session = { id: randomUUID(), conversationId: null };
        return chatStep(context, ledger, session);
      }),
    );
  }
  await Promise.all(loops);
  agent.destroy();
  return { startedAt: wallStart };
}
