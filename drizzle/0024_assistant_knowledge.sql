CREATE TABLE "chat_curated_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"question" text NOT NULL,
	"phrasings" text[] DEFAULT '{}'::text[] NOT NULL,
	"answer" text NOT NULL,
	"cite_path" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by_user_id" text,
	"updated_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "chat_curated_answers_locale_check" CHECK (locale in ('en', 'fr')),
	CONSTRAINT "chat_curated_answers_status_check" CHECK (status in ('active', 'retired'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "grounding" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "curated_answer_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "resolved_by_curated_answer_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_curated_answers" ADD CONSTRAINT "chat_curated_answers_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_curated_answers" ADD CONSTRAINT "chat_curated_answers_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_curated_answers_list_idx" ON "chat_curated_answers" USING btree ("locale","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_curated_answer_id_chat_curated_answers_id_fk" FOREIGN KEY ("curated_answer_id") REFERENCES "public"."chat_curated_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_resolved_by_curated_answer_id_chat_curated_answers_id_fk" FOREIGN KEY ("resolved_by_curated_answer_id") REFERENCES "public"."chat_curated_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_unanswered_idx" ON "chat_messages" USING btree ("created_at") WHERE grounding in ('weak', 'none') and resolved_at is null;--> statement-breakpoint
CREATE INDEX "chat_messages_curated_answer_idx" ON "chat_messages" USING btree ("curated_answer_id") WHERE curated_answer_id is not null;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_grounding_check" CHECK (grounding is null or grounding in ('answered', 'weak', 'none'));--> statement-breakpoint
-- Written by hand: a curated answer is part of the chat's knowledge, so a write to one is a
-- content change (as drizzle/0009's triggers): every instance rebuilds its chat knowledge.
CREATE TRIGGER "chat_curated_answers_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "chat_curated_answers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
