CREATE TABLE "chat_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"conversation_id" uuid,
	"message_id" uuid,
	"stored_file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"extracted_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_attachments_kind_check" CHECK (kind in ('document', 'image'))
);
--> statement-breakpoint
CREATE TABLE "chat_provider_usage" (
	"day" text PRIMARY KEY NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "started_on_path" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_name" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_email" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_organisation" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "handed_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "message_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "last_message_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "intent" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "provider_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_stored_file_id_stored_files_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_session_id_idx" ON "chat_attachments" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_attachments_conversation_id_idx" ON "chat_attachments" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_attachments_stored_file_id_idx" ON "chat_attachments" USING btree ("stored_file_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_last_message_at_idx" ON "chat_conversations" USING btree ("last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_scheduled_slot_idx" ON "outbox" USING btree ("kind",("payload"->>'slot')) WHERE ("outbox"."payload"->>'slot') is not null;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_status_check" CHECK (status in ('open', 'handed_off'));