CREATE TABLE "ticket_status_counts" (
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_status_counts_status_priority_pk" PRIMARY KEY("status","priority")
);
--> statement-breakpoint
-- Written by hand, as drizzle/0016: the console's Support queue (without a client filter) and
-- its Overview count tickets from this small table instead of counting support_tickets on every
-- render (docs/decisions/048-console-tables-and-kept-ticket-counts.md). Statement-level
-- triggers with transition tables update each kept row once per statement, whatever writes the
-- tickets (the app, a seed, psql); an import (db:import) disables user triggers and brings the
-- exported rows of this table with the others. The triggers exist before the backfill, and
-- CREATE TRIGGER keeps writers out until this migration commits: no ticket is missed or counted
-- twice. A row whose count falls to 0 stays (at most 4 statuses × 3 priorities).
CREATE FUNCTION "count_ticket_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "ticket_status_counts";
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO "ticket_status_counts" AS kept ("status", "priority", "count")
		SELECT "status", "priority", count(*) FROM new_rows
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("status", "priority") DO UPDATE SET "count" = kept."count" + excluded."count";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "ticket_status_counts" AS kept SET "count" = kept."count" - removed."n"
		FROM (SELECT "status", "priority", count(*) AS "n" FROM old_rows GROUP BY 1, 2) AS removed
		WHERE kept."status" = removed."status" AND kept."priority" = removed."priority";
	ELSE
		-- Each updated ticket leaves its old row (-1) and joins its new one (+1): they cancel out
		-- unless its status or priority changed, so most updates (a title, a new message's
		-- updated_at) write nothing.
		INSERT INTO "ticket_status_counts" AS kept ("status", "priority", "count")
		SELECT "status", "priority", sum("n") FROM (
			SELECT "status", "priority", 1 AS "n" FROM new_rows
			UNION ALL
			SELECT "status", "priority", -1 FROM old_rows
		) AS changes
		GROUP BY 1, 2 HAVING sum("n") <> 0 ORDER BY 1, 2
		ON CONFLICT ("status", "priority") DO UPDATE SET "count" = kept."count" + excluded."count";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "support_tickets_status_counts_insert" AFTER INSERT ON "support_tickets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_ticket_statuses"();
--> statement-breakpoint
CREATE TRIGGER "support_tickets_status_counts_delete" AFTER DELETE ON "support_tickets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_ticket_statuses"();
--> statement-breakpoint
CREATE TRIGGER "support_tickets_status_counts_update" AFTER UPDATE ON "support_tickets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_ticket_statuses"();
--> statement-breakpoint
CREATE TRIGGER "support_tickets_status_counts_truncate" AFTER TRUNCATE ON "support_tickets" FOR EACH STATEMENT EXECUTE FUNCTION "count_ticket_statuses"();
--> statement-breakpoint
INSERT INTO "ticket_status_counts" ("status", "priority", "count")
	SELECT "status", "priority", count(*) FROM "support_tickets" GROUP BY 1, 2;
