ALTER TABLE "privacy_incidents" ADD COLUMN "notices_pending_reason" text;--> statement-breakpoint
-- Entries recorded before this column kept the reason as the risk assessment's last paragraph,
-- after a fixed marker (decision 072): moved into the column, the assessment left as it was typed.
-- `cut` is where the last marker starts (counting from 1), as the marker's `lastIndexOf` found it.
WITH "marker" AS (SELECT E'\n\nNotices not sent yet, because: ' AS "text"),
"split" AS (
  SELECT i."id", m."text",
    length(i."risk_assessment") - position(reverse(m."text") in reverse(i."risk_assessment"))
      - length(m."text") + 2 AS "cut"
  FROM "privacy_incidents" i, "marker" m
  WHERE position(m."text" in i."risk_assessment") > 0
)
UPDATE "privacy_incidents" i
SET
  "notices_pending_reason" = substr(i."risk_assessment", s."cut" + length(s."text")),
  "risk_assessment" = left(i."risk_assessment", s."cut" - 1)
FROM "split" s
WHERE i."id" = s."id";
