import { afterAll, beforeAll, expect, it } from "vitest";
import { resumeMessages } from "~/domain/forms/lead-forms";
import {
  LAST_CHUNK,
  chunk,
  connect,
  multipartBody,
  requestHead,
  type RawConnection,
  type RawResponse,
} from "../support/raw-http";
import { startServer, type ServerProcess } from "../support/server-process";
import {
  describeEdge,
  serverEnvironments,
  testDbKind,
} from "../support/test-database";

/**
 * Request bodies at the HTTP layer, tried on the wire against the real server process:
 * oversized bodies (declared, chunked, trickled) get a complete answer and never a reset,
 * the connection is reused or closed cleanly, uploads are bounded, and the rate limiter
 * counts every post to a form before its body is read (docs/decisions/014).
 */
const TOO_LARGE =
  "This submission is too large. Please shorten your text or attach a smaller file.";
const RATE_LIMITED =
  /Too many submissions from your network\. Your details are still in the form/;

const environments = serverEnvironments();
let server: ServerProcess;

// Every test connects from its own loopback address, so the per-IP rate limit (the default
// 10 posts per form per 10 minutes) of one test does not reach another.
let addressCounter = 10;
const freshAddress = () => `127.0.0.${++addressCounter}`;

beforeAll(async () => {
  server = await startServer({
    ...(await environments.fresh("demo")),
    LOG_LEVEL: "warn",
    FORM_MIN_FILL_MS: "0",
  });
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  await environments.removeAll();
});

// The Host a browser sends (React Router compares a document post's Origin with it).
const host = () => new URL(server.url).host;
const postHead = (path: string, headers: Record<string, string | number>) =>
  requestHead("POST", path, { Host: host(), Origin: server.url, ...headers });

const urlEncoded = (bytes: number) =>
  `firstName=Huge&message=${"x".repeat(bytes)}`;

/** After a refusal: the same connection answers the next request, or the server said close and closed cleanly. */
async function expectReusedOrCleanlyClosed(
  connection: RawConnection,
  refusal: RawResponse,
) {
  if (refusal.headers.connection?.toLowerCase() === "close") {
    const closed = await connection.closed;
    expect(closed.error).toBeUndefined();
    expect(closed.endedByServer).toBe(true);
    return;
  }
  await connection.write(requestHead("GET", "/healthz", { Host: host() }));
  const next = await connection.readResponse();
  expect(next.status).toBe(200);
  expect(JSON.parse(next.text)).toMatchObject({ status: "ok" });
  connection.socket.destroy();
}

