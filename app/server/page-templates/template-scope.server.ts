import { AsyncLocalStorage } from "node:async_hooks";
import type { TokenFormKind } from "~/domain/forms/consent";

/**
 * While a page template is rendered (page-templates.server.ts), the code that would put a value
 * made for one request into the page asks this scope for a placeholder instead; each request
 * served from the template gets its own value in that place.
 */
export type TemplateScope = {
  /** A placeholder for a freshly signed form token of this form. */
  formToken(form: TokenFormKind): string;
};

// Route modules and server.ts may be separate module graphs (dev mode): one store through globalThis.
const STORE_KEY = Symbol.for("consultancy-site.page-template-scope");
type StoreHolder = { [STORE_KEY]?: AsyncLocalStorage<TemplateScope> };

function store(): AsyncLocalStorage<TemplateScope> {
  const holder = globalThis as StoreHolder;
  holder[STORE_KEY] ??= new AsyncLocalStorage<TemplateScope>();
  return holder[STORE_KEY];
}

export function renderAsTemplate<T>(scope: TemplateScope, render: () => T): T {
  return store().run(scope, render);
}

/** The template being rendered, or undefined for an ordinary request. */
export function templateScope(): TemplateScope | undefined {
  return store().getStore();
}
