/** The list's own query ("?q=…&sort=…"), without the one-off parameters (row, confirm step). */
export function listSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ["index", "edit", "confirm", "user"]) params.delete(key);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * Where the tab's forms post: the index route's action, with the list's query so a refused
 * post without JavaScript re-renders the same page of the same list.
 */
export function usersActionUrl(search: string): string {
  return `/lead_admin?index${search ? `&${search.slice(1)}` : ""}`;
}
