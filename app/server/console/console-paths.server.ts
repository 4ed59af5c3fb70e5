/**
 * A client's workspace in the console: where the workspace's and the upload page's forms send
 * staff back — to the pages of its lists they were on, when given.
 */
export const workspacePath = (clientId: string, pages?: URLSearchParams) => {
  const query = pages?.toString();
  return `/lead_admin/clients/${clientId}${query ? `?${query}` : ""}`;
};

/** The workspace's list pages (`projectsPage`, `documentsPage`) a URL names, nothing else. */
export function workspacePageParams(url: string): URLSearchParams {
  const from = new URL(url).searchParams;
  const kept = new URLSearchParams();
  for (const name of ["projectsPage", "documentsPage"]) {
    const value = from.get(name);
    if (value && /^\d{1,6}$/.test(value) && value !== "1")
      kept.set(name, value);
  }
  return kept;
}
