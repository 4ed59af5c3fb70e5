ALTER TABLE "privacy_incidents" ADD COLUMN "notices_pending_reason" text;--> statement-breakpoint
-- Entries recorded before this column kept the reason as the risk assessment's last paragraph,
-- after a fixed marker (decision 072): moved into the column, the assessment left as it was typed.
UPDATE "privacy_incidents"
SET
  "notices_pending_reason" = substr(
    "risk_assessment",
    length("risk_assessment") - position(reverse(E'\n\nNotices not sent yet, because: ') in reverse("risk_assessment")) + 2
  ),
  "risk_assessment" = left(
    "risk_assessment",
    length("risk_assessment") - position(reverse(E'\n\nNotices not sent yet, because: ') in reverse("risk_assessment")) + 1 - length(E'\n\nNotices not sent yet, because: ')
  )
WHERE position(E'\n\nNotices not sent yet, because: ' in "risk_assessment") > 0;
