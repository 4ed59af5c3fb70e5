-- Written by hand. The inbox's lead_counts (drizzle/0005) follow each inserted, updated and
-- deleted lead through a row-level trigger, which a TRUNCATE does not fire: after one (psql, or
-- a cascade from another table's), the counts kept the leads it removed. A statement-level
-- trigger empties them, as the kept counts of drizzle/0016 and 0017 do.
CREATE FUNCTION "leads_truncate_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "lead_counts";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "leads_truncate_counts" AFTER TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION "leads_truncate_counts"();
--> statement-breakpoint
-- Counted afresh, in case a truncate already left them wrong: writers wait (the lock lasts until
-- the migrations commit), so no lead is counted twice or missed between the delete and the count.
LOCK TABLE "leads" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
DELETE FROM "lead_counts";
--> statement-breakpoint
INSERT INTO "lead_counts" ("is_spam", "source", "status", "has_owner", "count")
	SELECT "is_spam", "source", "status", "owner_profile_id" IS NOT NULL, count(*) FROM "leads" GROUP BY 1, 2, 3, 4;
