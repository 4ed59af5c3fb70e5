CREATE TABLE "booking_busy_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_busy_times_times_check" CHECK (starts_at < ends_at)
);
--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD COLUMN "feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD COLUMN "busy_source_url" text;--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD COLUMN "busy_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD COLUMN "busy_sync_error" text;--> statement-breakpoint
ALTER TABLE "booking_busy_times" ADD CONSTRAINT "booking_busy_times_host_id_booking_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."booking_hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_busy_times_host_start_idx" ON "booking_busy_times" USING btree ("host_id","starts_at");--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD CONSTRAINT "booking_hosts_feed_token_hash_unique" UNIQUE("feed_token_hash");