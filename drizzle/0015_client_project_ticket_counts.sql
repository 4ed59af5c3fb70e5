ALTER TABLE "clients" ADD COLUMN "project_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "ticket_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Written by hand: each client's number of projects and support tickets, kept by the database
-- like its documents (drizzle/0014), so the lists that page through them need not count a large
-- client's rows on every render (docs/decisions/046-signed-in-render-cost.md). One function now
-- keeps the three counts, the column named by its trigger; 0014's own function for documents
-- is replaced by it. Statement-level triggers with transition tables: a bulk insert or delete
-- updates each client once. Every path that writes these tables (the app, a seed, psql) keeps
-- the counts; an import (db:import) disables user triggers and brings the exported counts with
-- the rows. The triggers come before the backfill: CREATE TRIGGER locks out writers to each table
-- until this migration commits, so no row is missed or counted twice between the two.
-- TG_ARGV[0]: the column of "clients" that counts the rows of the table the trigger is on.
CREATE FUNCTION "count_client_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE counter text := TG_ARGV[0];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		EXECUTE format('UPDATE "clients" SET %1$I = 0 WHERE %1$I <> 0', counter);
	ELSIF TG_OP = 'INSERT' THEN
		EXECUTE format(
			'UPDATE "clients" SET %1$I = %1$I + added."n"
			FROM (SELECT "client_id", count(*)::integer AS "n" FROM new_rows GROUP BY "client_id") AS added
			WHERE "clients"."id" = added."client_id"', counter);
	ELSIF TG_OP = 'DELETE' THEN
		EXECUTE format(
			'UPDATE "clients" SET %1$I = %1$I - removed."n"
			FROM (SELECT "client_id", count(*)::integer AS "n" FROM old_rows GROUP BY "client_id") AS removed
			WHERE "clients"."id" = removed."client_id"', counter);
	ELSE
		-- An update changes a count only for a row moved to another client.
		EXECUTE format(
			'UPDATE "clients" SET %1$I = %1$I + moved."n"
			FROM (
				SELECT "client_id", sum("n")::integer AS "n" FROM (
					SELECT after."client_id", 1 AS "n" FROM new_rows AS after
					JOIN old_rows AS before ON before."id" = after."id" AND before."client_id" <> after."client_id"
					UNION ALL
					SELECT before."client_id", -1 FROM new_rows AS after
					JOIN old_rows AS before ON before."id" = after."id" AND before."client_id" <> after."client_id"
				) AS changes GROUP BY "client_id"
			) AS moved
			WHERE "clients"."id" = moved."client_id"', counter);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "documents_count_insert" ON "documents";
--> statement-breakpoint
DROP TRIGGER "documents_count_delete" ON "documents";
--> statement-breakpoint
DROP TRIGGER "documents_count_update" ON "documents";
--> statement-breakpoint
DROP TRIGGER "documents_count_truncate" ON "documents";
--> statement-breakpoint
DROP FUNCTION "count_client_documents"();
--> statement-breakpoint
CREATE TRIGGER "documents_count_insert" AFTER INSERT ON "documents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_client_rows"('document_count');
--> statement-breakpoint
CREATE TRIGGER "documents_count_delete" AFTER DELETE ON "documents" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_client_rows"('document_count');
--> statement-breakpoint
CREATE TRIGGER "documents_count_update" AFTER UPDATE ON "documents" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_client_rows"('document_count');
--> statement-breakpoint
CREATE TRIGGER "documents_count_truncate" AFTER TRUNCATE ON "documents" FOR EACH STATEMENT EXECUTE FUNCTION "count_client_rows"('document_count');
--> statement-breakpoint
CREATE TRIGGER "projects_count_insert" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_client_rows"('project_count');
--> statement-breakpoint
CREATE TRIGGER "projects_count_delete" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_client_rows"('project_count');
--> statement-breakpoint
CREATE TRIGGER "projects_count_update" AFTER UPDATE ON "projects" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_client_rows"('project_count');
--> statement-breakpoint
CREATE TRIGGER "projects_count_truncate" AFTER TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "count_client_rows"('project_count');
--> statement-breakpoint
CREATE TRIGGER "support_tickets_count_insert" AFTER INSERT ON "support_tickets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_client_rows"('ticket_count');
--> statement-breakpoint
CREATE TRIGGER "support_tickets_count_delete" AFTER DELETE ON "support_tickets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_client_rows"('ticket_count');
--> statement-breakpoint
CREATE TRIGGER "support_tickets_count_update" AFTER UPDATE ON "support_tickets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_client_rows"('ticket_count');
--> statement-breakpoint
CREATE TRIGGER "support_tickets_count_truncate" AFTER TRUNCATE ON "support_tickets" FOR EACH STATEMENT EXECUTE FUNCTION "count_client_rows"('ticket_count');
--> statement-breakpoint
UPDATE "clients" SET
	"document_count" = (SELECT count(*) FROM "documents" WHERE "documents"."client_id" = "clients"."id"),
	"project_count" = (SELECT count(*) FROM "projects" WHERE "projects"."client_id" = "clients"."id"),
	"ticket_count" = (SELECT count(*) FROM "support_tickets" WHERE "support_tickets"."client_id" = "clients"."id");
