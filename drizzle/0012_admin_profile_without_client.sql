-- Staff belong to no client (issue 23, point 5). An admin profile that carries a client id
-- anyway had it to no effect (an admin's home is the console, never a client's portal), so
-- the id is cleared rather than the role changed: nobody loses or gains access.
UPDATE "profiles" SET "client_id" = NULL, "updated_at" = now() WHERE "role" = 'admin' AND "client_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_admin_client_check" CHECK ("profiles"."role" <> 'admin' or "profiles"."client_id" is null);
