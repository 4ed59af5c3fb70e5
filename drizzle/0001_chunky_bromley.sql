CREATE TABLE "acknowledgement_quota" (
	"address" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone[] NOT NULL
);
