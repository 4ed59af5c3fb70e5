/**
 * Preloaded (NODE_OPTIONS=--import) into a spawned production server by
 * tests/integration/chat-messages-http.test.ts: a chat brain whose reply the test can hold
 * half-written, to prove over real HTTP that the first lines reach the client before the
 * reply ends. It writes "Our platforms run " and then waits until the file
 * CHAT_TEST_RELEASE_FILE exists (or 30 s), then finishes the sentence.
 *
 * The server registers its own brain at start-up (services.server.ts); this one is kept
 * instead, because the test is about the stream, not about what the real brain says.
 * Test-only: nothing in app/ imports this file.
 */
import fs from "node:fs";

const releaseFile = process.env.CHAT_TEST_RELEASE_FILE;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const heldBrain = {
  async *reply(input) {
    yield { type: "intent", intent: "solution_area" };
    yield { type: "delta", text: "Our platforms " };
    yield { type: "delta", text: "run " };
    for (
      let waited = 0;
      releaseFile && !fs.existsSync(releaseFile) && waited < 30_000;
      waited += 20
    ) {
      if (input.signal?.aborted) return;
      await sleep(20);
    }
    yield { type: "delta", text: "in your own data centres." };
    yield {
      type: "sources",
      sources: [{ title: "Sovereign cloud", href: "/solutions" }],
    };
    yield { type: "usage", answeredBy: "offline", tokens: 0 };
  },
};

const key = Symbol.for("consultancy-site.chat-engines");
const engines = (globalThis[key] ??= {});
Object.defineProperty(engines, "brain", {
  get: () => heldBrain,
  set: () => {},
  enumerable: true,
  configurable: false,
});
