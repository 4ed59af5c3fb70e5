ALTER TABLE "blueprint_leads" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "get_started_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "preferred_locale" text;--> statement-breakpoint
ALTER TABLE "blueprint_leads" ADD CONSTRAINT "blueprint_leads_locale_check" CHECK (locale in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_locale_check" CHECK (locale in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_locale_check" CHECK (locale in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "get_started_requests" ADD CONSTRAINT "get_started_requests_locale_check" CHECK (locale in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_locale_check" CHECK (locale in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_preferred_locale_check" CHECK ("profiles"."preferred_locale" is null or "profiles"."preferred_locale" in ('en', 'fr'));