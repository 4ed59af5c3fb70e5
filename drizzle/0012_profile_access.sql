-- docs/access-audit.md § 6. A self sign-up that confirmed its address and waits for staff to attach it to a
-- client (point 6). Today's waiting accounts are those that confirmed, have no client, are
-- not staff and were never removed from a client's team (portal.revoke_access): they count
-- as waiting since they signed up.
ALTER TABLE "profiles" ADD COLUMN "access_requested_at" timestamp with time zone;--> statement-breakpoint
UPDATE "profiles" SET "access_requested_at" = "profiles"."created_at"
FROM "user"
WHERE "user"."id" = "profiles"."user_id" AND "user"."email_verified" AND "profiles"."role" <> 'admin' AND "profiles"."client_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "audit_log" WHERE "audit_log"."action" = 'portal.revoke_access' AND "audit_log"."entity_id" = "profiles"."id"::text);--> statement-breakpoint
-- Staff belong to no client (point 5). An admin profile that carries a client id anyway had
-- it to no effect (an admin's home is the console, never a client's portal), so the id is
-- cleared rather than the role changed: nobody loses or gains access.
UPDATE "profiles" SET "client_id" = NULL, "updated_at" = now() WHERE "role" = 'admin' AND "client_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_admin_client_check" CHECK ("profiles"."role" <> 'admin' or "profiles"."client_id" is null);
