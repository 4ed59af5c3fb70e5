CREATE TABLE "newsletter_blocked_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"locale" text,
	"page" text,
	"consent_text" text,
	"actor_email" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_consent_events_kind_check" CHECK (kind in ('subscribe_requested', 'confirmation_sent', 'confirmed', 'preferences_changed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"send_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"lease_token" uuid,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_deliveries_send_id_subscriber_id_pk" PRIMARY KEY("send_id","subscriber_id"),
	CONSTRAINT "newsletter_deliveries_status_check" CHECK (status in ('queued', 'sending', 'sent', 'failed', 'dead', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insight_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"rate_per_second" integer NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" text,
	"created_by_email" text DEFAULT '' NOT NULL,
	"locked_until" timestamp with time zone,
	"lease_token" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "newsletter_sends_status_check" CHECK (status in ('sending', 'paused', 'complete')),
	CONSTRAINT "newsletter_sends_locale_check" CHECK (locale in ('en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriber_topics" (
	"subscriber_id" uuid NOT NULL,
	"capability_id" uuid NOT NULL,
	CONSTRAINT "newsletter_subscriber_topics_subscriber_id_capability_id_pk" PRIMARY KEY("subscriber_id","capability_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_key" text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL,
	"domain" text GENERATED ALWAYS AS (split_part(lower(email), '@', 2)) STORED NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"consent_text" text NOT NULL,
	"consent_page" text,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pending_since" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"spam_reason" text,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"unsubscribe_source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_status_check" CHECK (status in ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscribers_locale_check" CHECK (locale in ('en', 'fr')),
	CONSTRAINT "newsletter_subscribers_unsubscribe_source_check" CHECK (unsubscribe_source is null or unsubscribe_source in ('one_click', 'preferences', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_consent_events" ADD CONSTRAINT "newsletter_consent_events_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_send_id_newsletter_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_insight_id_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."insights"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber_topics" ADD CONSTRAINT "newsletter_subscriber_topics_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber_topics" ADD CONSTRAINT "newsletter_subscriber_topics_capability_id_capabilities_id_fk" FOREIGN KEY ("capability_id") REFERENCES "public"."capabilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_consent_events_subscriber_idx" ON "newsletter_consent_events" USING btree ("subscriber_id","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_status_idx" ON "newsletter_deliveries" USING btree ("send_id","status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_sends_insight_idx" ON "newsletter_sends" USING btree ("insight_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscriber_topics_capability_idx" ON "newsletter_subscriber_topics" USING btree ("capability_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key_idx" ON "newsletter_subscribers" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status","locale","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_domain_idx" ON "newsletter_subscribers" USING btree ("domain");