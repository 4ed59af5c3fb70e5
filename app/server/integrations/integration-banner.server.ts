import { sql } from "drizzle-orm";
import type { DisabledReason } from "~/domain/integrations/integration-enums";
import type { Database } from "../db/client.server";
import { rowsOf } from "../db/sql-rows.server";

/**
 * The endpoints the site stopped sending to on its own (five days failing, or 410 Gone): the
 * console shows admins a banner on every page until each is turned back on or deleted. One
 * small query on a table of a few rows; staff turning one off themselves raises no banner.
 */
export type StoppedIntegration = {
  id: string;
  label: string;
  reason: Exclude<DisabledReason, "manual">;
  disabledAt: Date;
};

export async function stoppedIntegrations(
  db: Database,
): Promise<StoppedIntegration[]> {
  const rows = await rowsOf<{
    id: string;
    label: string;
    reason: Exclude<DisabledReason, "manual">;
    disabled_at: string | Date;
  }>(
    db,
    sql`select id, coalesce(nullif(description, ''), url_display) as label,
        disabled_reason as reason, disabled_at
      from webhook_endpoints
      where disabled_at is not null and disabled_reason in ('failing', 'gone')
      order by disabled_at`,
  );
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    reason: row.reason,
    disabledAt: new Date(row.disabled_at),
  }));
}
