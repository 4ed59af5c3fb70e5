import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { BodyLimits } from "./body-limits.server";
import { parseFormBody } from "./form-body.server";

const limits: BodyLimits = {
  maxBytes: 4096,
  maxFiles: 1,
  maxFileBytes: 1000,
  maxFields: 5,
  maxFieldBytes: 200,
  maxParts: 6,
};

/** A request-like stream, optionally cut into small pieces as they come off the wire. */
const body = (text: string | Buffer, piece = 7) => {
  const bytes = Buffer.from(text);
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += piece)
    pieces.push(bytes.subarray(i, i + piece));
  return Readable.from(pieces, { objectMode: false });
};

function multipart(
  parts: { name: string; value: string | Buffer; filename?: string }[],
) {
  const boundary = "xyzBOUNDARY";
  const chunks = parts.map(({ name, value, filename }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? "" : `; filename="${filename}"\r\nContent-Type: application/pdf`}\r\n\r\n`,
      ),
      Buffer.from(value),
      Buffer.from("\r\n"),
    ]),
  );
  return {
    text: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("parseFormBody", () => {
  it("reads a url-encoded body into FormData (no content type: url-encoded)", async () => {
    const parsed = await parseFormBody(
      body("firstName=Ada&note=%C3%A9t%C3%A9"),
      {},
      limits,
    );
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.formData.get("firstName")).toBe("Ada");
    expect(parsed.formData.get("note")).toBe("été");
  });

  it("reads a multipart body with a file as a web File", async () => {
    const { text, headers } = multipart([
      { name: "firstName", value: "Ada" },
      { name: "resume", value: "%PDF-1.4 hello", filename: "cv.pdf" },
    ]);
    const parsed = await parseFormBody(body(text), headers, limits);
    if (!parsed.ok) throw new Error(parsed.problem);
    const file = parsed.formData.get("resume");
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe("cv.pdf");
    expect(await (file as File).text()).toBe("%PDF-1.4 hello");
    expect(parsed.formData.get("firstName")).toBe("Ada");
  });

  it("stops at the first byte over the body limit, whatever was declared", async () => {
    const source = body(`a=${"x".repeat(5000)}`);
    expect(
      await parseFormBody(source, {}, { ...limits, maxFieldBytes: 10_000 }),
    ).toEqual({ ok: false, problem: "too-large" });
    expect(source.readableEnded).toBe(false); // the rest was left unread
  });

  it("refuses a file over its limit, naming the field", async () => {
    const { text, headers } = multipart([
      { name: "resume", value: Buffer.alloc(1500, 1), filename: "cv.pdf" },
    ]);
    expect(await parseFormBody(body(text, 100), headers, limits)).toEqual({
      ok: false,
      problem: "file-too-large",
      fileField: "resume",
    });
  });

  it("refuses one file too many, and any file where the form takes none", async () => {
    const two = multipart([
      { name: "a", value: "1", filename: "a.pdf" },
      { name: "b", value: "2", filename: "b.pdf" },
    ]);
    expect(
      await parseFormBody(body(two.text), two.headers, limits),
    ).toMatchObject({ ok: false, problem: "file-not-accepted" });
    const one = multipart([{ name: "a", value: "1", filename: "a.pdf" }]);
    expect(
      await parseFormBody(body(one.text), one.headers, {
        ...limits,
        maxFiles: 0,
      }),
    ).toMatchObject({ ok: false, problem: "file-not-accepted" });
  });

  it("refuses too many fields and a field too long", async () => {
    expect(
      await parseFormBody(body("a=1&b=2&c=3&d=4&e=5&f=6"), {}, limits),
    ).toEqual({ ok: false, problem: "too-many-fields" });
    expect(
      await parseFormBody(body(`a=${"x".repeat(300)}`), {}, limits),
    ).toEqual({ ok: false, problem: "too-many-fields" });
  });

  it("reads files off the wire but keeps none when asked to discard them", async () => {
    const { text, headers } = multipart([
      { name: "firstName", value: "Ada" },
      { name: "resume", value: Buffer.alloc(1500, 1), filename: "cv.pdf" },
    ]);
    const parsed = await parseFormBody(body(text, 100), headers, limits, {
      discardFiles: true,
    });
    if (!parsed.ok) throw new Error(parsed.problem);
    expect([...parsed.formData.keys()]).toEqual(["firstName"]);
  });

  it.each([
    ["{}", "application/json"],
    ["x", "multipart/form-data"],
    ["not multipart at all", "multipart/form-data; boundary=zz"],
  ])("calls %j sent as %s unreadable", async (text, contentType) => {
    expect(
      await parseFormBody(body(text), { "content-type": contentType }, limits),
    ).toEqual({ ok: false, problem: "unreadable" });
  });
});
