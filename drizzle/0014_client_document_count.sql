ALTER TABLE "clients" ADD COLUMN "document_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Written by hand: each client's number of documents, kept by the database so the Documents tab
-- need not count a large client's rows on every render (docs/decisions/046-signed-in-render-cost.md).
-- Statement-level triggers with transition tables: a bulk insert or delete updates each client
-- once. Every path that writes documents (the app, a seed, psql) keeps the count; an import
-- (db:import) disables user triggers and brings the exported counts with the rows.
UPDATE "clients" SET "document_count" = counted."n"
FROM (SELECT "client_id", count(*)::integer AS "n" FROM "documents" GROUP BY "client_id") AS counted
WHERE "clients"."id" = counted."client_id";
--> statement-breakpoint
CREATE FUNCTION "count_client_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "clients" SET "document_count" = 0 WHERE "document_count" <> 0;
	ELSIF TG_OP = 'INSERT' THEN
		UPDATE "clients" SET "document_count" = "document_count" + added."n"
		FROM (SELECT "client_id", count(*)::integer AS "n" FROM new_documents GROUP BY "client_id") AS added
		WHERE "clients"."id" = added."client_id";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "clients" SET "document_count" = "document_count" - removed."n"
		FROM (SELECT "client_id", count(*)::integer AS "n" FROM old_documents GROUP BY "client_id") AS removed
		WHERE "clients"."id" = removed."client_id";
	ELSE
		-- An update changes a count only for a document moved to another client.
		UPDATE "clients" SET "document_count" = "document_count" + moved."n"
		FROM (
			SELECT "client_id", sum("n")::integer AS "n" FROM (
				SELECT after."client_id", 1 AS "n" FROM new_documents AS after
				JOIN old_documents AS before ON before."id" = after."id" AND before."client_id" <> after."client_id"
				UNION ALL
				SELECT before."client_id", -1 FROM new_documents AS after
				JOIN old_documents AS before ON before."id" = after."id" AND before."client_id" <> after."client_id"
			) AS changes GROUP BY "client_id"
		) AS moved
		WHERE "clients"."id" = moved."client_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "documents_count_insert" AFTER INSERT ON "documents" REFERENCING NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION "count_client_documents"();
--> statement-breakpoint
CREATE TRIGGER "documents_count_delete" AFTER DELETE ON "documents" REFERENCING OLD TABLE AS old_documents FOR EACH STATEMENT EXECUTE FUNCTION "count_client_documents"();
--> statement-breakpoint
CREATE TRIGGER "documents_count_update" AFTER UPDATE ON "documents" REFERENCING OLD TABLE AS old_documents NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION "count_client_documents"();
--> statement-breakpoint
CREATE TRIGGER "documents_count_truncate" AFTER TRUNCATE ON "documents" FOR EACH STATEMENT EXECUTE FUNCTION "count_client_documents"();
