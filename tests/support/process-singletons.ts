/**
 * The keys under which the app keeps process-wide singletons on globalThis (the services, their
 * auth instance and sign-in throttle, the metrics registry, the chat engines and knowledge base,
 * the file stores, the content-written signal). Integration files sharing a worker clear them
 * between files (shared-worker.setup.ts); shared-worker-reset.test.ts fails when the app gains a
 * key this list lacks.
 */
export const APP_SERVICES_KEY = "consultancy-site.app-services";

export const PROCESS_SINGLETON_KEYS = [
  APP_SERVICES_KEY,
  "kestrel.auth",
  "kestrel.auth-throttle",
  "consultancy-site.metrics",
  "consultancy-site.chat-engines",
  "consultancy-site.chat-knowledge",
  "consultancy-site.file-stores",
  "consultancy-site.content-written",
] as const;
