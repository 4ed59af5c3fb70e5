-- Trigram indexes make the console's "search by name, email or company" an index lookup.
-- pg_trgm is a trusted extension (PostgreSQL 13+); the embedded database loads it in its worker.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_profile_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"interest" text,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_profile_id" uuid,
	"is_spam" boolean DEFAULT false NOT NULL,
	"spam_reason" text,
	"staff_notified" boolean DEFAULT true NOT NULL,
	"email_key" text GENERATED ALWAYS AS (lower(email)) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(full_name || ' ' || email || ' ' || coalesce(company, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_source_source_id_key" UNIQUE("source","source_id"),
	CONSTRAINT "leads_source_check" CHECK (source in ('blueprint', 'contact', 'get_started', 'job_application', 'chat')),
	CONSTRAINT "leads_status_check" CHECK (status in ('new', 'contacted', 'qualified', 'converted'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_user_id_user_id_fk";
--> statement-breakpoint
DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_profile_id_profiles_id_fk" FOREIGN KEY ("author_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_id_idx" ON "lead_notes" USING btree ("lead_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("is_spam","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("is_spam","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_source_idx" ON "leads" USING btree ("is_spam","source","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_email_key_idx" ON "leads" USING btree ("email_key","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_profile_id");--> statement-breakpoint
CREATE INDEX "leads_search_text_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_idx" ON "audit_log" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_tickets_created_at_idx" ON "support_tickets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- The inbox: every stored submission has its row, written by the statement that stores it.
CREATE FUNCTION "blueprint_leads_to_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "leads" ("source", "source_id", "full_name", "email", "company", "interest", "status", "is_spam", "spam_reason", "staff_notified", "created_at")
  VALUES ('blueprint', NEW."id", NEW."full_name", NEW."email", NEW."company_name", NEW."primary_interest", NEW."status", NEW."is_spam", NEW."spam_reason", NOT NEW."is_spam", NEW."created_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blueprint_leads_to_leads" AFTER INSERT ON "blueprint_leads" FOR EACH ROW EXECUTE FUNCTION "blueprint_leads_to_leads"();--> statement-breakpoint
INSERT INTO "leads" ("source", "source_id", "full_name", "email", "company", "interest", "status", "is_spam", "spam_reason", "staff_notified", "created_at")
  SELECT 'blueprint', NEW."id", NEW."full_name", NEW."email", NEW."company_name", NEW."primary_interest", NEW."status", NEW."is_spam", NEW."spam_reason", NOT NEW."is_spam", NEW."created_at" FROM "blueprint_leads" AS NEW;--> statement-breakpoint
CREATE FUNCTION "contact_requests_to_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "leads" ("source", "source_id", "full_name", "email", "company", "interest", "status", "is_spam", "spam_reason", "staff_notified", "created_at")
  VALUES ('contact', NEW."id", NEW."first_name" || ' ' || NEW."last_name", NEW."email", NEW."company", NEW."interest", NEW."status", NEW."is_spam", NEW."spam_reason", NOT NEW."is_spam", NEW."created_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "contact_requests_to_leads" AFTER INSERT ON "contact_requests" FOR EACH ROW EXECUTE FUNCTION "contact_requests_to_leads"();--> statement-breakpoint
INSERT INTO "leads" ("source", "source_id", "full_name", "email", "company", "interest", "status", "is_spam", "spam_reason", "staff_notified", "created_at")
  SELECT 'contact', NEW."id", NEW."first_name" || ' ' || NEW."last_name", NEW."email", NEW."company", NEW."interest", NEW."status", NEW."is_spam", NEW."spam_reason", NOT NEW."is_spam", NEW."created_at" FROM "contact_requests" AS NEW;--> statement-breakpoint
CREATE FUNCTION "get_started_requests_to_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "leads" ("source", "source_id", "full_name", "email", "company", "interest", "status", "is_spam", "spam_reason", "staff_notified", "created_at")
  VALUES ('get_started', NEW."id", NEW."first_name" || ' ' || NEW."last_name", NEW."email", NEW."company", NEW."primary_interest", NEW."status", NEW."is_spam", NEW."spam_reason", NOT NEW."is_spam", NEW."created_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "get_started_requests_to_leads" AFTER INSERT ON "get_started_requests" FOR EACH ROW EXECUTE FUNCTION "get_started_requests_to_leads"();--> statement-breakpoint
INSERT INTO "leads" ("source", "source_id", "full_name", "email", "company", "interest", "status", "is_spam", "spam_reason", "staff_notified", "created_at")
  SELECT 'get_started', NEW."id", NEW."first_name" || ' ' || NEW."last_name", NEW."email", NEW."company", NEW."primary_interest", NEW."status", NEW."is_spam", NEW."spam_reason", NOT NEW."is_spam", NEW."created_at" FROM "get_started_requests" AS NEW;--> statement-breakpoint
CREATE FUNCTION "job_applications_to_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "leads" ("source", "source_id", "full_name", "email", "company", "interest", "status", "is_spam", "spam_reason", "staff_notified", "created_at")
  VALUES ('job_application', NEW."id", NEW."first_name" || ' ' || NEW."last_name", NEW."email", NULL, NEW."job_title", NEW."status", NEW."is_spam", NEW."spam_reason", NOT NEW."is_spam", NEW."created_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_to_leads" AFTER INSERT ON "job_applications" FOR EACH ROW EXECUTE FUNCTION "job_applications_to_leads"();--> statement-breakpoint
INSERT INTO "leads" ("source", "source_id", "full_name", "email", "company", "interest", "status", "is_spam", "spam_reason", "staff_notified", "created_at")
  SELECT 'job_application', NEW."id", NEW."first_name" || ' ' || NEW."last_name", NEW."email", NULL, NEW."job_title", NEW."status", NEW."is_spam", NEW."spam_reason", NOT NEW."is_spam", NEW."created_at" FROM "job_applications" AS NEW;--> statement-breakpoint
-- The audit log is append-only, whatever the application does.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
