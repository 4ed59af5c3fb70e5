CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_dimension_key_pk" PRIMARY KEY("day","dimension","key"),
	CONSTRAINT "analytics_daily_dimension_check" CHECK (dimension in ('total', 'page', 'source', 'campaign', 'landing', 'form', 'funnel', 'device'))
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"label" text,
	CONSTRAINT "analytics_events_kind_check" CHECK (kind in ('page_view', 'conversion', 'funnel_step')),
	CONSTRAINT "analytics_events_locale_check" CHECK (locale in ('en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"visitor_key" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"landing_page" text NOT NULL,
	"locale" text NOT NULL,
	"source" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"device" text NOT NULL,
	CONSTRAINT "analytics_sessions_locale_check" CHECK (locale in ('en', 'fr')),
	CONSTRAINT "analytics_sessions_device_check" CHECK (device in ('desktop', 'mobile', 'tablet', 'other'))
);
--> statement-breakpoint
ALTER TABLE "blueprint_leads" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "blueprint_leads" ADD COLUMN "traffic_source" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "traffic_source" text;--> statement-breakpoint
ALTER TABLE "get_started_requests" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "get_started_requests" ADD COLUMN "traffic_source" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "traffic_source" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_session_id_analytics_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."analytics_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_session_idx" ON "analytics_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "analytics_sessions_visitor_idx" ON "analytics_sessions" USING btree ("visitor_key","last_seen_at");--> statement-breakpoint
CREATE INDEX "analytics_sessions_started_idx" ON "analytics_sessions" USING btree ("started_at");