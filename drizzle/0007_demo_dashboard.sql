CREATE TABLE "demo_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"company_name" text NOT NULL,
	"short_name" text NOT NULL,
	"sector" text NOT NULL,
	"headquarters" text NOT NULL,
	"website" text NOT NULL,
	"organisation_size" text NOT NULL,
	"client_since" text NOT NULL,
	"account_manager" text NOT NULL,
	"about" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"payment" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demo_client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demo_client_id" uuid NOT NULL,
	"number" text NOT NULL,
	"description" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"paid_on" date,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"tax_percent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_invoices_status_check" CHECK (status in ('paid', 'pending', 'overdue')),
	CONSTRAINT "demo_invoices_tax_check" CHECK (tax_percent between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "demo_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demo_client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"stage" text NOT NULL,
	"summary" text NOT NULL,
	"progress" integer NOT NULL,
	"timeline" text NOT NULL,
	"budget" text NOT NULL,
	"overview" jsonb NOT NULL,
	"assessment" jsonb NOT NULL,
	"proposal" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "demo_projects_progress_check" CHECK (progress between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "demo_contacts" ADD CONSTRAINT "demo_contacts_demo_client_id_demo_clients_id_fk" FOREIGN KEY ("demo_client_id") REFERENCES "public"."demo_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_invoices" ADD CONSTRAINT "demo_invoices_demo_client_id_demo_clients_id_fk" FOREIGN KEY ("demo_client_id") REFERENCES "public"."demo_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_projects" ADD CONSTRAINT "demo_projects_demo_client_id_demo_clients_id_fk" FOREIGN KEY ("demo_client_id") REFERENCES "public"."demo_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_clients_key_idx" ON "demo_clients" USING btree ("key");--> statement-breakpoint
CREATE INDEX "demo_contacts_client_idx" ON "demo_contacts" USING btree ("demo_client_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_invoices_number_idx" ON "demo_invoices" USING btree ("demo_client_id","number");--> statement-breakpoint
CREATE INDEX "demo_invoices_issued_idx" ON "demo_invoices" USING btree ("demo_client_id","issued_on");--> statement-breakpoint
CREATE INDEX "demo_projects_client_idx" ON "demo_projects" USING btree ("demo_client_id","sort_order");