describeEdge(`request bodies on the wire (${testDbKind()})`, () => {
  it("answers a 200 KB post with Content-Length to /api/forms/contact with a complete JSON 413, then serves the next request", async () => {
    const connection = await connect(server.port, freshAddress());
    const body = urlEncoded(200 * 1024);
    await connection.write(
      postHead("/api/forms/contact", {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": body.length,
      }) + body,
    );
    const response = await connection.readResponse();
    expect(response.status).toBe(413);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["content-length"]).toBe(
      String(response.body.length),
    );
    expect(JSON.parse(response.text)).toEqual({
      ok: false,
      error: TOO_LARGE,
      fieldErrors: {},
      formErrors: [TOO_LARGE],
    });
    await expectReusedOrCleanlyClosed(connection, response);
  });

  it("answers a 200 KB post with Content-Length to /get-started with the page and the message, then serves the next request", async () => {
    const connection = await connect(server.port, freshAddress());
    const body = `step=3&${urlEncoded(200 * 1024)}`;
    await connection.write(
      postHead("/get-started", {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": body.length,
      }) + body,
    );
    const response = await connection.readResponse();
    expect(response.status).toBe(413);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.text).toContain(TOO_LARGE);
    expect(response.text).toContain("</html>");
    await expectReusedOrCleanlyClosed(connection, response);
  });

  it.each(["/api/forms/contact", "/get-started"])(
    "answers the same oversized body sent chunked to %s completely, with no reset",
    async (path) => {
      const connection = await connect(server.port, freshAddress());
      await connection.write(
        postHead(path, {
          "Content-Type": "application/x-www-form-urlencoded",
          "Transfer-Encoding": "chunked",
        }),
      );
      // 2 MB in 16 KB chunks, as fast as the socket takes them, not waiting for the answer.
      const answer = connection.readResponse();
      for (let i = 0; i < 128 && !connection.socket.destroyed; i++)
        void connection.write(chunk(Buffer.alloc(16 * 1024, "x")));
      void connection.write(LAST_CHUNK);
      const response = await answer;
      expect(response.status).toBe(413);
      expect(response.text).toContain(TOO_LARGE);
      await expectReusedOrCleanlyClosed(connection, response);
    },
  );

  it("answers a trickled oversized body as soon as it passes the limit, and closes cleanly", async () => {
    const connection = await connect(server.port, freshAddress());
    await connection.write(
      postHead("/api/forms/contact", {
        "Content-Type": "application/x-www-form-urlencoded",
        "Transfer-Encoding": "chunked",
      }),
    );
    await connection.write(chunk("firstName=Slow&message="));
    let answered: RawResponse | null = null;
    const answer = connection
      .readResponse()
      .then((response) => (answered = response));
    // 4 KB at a time until the server answers (it must, after 64 KB); never more than 1 MB.
    for (let sent = 0; answered === null && sent < 1024 * 1024; sent += 4096) {
      await connection.write(chunk(Buffer.alloc(4096, "y")));
      // A slow client's pace is what this test is about, not a wait for something to happen.
      // eslint-disable-next-line no-restricted-syntax
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const response = await answer;
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({
      ok: false,
      error: TOO_LARGE,
      fieldErrors: {},
      formErrors: [TOO_LARGE],
    });
    expect(response.headers.connection).toBe("close");
    connection.socket.end(); // the client stops sending: the server's lingering close ends cleanly
    const closed = await connection.closed;
    expect(closed.error).toBeUndefined();
  });

  it("refuses a 12 MB résumé with the résumé field's message, completely, without a reset", async () => {
    const connection = await connect(server.port, freshAddress());
    const { body, contentType } = multipartBody(
      {
        firstName: "Big",
        lastName: "File",
        email: "big@example.org",
        jobTitle: "General Application",
        experience: "Plenty",
        coverLetter: "Hello",
      },
      {
        name: "resume",
        filename: "cv.pdf",
        bytes: Buffer.alloc(12 * 1024 * 1024, 0x25),
      },
    );
    await connection.write(
      postHead("/api/forms/job-application", {
        "Content-Type": contentType,
        "Content-Length": body.length,
      }),
    );
    const answer = connection.readResponse();
    for (
      let offset = 0;
      offset < body.length && !connection.socket.destroyed;
      offset += 256 * 1024
    ) {
      void connection.write(body.subarray(offset, offset + 256 * 1024));
    }
    const response = await answer;
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({
      ok: false,
      error: resumeMessages.tooLarge,
      fieldErrors: { resume: [resumeMessages.tooLarge] },
      formErrors: [],
    });
    await expectReusedOrCleanlyClosed(connection, response);
  });

  it("answers an oversized upload that waits for 100 Continue at once, without asking for its body", async () => {
    const connection = await connect(server.port, freshAddress());
    await connection.write(
      postHead("/api/forms/job-application", {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": 20 * 1024 * 1024,
        Expect: "100-continue",
      }),
    );
    // The first answer is the final one: no "100 Continue" invites the 20 MB.
    const response = await connection.readResponse();
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({
      ok: false,
      error: resumeMessages.tooLarge,
      fieldErrors: { resume: [resumeMessages.tooLarge] },
      formErrors: [],
    });
    expect(response.headers.connection).toBe("close");
    connection.socket.end();
    const closed = await connection.closed;
    expect(closed.error).toBeUndefined();
  });

  it("says 100 Continue to an acceptable body, then judges it", async () => {
    const connection = await connect(server.port, freshAddress());
    const body = "firstName=Ann";
    await connection.write(
      postHead("/api/forms/contact", {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": body.length,
        Expect: "100-continue",
      }),
    );
    const interim = await connection.readResponse();
    expect(interim.status).toBe(100);
    await connection.write(body);
    const response = await connection.readResponse();
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ ok: false });
    connection.socket.destroy();
  });

  it("refuses an 11 MB résumé (under the body limit) while it streams in, with the résumé field's message on the careers page", async () => {
    const connection = await connect(server.port, freshAddress());
    const { body, contentType } = multipartBody(
      {
        firstName: "Big",
        lastName: "File",
        email: "big@example.org",
        jobTitle: "General Application",
        experience: "Plenty",
        coverLetter: "Hello",
      },
      {
        name: "resume",
        filename: "cv.pdf",
        bytes: Buffer.alloc(11 * 1024 * 1024, 0x25),
      },
    );
    await connection.write(
      postHead("/careers", {
        "Content-Type": contentType,
        "Content-Length": body.length,
      }),
    );
    const answer = connection.readResponse();
    for (
      let offset = 0;
      offset < body.length && !connection.socket.destroyed;
      offset += 256 * 1024
    ) {
      void connection.write(body.subarray(offset, offset + 256 * 1024));
    }
    const response = await answer;
    expect(response.status).toBe(413);
    expect(response.text).toContain(resumeMessages.tooLarge);
    await expectReusedOrCleanlyClosed(connection, response);
  });

  it("refuses a file sent to a form that takes none", async () => {
    const connection = await connect(server.port, freshAddress());
    const { body, contentType } = multipartBody(
      { firstName: "Ann" },
      { name: "attachment", filename: "a.pdf", bytes: Buffer.from("%PDF-1.4") },
    );
    await connection.write(
      postHead("/api/forms/contact", {
        "Content-Type": contentType,
        "Content-Length": body.length,
      }) + body.toString("latin1"),
    );
    const response = await connection.readResponse();
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({
      ok: false,
      error: "This form does not take attachments.",
      fieldErrors: {},
      formErrors: ["This form does not take attachments."],
    });
    await expectReusedOrCleanlyClosed(connection, response);
  });

  it("counts invalid posts and getting-started step posts against the limit: the 11th gets a complete 429", async () => {
    const address = freshAddress();
    const send = async (path: string, body: string) => {
      const connection = await connect(server.port, address);
      await connection.write(
        postHead(path, {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        }) + body,
      );
      const response = await connection.readResponse();
      connection.socket.destroy();
      return response;
    };
    // Four invalid enhanced posts, four no-JavaScript step moves (valid and invalid), two invalid page posts.
    for (let i = 0; i < 4; i++)
      expect((await send("/api/forms/get-started", "firstName=R")).status).toBe(
        400,
      );
    for (let i = 0; i < 2; i++)
      expect(
        (await send("/get-started?intent=previous", "step=2&firstName=Maya"))
          .status,
      ).toBe(200);
    for (let i = 0; i < 2; i++)
      expect(
        (await send("/get-started?intent=next", "step=1&firstName=R")).status,
      ).toBe(400);
    for (let i = 0; i < 2; i++)
      expect((await send("/get-started", "step=3&firstName=R")).status).toBe(
        400,
      );

    // The 11th, a page post: the page with the message, and the visitor's text put back.
    const page = await send(
      "/get-started",
      "step=3&firstName=Rosalind&currentChallenges=Permits+take+six+weeks",
    );
    expect(page.status).toBe(429);
    expect(Number(page.headers["retry-after"])).toBeGreaterThan(0);
    expect(page.text).toMatch(RATE_LIMITED);
    expect(page.text).toContain('value="Rosalind"');
    expect(page.text).toContain("Permits take six weeks");

    // The 12th, enhanced: JSON with a Content-Length.
    const json = await send("/api/forms/get-started", "firstName=Rosalind");
    expect(json.status).toBe(429);
    expect(json.headers["content-length"]).toBe(String(json.body.length));
    const parsed = JSON.parse(json.text) as {
      ok: boolean;
      fieldErrors: object;
      formErrors: string[];
    };
    expect(parsed).toMatchObject({ ok: false, fieldErrors: {} });
    expect(parsed.formErrors[0]).toMatch(RATE_LIMITED);

    // Another form's budget is untouched.
    expect((await send("/api/forms/contact", "firstName=R")).status).toBe(400);
  });

  it("answers many parallel uploads, each completely: read ones judged, oversized chunked ones refused mid-stream", async () => {
    const fields = {
      firstName: "Para",
      lastName: "Llel",
      email: "parallel@example.org",
      jobTitle: "General Application",
      experience: "Plenty",
      coverLetter: "Hello",
    };
    // Not a document: read whole (within the limits), then refused by its bytes.
    const small = multipartBody(fields, {
      name: "resume",
      filename: "cv.pdf",
      bytes: Buffer.alloc(3 * 1024 * 1024, 0x41),
    });
    // Over the résumé and the body limit, sent chunked (no length to refuse it by).
    const large = multipartBody(fields, {
      name: "resume",
      filename: "cv.pdf",
      bytes: Buffer.alloc(13 * 1024 * 1024, 0x25),
    });
    const uploads = Array.from({ length: 16 }, async (_, i) => {
      const chunked = i % 2 === 1;
      const { body, contentType } = chunked ? large : small;
      const connection = await connect(server.port, freshAddress());
      const framing: Record<string, string | number> = chunked
        ? { "Transfer-Encoding": "chunked" }
        : { "Content-Length": body.length };
      await connection.write(
        postHead("/api/forms/job-application", {
          "Content-Type": contentType,
          ...framing,
        }),
      );
      const answer = connection.readResponse(120_000);
      answer.catch(() => {}); // awaited below
      for (
        let offset = 0;
        offset < body.length && !connection.socket.destroyed;
        offset += 256 * 1024
      ) {
        const piece = body.subarray(offset, offset + 256 * 1024);
        await connection.write(chunked ? chunk(piece) : piece);
      }
      if (chunked) await connection.write(LAST_CHUNK);
      const response = await answer;
      connection.socket.destroy();
      return { chunked, response };
    });
    const results = await Promise.all(uploads);
    for (const { chunked, response } of results) {
      const parsed = JSON.parse(response.text) as {
        ok: boolean;
        fieldErrors: Record<string, string[]>;
        formErrors: string[];
      };
      expect(parsed.ok).toBe(false);
      if (response.status === 503) {
        // Every slot busy for too long on a loaded machine: told to come back.
        expect(response.headers["retry-after"]).toBeDefined();
        continue;
      }
      if (chunked) {
        expect(response.status).toBe(413);
        expect(parsed.fieldErrors).toEqual({
          resume: [resumeMessages.tooLarge],
        });
      } else {
        expect(response.status).toBe(400);
        expect(parsed.fieldErrors, response.text).toMatchObject({
          resume: [resumeMessages.wrongType],
        });
      }
    }
  });

  it("limits a body sent to a path that takes none", async () => {
    const connection = await connect(server.port, freshAddress());
    const body = "x".repeat(200 * 1024);
    await connection.write(
      postHead("/about", {
        "Content-Type": "text/plain",
        "Content-Length": body.length,
      }) + body,
    );
    const response = await connection.readResponse();
    expect(response.status).toBe(413);
    expect(response.text).toContain(TOO_LARGE);
    await expectReusedOrCleanlyClosed(connection, response);
  });
});

