CREATE TABLE "content_drafts" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"published_version" integer,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"schedule_error" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "content_drafts_slug_unique" UNIQUE("kind","locale","slug"),
	CONSTRAINT "content_drafts_kind_check" CHECK (kind in ('insight', 'case_study')),
	CONSTRAINT "content_drafts_locale_check" CHECK (locale in ('en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"reason" text NOT NULL,
	"saved_by" text,
	"saved_by_name" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_kind_check" CHECK (kind in ('insight', 'case_study'))
);
--> statement-breakpoint
CREATE TABLE "content_slug_redirects" (
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"old_slug" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_slug_redirects_kind_locale_old_slug_pk" PRIMARY KEY("kind","locale","old_slug"),
	CONSTRAINT "content_slug_redirects_kind_check" CHECK (kind in ('insight', 'case_study'))
);
--> statement-breakpoint
ALTER TABLE "insights" DROP CONSTRAINT "insights_slug_unique";--> statement-breakpoint
ALTER TABLE "public_projects" DROP CONSTRAINT "public_projects_slug_unique";--> statement-breakpoint
ALTER TABLE "client_invitations" DROP CONSTRAINT "client_invitations_role_check";--> statement-breakpoint
ALTER TABLE "client_invitations" DROP CONSTRAINT "client_invitations_client_check";--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_role_check";--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_admin_client_check";--> statement-breakpoint
ALTER TABLE "insights" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "insights" ADD COLUMN "translation_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "insights" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "insights" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "insights" ADD COLUMN "social_image_url" text;--> statement-breakpoint
ALTER TABLE "public_projects" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "public_projects" ADD COLUMN "translation_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_saved_by_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_item_idx" ON "content_revisions" USING btree ("kind","item_id","version");--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_locale_slug_unique" UNIQUE("locale","slug");--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_translation_locale_unique" UNIQUE("translation_key","locale");--> statement-breakpoint
ALTER TABLE "public_projects" ADD CONSTRAINT "public_projects_locale_slug_unique" UNIQUE("locale","slug");--> statement-breakpoint
ALTER TABLE "public_projects" ADD CONSTRAINT "public_projects_translation_locale_unique" UNIQUE("translation_key","locale");--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_role_check" CHECK (role in ('admin', 'editor', 'client_admin', 'client_user'));--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_client_check" CHECK (("client_invitations"."role" in ('admin', 'editor')) = ("client_invitations"."client_id" is null));--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_locale_check" CHECK (locale in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_role_check" CHECK (role in ('admin', 'editor', 'client_admin', 'client_user'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_admin_client_check" CHECK ("profiles"."role" not in ('admin', 'editor') or "profiles"."client_id" is null);--> statement-breakpoint
ALTER TABLE "public_projects" ADD CONSTRAINT "public_projects_locale_check" CHECK (locale in ('en', 'fr'));