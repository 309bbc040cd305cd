ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('pending', 'active', 'rejected', 'refunded'));--> statement-breakpoint
-- Subscriptions a full refund ended before 'refunded' existed (ADR 061) say so now; the stats
-- triggers (migration 0006) move their counts.
UPDATE "subscriptions" SET "status" = 'refunded', "updated_on" = now()
WHERE "status" = 'rejected'
  AND EXISTS (
    SELECT 1 FROM "payments"
    WHERE "payments"."subscription_id" = "subscriptions"."id" AND "payments"."status" = 'refunded'
  );
