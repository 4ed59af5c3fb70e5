/**
 * A page's `handle` when it differs between anonymous visitors only by its CSP nonce and form
 * tokens: the server renders it once and fills those in per request
 * (app/server/page-templates/page-templates.server.ts). Only for pages whose loaders read
 * nothing of the request but cookies, the query string and the referrer, which the server
 * checks before using the template.
 */
export const pageTemplateHandle = { pageTemplate: true } as const;
