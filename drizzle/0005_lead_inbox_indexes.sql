CREATE TABLE "lead_counts" (
	"is_spam" boolean NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"has_owner" boolean NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_counts_is_spam_source_status_has_owner_pk" PRIMARY KEY("is_spam","source","status","has_owner")
);
--> statement-breakpoint
CREATE INDEX "leads_name_idx" ON "leads" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "leads_company_idx" ON "leads" USING btree (lower("company"),"id");--> statement-breakpoint
CREATE INDEX "leads_all_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_all_status_idx" ON "leads" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_all_source_idx" ON "leads" USING btree ("source","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The inbox's counts follow every insert, delete and change of a counted column of `leads`,
-- in the statement that makes it (a profile's deletion setting owner_profile_id to null too).
CREATE FUNCTION "leads_maintain_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD."is_spam" = NEW."is_spam" AND OLD."source" = NEW."source" AND OLD."status" = NEW."status"
     AND (OLD."owner_profile_id" IS NULL) = (NEW."owner_profile_id" IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "lead_counts" SET "count" = "count" - 1
      WHERE "is_spam" = OLD."is_spam" AND "source" = OLD."source" AND "status" = OLD."status"
        AND "has_owner" = (OLD."owner_profile_id" IS NOT NULL);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "lead_counts" ("is_spam", "source", "status", "has_owner", "count")
      VALUES (NEW."is_spam", NEW."source", NEW."status", NEW."owner_profile_id" IS NOT NULL, 1)
      ON CONFLICT ("is_spam", "source", "status", "has_owner") DO UPDATE SET "count" = "lead_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leads_maintain_counts" AFTER INSERT OR UPDATE OF "is_spam", "source", "status", "owner_profile_id" OR DELETE ON "leads" FOR EACH ROW EXECUTE FUNCTION "leads_maintain_counts"();--> statement-breakpoint
INSERT INTO "lead_counts" ("is_spam", "source", "status", "has_owner", "count")
  SELECT "is_spam", "source", "status", "owner_profile_id" IS NOT NULL, count(*) FROM "leads" GROUP BY 1, 2, 3, 4;