describeEdge(`refusals from French pages are French (${testDbKind()})`, () => {
  const FR_TOO_LARGE =
    "Cet envoi est trop volumineux. Veuillez raccourcir votre texte ou joindre un fichier plus petit.";
  const FR_RATE_LIMITED =
    /Trop d’envois depuis votre réseau\. Vos renseignements sont toujours dans le formulaire/;

  const send = async (
    address: string,
    path: string,
    body: string,
    headers: Record<string, string> = {},
  ) => {
    const connection = await connect(server.port, address);
    await connection.write(
      postHead(path, {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
        ...headers,
      }) + body,
    );
    const response = await connection.readResponse();
    connection.socket.destroy();
    return response;
  };
  const formErrorsOf = (response: RawResponse) =>
    (JSON.parse(response.text) as { formErrors: string[] }).formErrors;

  it("says a body is too large in French on a French page and to the API from one, in English otherwise", async () => {
    const body = urlEncoded(200 * 1024);
    const page = await send(
      freshAddress(),
      "/fr/get-started",
      `step=3&${body}`,
    );
    expect(page.status).toBe(413);
    expect(page.text).toContain(FR_TOO_LARGE);
    expect(page.text).not.toContain(TOO_LARGE);

    const byQuery = await send(
      freshAddress(),
      "/api/forms/contact?locale=fr",
      body,
    );
    expect(byQuery.status).toBe(413);
    expect(formErrorsOf(byQuery)).toEqual([FR_TOO_LARGE]);

    const byReferer = await send(freshAddress(), "/api/forms/contact", body, {
      Referer: `${server.url}/fr/contact`,
    });
    expect(formErrorsOf(byReferer)).toEqual([FR_TOO_LARGE]);

    const english = await send(freshAddress(), "/api/forms/contact", body, {
      Referer: `${server.url}/contact`,
    });
    expect(formErrorsOf(english)).toEqual([TOO_LARGE]);
    const unknownLocale = await send(
      freshAddress(),
      "/api/forms/contact?locale=de",
      body,
    );
    expect(formErrorsOf(unknownLocale)).toEqual([TOO_LARGE]);
  });

  it("says an unreadable body is unreadable in French", async () => {
    const headers = { "Content-Type": "multipart/form-data" }; // no boundary: unreadable
    const french = await send(
      freshAddress(),
      "/api/forms/contact?locale=fr",
      "x",
      headers,
    );
    expect(french.status).toBe(400);
    expect(formErrorsOf(french)).toEqual([
      "Nous n’avons pas pu lire cet envoi. Veuillez réessayer.",
    ]);
    const english = await send(
      freshAddress(),
      "/api/forms/contact",
      "x",
      headers,
    );
    expect(formErrorsOf(english)).toEqual([
      "We could not read this form submission. Please try again.",
    ]);
  });

  it("counts a French page's posts with its English page's, and says the 429 in French", async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++)
      expect((await send(address, "/fr/contact", "firstName=R")).status).toBe(
        400,
      );
    for (let i = 0; i < 5; i++)
      expect((await send(address, "/contact", "firstName=R")).status).toBe(400);
    const page = await send(address, "/fr/contact", "firstName=Rosalind");
    expect(page.status).toBe(429);
    expect(page.text).toMatch(FR_RATE_LIMITED);
    expect(page.text).toContain('value="Rosalind"');
    const json = await send(address, "/api/forms/contact?locale=fr", "x=1");
    expect(json.status).toBe(429);
    expect(formErrorsOf(json)[0]).toMatch(FR_RATE_LIMITED);
    const english = await send(address, "/api/forms/contact", "x=1");
    expect(formErrorsOf(english)[0]).toMatch(RATE_LIMITED);
  });

  it("says there is no such form in French to a French page", async () => {
    const french = await fetch(`${server.url}/api/forms/nope?locale=fr`);
    expect(french.status).toBe(404);
    expect(await french.json()).toMatchObject({
      formErrors: ["Ce formulaire n’existe pas."],
    });
    const byReferer = await fetch(`${server.url}/api/forms/nope`, {
      headers: { Referer: `${server.url}/fr/contact` },
    });
    expect(await byReferer.json()).toMatchObject({
      formErrors: ["Ce formulaire n’existe pas."],
    });
    const english = await fetch(`${server.url}/api/forms/nope`);
    expect(await english.json()).toMatchObject({
      formErrors: ["There is no such form."],
    });
  });
});
