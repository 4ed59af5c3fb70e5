CREATE TABLE "acknowledgement_quota" (
	"address" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_token" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dead_reason" text;