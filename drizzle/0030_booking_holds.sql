CREATE TABLE "booking_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"blocked_start" timestamp with time zone NOT NULL,
	"blocked_end" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"client_key_hash" text NOT NULL,
	"visitor_zone" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_holds_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "booking_holds_times_check" CHECK (blocked_start <= starts_at and blocked_start < blocked_end)
);
--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_host_id_booking_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."booking_hosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_holds_host_start_idx" ON "booking_holds" USING btree ("host_id","blocked_start");--> statement-breakpoint
CREATE INDEX "booking_holds_client_idx" ON "booking_holds" USING btree ("client_key_hash");