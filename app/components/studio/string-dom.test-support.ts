/**
 * Just enough of a DOM for ProseMirror's DOMSerializer to build into, and a serializer that
 * writes it out the way a browser's innerHTML does. With it a unit test (Node, no DOM) gets
 * the string the editor's getHTML() returns: the same schema, the same serializer.
 */
const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

type StringNode = StringElement | StringText | StringFragment;

class StringText {
  readonly nodeType = 3;
  constructor(readonly data: string) {}
}

class StringParent {
  readonly childNodes: StringNode[] = [];
  appendChild<T extends StringNode>(child: T): T {
    if (child instanceof StringFragment) {
      this.childNodes.push(...child.childNodes);
    } else {
      this.childNodes.push(child);
    }
    return child;
  }
}

class StringFragment extends StringParent {
  readonly nodeType = 11;
}

class StringElement extends StringParent {
  readonly nodeType = 1;
  readonly attributes = new Map<string, string>();
  constructor(readonly tagName: string) {
    super();
  }
  setAttribute(name: string, value: unknown) {
    this.attributes.set(name, String(value));
  }
  setAttributeNS(_namespace: string | null, name: string, value: unknown) {
    this.setAttribute(name, value);
  }
}

export const stringDocument = {
  createElement: (tagName: string) => new StringElement(tagName.toLowerCase()),
  createElementNS: (_namespace: string | null, tagName: string) =>
    new StringElement(tagName.toLowerCase()),
  createTextNode: (data: string) => new StringText(data),
  createDocumentFragment: () => new StringFragment(),
};

// The HTML serialization algorithm's escaping (the one innerHTML uses).
const escapeText = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/\u00a0/g, "&nbsp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/\u00a0/g, "&nbsp;")
    .replace(/"/g, "&quot;");

export function innerHtml(node: unknown): string {
  const parent = node as StringParent;
  return parent.childNodes.map(outerHtml).join("");
}

function outerHtml(node: StringNode): string {
  if (node instanceof StringText) return escapeText(node.data);
  if (node instanceof StringFragment) return innerHtml(node);
  const attributes = [...node.attributes]
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  const open = `<${node.tagName}${attributes}>`;
  return VOID_ELEMENTS.has(node.tagName)
    ? open
    : `${open}${innerHtml(node)}</${node.tagName}>`;
}
