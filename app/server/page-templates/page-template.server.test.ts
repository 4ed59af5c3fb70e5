import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  createPageTemplate,
  createTemplateMarkers,
  fillTemplate,
} from "./page-template.server";

const markers = createTemplateMarkers();
const page = [
  `<html><head><script nonce="${markers.nonce}">boot()</script></head><body>`,
  `<form><input type="hidden" name="_formToken" value="${markers.formToken("contact", 0)}"/></form>`,
  `<form><input type="hidden" name="_formToken" value="${markers.formToken("job_application", 1)}"/></form>`,
  `<script nonce="${markers.nonce}">data("${markers.formToken("contact", 0)}")</script></body></html>`,
].join("");

let issued = 0;
const values = (nonce: string) => ({
  nonce,
  formToken: (form: string) => `${form}-${String(++issued).padStart(6, "0")}`,
});

describe("page templates", () => {
  const template = createPageTemplate({
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    html: page,
    markers,
    sample: values("N".repeat(24)),
  });

  it("finds every placeholder", () => {
    expect(template.holes).toEqual([
      { kind: "nonce" },
      { kind: "formToken", form: "contact", call: 0 },
      { kind: "formToken", form: "job_application", call: 1 },
      { kind: "nonce" },
      { kind: "formToken", form: "contact", call: 0 },
    ]);
  });

  it("fills each request with its own values, one token per loader call, plain and gzip alike", () => {
    const first = fillTemplate(template, values("A".repeat(24)), false);
    expect(first.gzip).toBe(false);
    const html = first.bytes.toString("utf8");
    expect(html).not.toContain(markers.nonce);
    expect(html.match(/nonce="A{24}"/g)).toHaveLength(2);
    const contactToken = /name="_formToken" value="(contact-\d{6})"/.exec(
      html,
    )?.[1];
    expect(html).toContain(`data("${contactToken}")`);
    expect(html).toMatch(/value="job_application-\d{6}"/);

    const second = fillTemplate(template, values("B".repeat(24)), true);
    expect(second.gzip).toBe(true);
    const unzipped = zlib.gunzipSync(second.bytes).toString("utf8");
    expect(unzipped).toContain('nonce="BBBBBBBBBBBBBBBBBBBBBBBB"');
    expect(unzipped).not.toContain(contactToken);
    expect(unzipped.replace(/B{24}/g, "A".repeat(24)).length).toBe(html.length);
  });

  it("still answers when a value's length differs from the sample's (compressed on its own)", () => {
    const odd = fillTemplate(
      template,
      { nonce: "short", formToken: () => "t" },
      true,
    );
    expect(zlib.gunzipSync(odd.bytes).toString("utf8")).toContain(
      'nonce="short"',
    );
  });

  it("ignores text that only resembles a placeholder of another process", () => {
    const other = createTemplateMarkers();
    const cut = createPageTemplate({
      status: 200,
      headers: {},
      html: `<p>${other.nonce}</p>`,
      markers,
      sample: values("N".repeat(24)),
    });
    expect(cut.holes).toEqual([]);
  });
});
