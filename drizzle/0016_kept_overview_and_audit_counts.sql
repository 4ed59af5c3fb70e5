CREATE TABLE "audit_log_actors" (
	"email" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log_counts" (
	"entity_type" text PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_week_counts" (
	"week" date NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_week_counts_week_source_status_pk" PRIMARY KEY("week","source","status")
);
--> statement-breakpoint
-- Written by hand: the console's Overview and Audit tabs read these small tables instead of
-- aggregating leads and the audit log on every render (docs/decisions/046-signed-in-render-cost.md).
-- Statement-level triggers with transition tables, as drizzle/0014: a bulk insert, update or
-- delete updates each kept row once. Every path that writes leads or audit_log (the app, the
-- form tables' triggers, a seed, psql) keeps them; an import (db:import) disables user
-- triggers and brings the exported rows of these tables with the others. The triggers are
-- created before the backfill: CREATE TRIGGER locks out writers to the table until this
-- migration commits, so no row is missed or counted twice between the two.
--
-- lead_week_counts: non-spam leads per UTC week (its Monday), source and status. A row whose
-- count falls to 0 stays: the Overview sums them, and a week holds at most 20 rows.
CREATE FUNCTION "count_lead_weeks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "lead_week_counts";
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO "lead_week_counts" AS kept ("week", "source", "status", "count")
		SELECT date_trunc('week', "created_at" AT TIME ZONE 'UTC')::date, "source", "status", count(*)
		FROM new_rows WHERE NOT "is_spam"
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("week", "source", "status") DO UPDATE SET "count" = kept."count" + excluded."count";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "lead_week_counts" AS kept SET "count" = kept."count" - removed."n"
		FROM (
			SELECT date_trunc('week', "created_at" AT TIME ZONE 'UTC')::date AS "week", "source", "status", count(*) AS "n"
			FROM old_rows WHERE NOT "is_spam" GROUP BY 1, 2, 3
		) AS removed
		WHERE kept."week" = removed."week" AND kept."source" = removed."source" AND kept."status" = removed."status";
	ELSE
		-- Each updated lead leaves its old row (-1) and joins its new one (+1): they cancel out
		-- unless its spam flag, source, status or week changed, so most updates write nothing.
		INSERT INTO "lead_week_counts" AS kept ("week", "source", "status", "count")
		SELECT "week", "source", "status", sum("n") FROM (
			SELECT date_trunc('week', "created_at" AT TIME ZONE 'UTC')::date AS "week", "source", "status", 1 AS "n"
			FROM new_rows WHERE NOT "is_spam"
			UNION ALL
			SELECT date_trunc('week', "created_at" AT TIME ZONE 'UTC')::date, "source", "status", -1
			FROM old_rows WHERE NOT "is_spam"
		) AS changes
		GROUP BY 1, 2, 3 HAVING sum("n") <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("week", "source", "status") DO UPDATE SET "count" = kept."count" + excluded."count";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "leads_week_counts_insert" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_weeks"();
--> statement-breakpoint
CREATE TRIGGER "leads_week_counts_delete" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_weeks"();
--> statement-breakpoint
-- PostgreSQL allows no column list (UPDATE OF …) on a trigger with transition tables: every
-- update of a lead fires it, and the function finds the moves.
CREATE TRIGGER "leads_week_counts_update" AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_weeks"();
--> statement-breakpoint
CREATE TRIGGER "leads_week_counts_truncate" AFTER TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION "count_lead_weeks"();
--> statement-breakpoint
INSERT INTO "lead_week_counts" ("week", "source", "status", "count")
	SELECT date_trunc('week', "created_at" AT TIME ZONE 'UTC')::date, "source", "status", count(*)
	FROM "leads" WHERE NOT "is_spam" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- audit_log_counts and audit_log_actors: entries per entity type, and every non-empty actor
-- address. audit_log is append-only (drizzle/0004 refuses UPDATE, DELETE and TRUNCATE), so
-- only an insert changes them; a truncate, possible only with that trigger disabled, empties them.
CREATE FUNCTION "count_audit_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "audit_log_counts";
		DELETE FROM "audit_log_actors";
	ELSE
		INSERT INTO "audit_log_counts" AS kept ("entity_type", "count")
		SELECT "entity_type", count(*) FROM new_rows GROUP BY 1 ORDER BY 1
		ON CONFLICT ("entity_type") DO UPDATE SET "count" = kept."count" + excluded."count";
		INSERT INTO "audit_log_actors" ("email")
		SELECT DISTINCT "actor_email" FROM new_rows WHERE "actor_email" <> '' ORDER BY 1
		ON CONFLICT ("email") DO NOTHING;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_counts_insert" AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_audit_log"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_counts_truncate" AFTER TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "count_audit_log"();
--> statement-breakpoint
INSERT INTO "audit_log_counts" ("entity_type", "count")
	SELECT "entity_type", count(*) FROM "audit_log" GROUP BY 1;
--> statement-breakpoint
INSERT INTO "audit_log_actors" ("email")
	SELECT DISTINCT "actor_email" FROM "audit_log" WHERE "actor_email" <> '';
