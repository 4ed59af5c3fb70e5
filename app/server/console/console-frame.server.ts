/** Every console answer is private to one member of staff: never stored by a browser or a proxy. */
export const CONSOLE_HEADERS = { "Cache-Control": "no-store" } as const;
