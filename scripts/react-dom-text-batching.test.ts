import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";
import { build } from "esbuild";
import type * as ReactModule from "react";
import type { ReactNode } from "react";
import type * as ReactDomServer from "react-dom/server";
import { describe, expect, it } from "vitest";
import { applyReplacements } from "./react-router-memo.mjs";
import {
  TEXT_BATCHING,
  reactDomTextBatchingPlugin,
} from "./react-dom-text-batching.mjs";

const require = createRequire(import.meta.url);
// The server bundle's React: production builds throughout, whatever NODE_ENV the tests run with.
const modules = path.resolve(import.meta.dirname, "../node_modules");
const productionBuilds: Record<string, string> = {
  react: path.join(modules, "react/cjs/react.production.js"),
  "react-dom": path.join(modules, "react-dom/cjs/react-dom.production.js"),
};
const React = require(productionBuilds.react!) as typeof ReactModule;
const requireProduction = (name: string): unknown =>
  require(productionBuilds[name] ?? name);
const rendererFile = path.join(
  modules,
  "react-dom/cjs/react-dom-server.node.production.js",
);
type Renderer = typeof ReactDomServer;

/** React's Node server renderer, as installed or as the server bundle patches it. */
function loadRenderer(patched: boolean): Renderer {
  let source = fs.readFileSync(rendererFile, "utf8");
  if (patched)
    source = applyReplacements(source, rendererFile, TEXT_BATCHING, "test");
  const module = { exports: {} as Renderer };
  // The renderer's own CommonJS text, loaded as installed and as patched.
  new Function("module", "exports", "require", source)(
    module,
    module.exports,
    requireProduction,
  );
  return module.exports;
}

/** Everything `pipe` writes, once React says all is ready. */
function render(renderer: Renderer, element: ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderer.renderToPipeableStream(element, {
      nonce: "n0nce",
      bootstrapModules: ["/entry.client.js"],
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

let resolveLater: () => void = () => {};
const later = new Promise<void>((resolve) => (resolveLater = resolve));
const h = React.createElement;

function Later({ text }: { text: string }) {
  React.use(later);
  return h("p", null, text);
}

function WithId() {
  const id = React.useId();
  return h("label", { htmlFor: id }, "Name ", h("input", { id }));
}

/** A document with what React writes in many small pieces, and some long ones. */
function Page() {
  const rows = Array.from({ length: 400 }, (_, i) => i);
  return h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("title", null, "Café « ministère » — 東京 <&>"),
      h("meta", {
        name: "description",
        content: `"quoted" & <escaped> ${"é".repeat(5)}`,
      }),
    ),
    h(
      "body",
      null,
      h(
        "table",
        { className: "w-full border-collapse text-sm" },
        h(
          "tbody",
          null,
          rows.map((i) =>
            h(
              "tr",
              {
                key: i,
                "data-row": i,
                className: i % 2 ? "bg-surface" : undefined,
              },
              h(
                "td",
                { style: { paddingLeft: i, color: "rgb(1, 2, 3)" } },
                "Row ",
                i,
                " — ✓",
              ),
              h(
                "td",
                null,
                h("a", { href: `/lead_admin/leads/${i}?q=a&b=<c>` }, "open"),
                h("input", {
                  type: "checkbox",
                  defaultChecked: i % 3 === 0,
                  "aria-label": `Select ${i}`,
                }),
              ),
            ),
          ),
        ),
      ),
      // Resources React hoists into the head, an id, a form and an async script.
      h("link", { rel: "stylesheet", href: "/app.css", precedence: "default" }),
      h("link", { rel: "preload", href: "/font.woff2", as: "font" }),
      h(WithId),
      h(
        "form",
        { method: "post", action: "/contact?x=1&y=2" },
        h("input", { name: "email", defaultValue: "a@b.example" }),
        h("button", { type: "submit" }, "Send"),
      ),
      h("script", { async: true, src: "/analytics.js" }),
      h("pre", null, "x".repeat(5000)),
      h("p", null, "🙂 emoji pieces ".repeat(200)),
      h(
        React.Suspense,
        { fallback: h("span", null, "Loading…") },
        h(Later, { text: "Arrived later, après coup" }),
      ),
      h("script", {
        dangerouslySetInnerHTML: { __html: "window.x = '</scr' + 'ipt>';" },
      }),
    ),
  );
}

describe("React's server renderer with its text batched", () => {
  it("writes exactly the bytes the installed renderer writes", async () => {
    const original = loadRenderer(false);
    const batched = loadRenderer(true);
    setTimeout(resolveLater, 5);
    const [before, after] = await Promise.all([
      render(original, h(Page)),
      render(batched, h(Page)),
    ]);
    expect(before.length).toBeGreaterThan(50_000);
    const html = after.toString("utf8");
    expect(html).toContain("Arrived later, après coup");
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/app.css" data-precedence="default"\/>/,
    );
    expect(html).toContain('src="/entry.client.js"');
    expect(after.equals(before)).toBe(true);
  });

  it("fails a build in which React's renderer was not patched", async () => {
    await expect(
      build({
        stdin: { contents: "export const x = 1;" },
        bundle: true,
        write: false,
        logLevel: "silent",
        plugins: [reactDomTextBatchingPlugin()],
      }),
    ).rejects.toThrow(/React's Node server renderer was not patched/);
  });

  it("refuses, naming the replacement, when React's text changed", () => {
    const changed = fs
      .readFileSync(rendererFile, "utf8")
      .replace(
        "return textEncoder.encode(content);",
        "return encode(content);",
      );
    expect(() =>
      applyReplacements(changed, rendererFile, TEXT_BATCHING, "test"),
    ).toThrow(
      /"stringToPrecomputedChunk: fixed markup kept as text" expects its text exactly once \(found none\)/,
    );
  });
});
