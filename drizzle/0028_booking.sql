-- Booking (decision 068). btree_gist lets one exclusion constraint compare a host's id by
-- equality and a time range by overlap: it is a trusted extension (PostgreSQL 13+), and the
-- embedded database loads it in its worker (app/server/db/pglite-worker.mjs).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "booking_hosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid,
	"display_name" text NOT NULL,
	"email" text NOT NULL,
	"zone" text NOT NULL,
	"weekly_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"interval_minutes" integer DEFAULT 30 NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 240 NOT NULL,
	"window_days" integer DEFAULT 21 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_hosts_rules_check" CHECK (duration_minutes between 5 and 240 and interval_minutes between 5 and 240
        and buffer_before_minutes between 0 and 240 and buffer_after_minutes between 0 and 240
        and minimum_notice_minutes between 0 and 20160 and window_days between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"lead_id" uuid,
	"visitor_name" text NOT NULL,
	"visitor_email" text NOT NULL,
	"organisation" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"visitor_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_start" timestamp with time zone NOT NULL,
	"blocked_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"manage_token_hash" text NOT NULL,
	"idempotency_key" text,
	"assignment_reason" text NOT NULL,
	"no_show" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_manage_token_hash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_status_check" CHECK (status in ('confirmed', 'cancelled')),
	CONSTRAINT "bookings_times_check" CHECK (starts_at < ends_at and blocked_start <= starts_at and blocked_end >= ends_at)
);
--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD CONSTRAINT "booking_hosts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_booking_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."booking_hosts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_host_start_idx" ON "bookings" USING btree ("host_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
-- Never two confirmed meetings of one host whose times, buffers included, overlap: a meeting of
-- any length, booked by any instance at the same moment, loses with 23P01 instead of passing.
-- Drizzle's schema cannot state an exclusion constraint, so it lives here only.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
	"host_id" WITH =,
	tstzrange("blocked_start", "blocked_end", '[)') WITH &&
) WHERE ("status" = 'confirmed');