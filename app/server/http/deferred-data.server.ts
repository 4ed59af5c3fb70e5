/**
 * Whether a render has data still to come: a loader or action returned a promise among its
 * values, which React Router streams to the browser as it settles. Only then is a document
 * worth streaming; everything else is complete once React Router has encoded the data, a few
 * ticks after the shell (docs/decisions/047-whole-documents-and-embedded-database-costs.md).
 */
type RouteData = Record<string, unknown> | null | undefined;

/** How many values to look at before assuming the data defers something. */
const MAX_VALUES_SEEN = 20_000;

export function hasDeferredData(context: {
  loaderData: RouteData;
  actionData: RouteData;
}): boolean {
  const pending: unknown[] = [];
  for (const data of [context.loaderData, context.actionData])
    if (data) pending.push(...Object.values(data));
  let seen = 0;
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== "object") continue;
    if (++seen > MAX_VALUES_SEEN) return true;
    if (typeof (value as { then?: unknown }).then === "function") return true;
    if (Array.isArray(value) || value instanceof Set) {
      for (const item of value) pending.push(item);
    } else if (value instanceof Map) {
      for (const item of value.values()) pending.push(item);
    } else if (isPlainObject(value)) {
      for (const key in value)
        pending.push((value as Record<string, unknown>)[key]);
    }
  }
  return false;
}

/** Dates, errors and other class instances hold no promise React Router would stream. */
function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
