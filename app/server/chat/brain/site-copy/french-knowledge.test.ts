import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as frenchClients from "~/content/fr/clients";
import { prose } from "~/i18n/french-copy.test-support";
import { siteDocuments } from "../site-documents.server";
import { chatSiteCopy, siteCopyIn } from "./site-copy";

/**
 * The chat's French knowledge is the French pages' own text. An editor's
 * sentence in app/content/fr reaches the French knowledge documents and the fixed answers' copy,
 * and none of that knowledge is written as a string in the chat's code.
 */

// An editor rewrites the client portal's access paragraph on the French page.
const EDITED_ACCESS =
  "Les comptes du portail sont ouverts sur invitation de votre gestionnaire de projet, à votre adresse professionnelle.";

/** Runs `check` with the French page's access paragraph edited, then puts the page back. */
function withEditedAccessParagraph(check: () => void) {
  // The module's object, as the page renders it (workers share modules: no module mock).
  const access = frenchClients.accessSection as { body: string };
  const published = access.body;
  access.body = EDITED_ACCESS;
  try {
    check();
  } finally {
    access.body = published;
  }
}

const CHAT_DIR = path.resolve(import.meta.dirname, "../..");

function chatSourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return chatSourceFiles(full);
    return /\.tsx?$/.test(entry.name) &&
      !/\.test(-support)?\.tsx?$/.test(entry.name)
      ? [full]
      : [];
  });
}

/**
 * The text of every string a source writes: literals (escapes resolved), literals joined with
 * `+`, and a template's fixed parts.
 */
function stringLiterals(source: string): string[] {
  const file = ts.createSourceFile("x.ts", source, ts.ScriptTarget.Latest);
  const found: string[] = [];
  const joined = (node: ts.Node): string | null => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return node.text;
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.PlusToken
    ) {
      const left = joined(node.left);
      const right = joined(node.right);
      return left !== null && right !== null ? left + right : null;
    }
    return null;
  };
  const visit = (node: ts.Node) => {
    const text = joined(node);
    if (text !== null) {
      found.push(text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      found.push(
        node.head.text,
        ...node.templateSpans.map((span) => span.literal.text),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Everything the chat knows of the French pages: the documents and the fixed answers' copy. */
function frenchKnowledge(): string[] {
  const documents = siteDocuments("fr");
  return [
    ...documents.flatMap((document) => [
      document.title,
      document.text,
      ...(document.passages ?? []).map((passage) => passage.text),
    ]),
    ...prose(chatSiteCopy("fr")),
  ].map(normalised);
}

const normalised = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A string long enough to be copy (a title such as « Une personne lit votre message », a
 * sentence): five words and more. A term of the domain's vocabulary (« intelligence
 * artificielle ») or a label around a value is not.
 */
const isCopy = (literal: string) => literal.split(" ").length >= 5;

function literalsInKnowledge(
  sources: Array<{ file: string; source: string }>,
  knowledge: readonly string[],
): string[] {
  return sources.flatMap(({ file, source }) =>
    stringLiterals(source)
      .map(normalised)
      .filter(
        (literal) =>
          isCopy(literal) && knowledge.some((text) => text.includes(literal)),
      )
      .map(
        (literal) =>
          `${path.relative(CHAT_DIR, file)}: ${literal.slice(0, 80)}`,
      ),
  );
}

describe("the chat's French knowledge", () => {
  it("follows the French page: an edited paragraph is in the documents and the fixed answers", () => {
    withEditedAccessParagraph(() => {
      const portal = siteDocuments("fr").find(
        (document) => document.id === "page:clients",
      );
      expect(portal?.href).toBe("/fr/clients");
      expect(portal?.text).toContain(EDITED_ACCESS);
      expect(siteCopyIn("fr").portalAccess.body).toBe(EDITED_ACCESS);
    });
    expect(chatSiteCopy("fr").portalAccess.body).toBe(
      frenchClients.accessSection.body,
    );
  });

  it("is written nowhere in the chat's code", () => {
    const sources = chatSourceFiles(CHAT_DIR).map((file) => ({
      file,
      source: fs.readFileSync(file, "utf8"),
    }));
    expect(sources.length).toBeGreaterThan(20);
    expect(literalsInKnowledge(sources, frenchKnowledge())).toEqual([]);
  });

  it("would notice a summary written in the chat's code (positive control)", () => {
    const lead = chatSiteCopy("fr").careersLead;
    const summary = {
      file: path.join(CHAT_DIR, "brain/summary.ts"),
      // A page's sentence copied into the code, across lines and with an escape, as summaries were.
      source: `const LEAD =\n  ${JSON.stringify(lead.slice(0, 40))} +\n  ${JSON.stringify(lead.slice(40))};`,
    };
    expect(literalsInKnowledge([summary], frenchKnowledge())).toHaveLength(1);
    expect(stringLiterals("const a = `Le défi\\u00a0: ${x} fin`;")).toEqual([
      "Le défi\u00a0: ",
      " fin",
    ]);
  });
});
