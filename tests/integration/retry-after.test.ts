import http from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CHAT_SESSION_HEADER } from "~/domain/chat/chat-api";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import { newSession } from "../support/chat-calls";
import { startServer, type ServerProcess } from "../support/server-process";
import {
  describeEdge,
  serverEnvironments,
  testDbKind,
} from "../support/test-database";

/**
 * docs/access-audit.md: every 429 carries Retry-After — on the wire, from the production build, for each
 * place that answers one: the edge's account-page limit, the lead form pipeline (page and
 * API), the sign-in, sign-up, reset and second-factor throttles (document and `.data` posts:
 * React Router drops an action's own headers unless the route keeps them), the password
 * checks of /account, the chat and the demo gate.
 */
const environments = serverEnvironments();
let server: ServerProcess;
const AUTH_RATE_LIMIT = 100;
const DEMO_LOGIN = "sales-desk";
const DEMO_GATE_PASSWORD = "tidal-basin-orchard-44";

// Each request group posts from its own loopback addresses: one budget never reaches another.
let addressCounter = 10;
const freshAddress = () =>
  `127.0.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 2}`;

beforeAll(async () => {
  server = await startServer({
    ...(await environments.fresh("demo")),
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
    FORM_RATE_LIMIT: "2",
    CHAT_SESSION_MESSAGE_LIMIT: "1",
    DEMO_LOGIN_ID: DEMO_LOGIN,
    DEMO_PASSWORD: DEMO_GATE_PASSWORD,
    DEMO_GATE_RATE_LIMIT: "2",
  });
}, 240_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  await environments.removeAll();
});

type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
};

/** One request from `address` (node:http: its Set-Cookie stays a list). */
function send(
  address: string,
  path: string,
  options: {
    body?: string;
    cookie?: string;
    contentType?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const body = options.body ?? "";
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        localAddress: address,
        method: "POST",
        path,
        headers: {
          Origin: server.url,
          "Content-Type":
            options.contentType ?? "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          ...(options.cookie ? { Cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const form = (fields: Record<string, string>) =>
  new URLSearchParams(fields).toString();

/** Sends until the answer is 429 (at most `max` times); fails if it never comes. */
async function until429(
  max: number,
  attempt: (i: number) => Promise<Answer>,
): Promise<Answer> {
  for (let i = 0; i < max; i++) {
    const answer = await attempt(i);
    if (answer.status === 429) return answer;
  }
  throw new Error(`no 429 after ${max} attempts`);
}

function expectRetryAfter(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.headers["retry-after"], JSON.stringify(answer.headers)).toMatch(
    /^[1-9]\d*$/,
  );
}

/** The session cookie of a client signed in with a document post to /auth. */
async function signedInCookie(email: string): Promise<string> {
  const answer = await send(freshAddress(), "/auth", {
    body: form({ intent: "signin", email, password: DEMO_PASSWORD }),
  });
  expect(answer.status).toBe(302);
  const cookies = (answer.headers["set-cookie"] ?? []).map(
    (line) => line.split(";")[0]!,
  );
  expect(
    cookies.some((pair) => pair.startsWith("kestrel.session_token=")),
  ).toBe(true);
  return cookies.join("; ");
}

describeEdge(`every 429 carries Retry-After (${testDbKind()})`, () => {
  it("the edge's per-address limit on the account pages", async () => {
    const address = freshAddress();
    expectRetryAfter(
      await until429(AUTH_RATE_LIMIT + 1, () => send(address, "/sign-out")),
    );
  });

  it("the lead form pipeline, page and API", async () => {
    const address = freshAddress();
    expectRetryAfter(
      await until429(3, () =>
        send(address, "/api/forms/contact", { body: "firstName=R" }),
      ),
    );
    const page = freshAddress();
    expectRetryAfter(
      await until429(3, () =>
        send(page, "/get-started", { body: "step=3&firstName=R" }),
      ),
    );
  });

  for (const path of ["/auth", "/auth.data"]) {
    it(`the sign-in throttle (${path})`, async () => {
      const email = `ghost.${path.length}@example.org`;
      expectRetryAfter(
        await until429(15, (i) =>
          send(freshAddress(), path, {
            body: form({
              intent: "signin",
              email,
              password: `wrong-guess-${i}`,
            }),
          }),
        ),
      );
    });
  }

  it("the staff sign-in throttle", async () => {
    expectRetryAfter(
      await until429(15, (i) =>
        send(freshAddress(), "/admin/auth", {
          body: form({
            email: "ghost.staff@example.org",
            password: `wrong-guess-${i}`,
          }),
        }),
      ),
    );
  });

  it("the sign-up throttle", async () => {
    const body = form({
      intent: "signup",
      fullName: "Pat Example",
      email: "pat.example@example.org",
      password: "quartz-fable-lantern-62",
    });
    expectRetryAfter(
      await until429(8, () => send(freshAddress(), "/auth", { body })),
    );
  });

  it("the password reset throttle", async () => {
    expectRetryAfter(
      await until429(8, () =>
        send(freshAddress(), "/auth/forgot-password", {
          body: form({ email: "reset.me@example.org" }),
        }),
      ),
    );
  });

  it("the second-factor throttle", async () => {
    const address = freshAddress();
    // The per-address budget of codes (50 per 15 minutes) is spent whether or not the challenge is real.
    expectRetryAfter(
      await until429(60, () =>
        send(address, "/auth/two-factor", {
          body: form({ code: "123456" }),
          cookie: "kestrel.two_factor=forged",
        }),
      ),
    );
  });

  for (const path of ["/account", "/account.data"]) {
    it(`the password checks of /account, per account (${path})`, async () => {
      const email =
        path === "/account"
          ? "tomas.lindqvist@example.org"
          : "li.wei@example.org";
      const cookie = await signedInCookie(email);
      // From a new address each time: the account's own budget (10 per 15 minutes) refuses.
      const refused = await until429(12, (i) =>
        send(freshAddress(), path, {
          cookie,
          body: form({
            intent: "change-password",
            currentPassword: `not-it-${i}`,
            newPassword: "harbor-quill-saffron-93",
          }),
        }),
      );
      expectRetryAfter(refused);
      // The page says it in words; its data channel carries the message's id, which the
      // page formats in the reader's language.
      expect(refused.text).toContain(
        path === "/account"
          ? "Too many password attempts."
          : "account.throttle.account_password",
      );
    });
  }

  it("the chat", async () => {
    const sessionId = newSession();
    const address = freshAddress();
    const message = (text: string) =>
      send(address, "/api/chat/messages", {
        contentType: "application/json",
        headers: { [CHAT_SESSION_HEADER]: sessionId },
        body: JSON.stringify({
          sessionId,
          conversationId: null,
          message: text,
        }),
      });
    expectRetryAfter(await until429(3, (i) => message(`Hello ${i}`)));
  });

  it("the demo gate", async () => {
    const address = freshAddress();
    expectRetryAfter(
      await until429(4, () =>
        send(address, "/allied", {
          body: form({ loginId: DEMO_LOGIN, password: "not-the-password" }),
        }),
      ),
    );
  });
});
