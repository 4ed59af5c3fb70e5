CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "content_version_single_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
-- Written by hand: every write to the published content, by any path (the app, a seed, psql),
-- bumps the one content version and tells every listening instance, in the writer's own
-- transaction — NOTIFY is delivered only on commit. Statement-level: one bump per statement.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE next_version bigint;
BEGIN
	INSERT INTO "content_version" ("id", "version") VALUES (1, 1)
	ON CONFLICT ("id") DO UPDATE SET "version" = "content_version"."version" + 1
	RETURNING "version" INTO next_version;
	PERFORM pg_notify('content_changed', next_version::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sectors_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sectors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "capabilities_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "capabilities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "public_projects_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public_projects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "project_capabilities_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_capabilities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "content_types_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "insights_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "insights" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "insight_capabilities_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "insight_capabilities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
