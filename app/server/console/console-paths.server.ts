/** A client's workspace in the console: where the workspace's and the upload page's forms send staff back. */
export const workspacePath = (clientId: string) =>
  `/lead_admin/clients/${clientId}`;
