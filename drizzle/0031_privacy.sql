CREATE TABLE "privacy_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL,
	"consent_text" text NOT NULL,
	"notice_version" text NOT NULL,
	"locale" text NOT NULL,
	"form" text NOT NULL,
	"subject_table" text,
	"subject_id" uuid,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_via" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_consents_purpose_check" CHECK (purpose in ('newsletter', 'keep_resume')),
	CONSTRAINT "privacy_consents_locale_check" CHECK (locale in ('en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "privacy_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"personal_information" text NOT NULL,
	"circumstances" text NOT NULL,
	"occurred_on" text NOT NULL,
	"discovered_on" date NOT NULL,
	"persons_affected" integer NOT NULL,
	"risk_assessment" text NOT NULL,
	"serious_risk" boolean DEFAULT false NOT NULL,
	"commission_notified_on" date,
	"persons_notified_on" date,
	"public_notice" text,
	"measures" text NOT NULL,
	"retain_until" date NOT NULL,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_incidents_persons_check" CHECK (persons_affected >= 0)
);
--> statement-breakpoint
CREATE TABLE "privacy_legal_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_key" text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL,
	"reason" text NOT NULL,
	"placed_by_email" text NOT NULL,
	"released_at" timestamp with time zone,
	"released_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"user_id" text,
	"client_key_hash" text,
	"received_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"extended_due_at" timestamp with time zone,
	"extension_reason" text,
	"extension_notified_at" timestamp with time zone,
	"handler_email" text,
	"outcome" text,
	"refusal_reason" text,
	"refusal_recourse" text,
	"closed_at" timestamp with time zone,
	"export_file_id" uuid,
	"export_token_hash" text,
	"export_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_export_token_hash_unique" UNIQUE("export_token_hash"),
	CONSTRAINT "privacy_requests_kind_check" CHECK (kind in ('access', 'portability', 'rectification', 'erasure', 'withdraw_consent', 'complaint')),
	CONSTRAINT "privacy_requests_status_check" CHECK (status in ('unverified', 'verified', 'in_progress', 'completed', 'refused')),
	CONSTRAINT "privacy_requests_locale_check" CHECK (locale in ('en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "privacy_suppressions" (
	"email_hmac" text PRIMARY KEY NOT NULL,
	"request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_export_file_id_stored_files_id_fk" FOREIGN KEY ("export_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_consents_email_key_idx" ON "privacy_consents" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "privacy_consents_subject_idx" ON "privacy_consents" USING btree ("subject_table","subject_id");--> statement-breakpoint
CREATE INDEX "privacy_incidents_discovered_idx" ON "privacy_incidents" USING btree ("discovered_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "privacy_legal_holds_email_key_idx" ON "privacy_legal_holds" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_email_key_idx" ON "privacy_requests" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");--> statement-breakpoint
-- The audit log stays append-only, with one exception (decision 072): an erasure at the
-- person's request may blank what an entry says about them, inside a transaction that set
-- app.privacy_erasure. The entry itself, its action, subject type, time and actor account stay.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('app.privacy_erasure', true), '') = 'on'
     AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.entity_type = OLD.entity_type
     AND NEW.created_at = OLD.created_at
     AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;--> statement-breakpoint
-- An incident's entry is kept until retain_until: never deleted before, never shortened.
CREATE FUNCTION "privacy_incidents_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.retain_until > current_date THEN
      RAISE EXCEPTION 'privacy incident % is kept until %', OLD.id, OLD.retain_until;
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.retain_until < OLD.retain_until THEN
    RAISE EXCEPTION 'privacy incident % cannot be kept for less time', OLD.id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "privacy_incidents_no_early_delete" BEFORE UPDATE OR DELETE ON "privacy_incidents" FOR EACH ROW EXECUTE FUNCTION "privacy_incidents_kept"();
