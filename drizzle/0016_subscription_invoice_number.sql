ALTER TABLE "subscriptions" ADD COLUMN "invoice_number" text;--> statement-breakpoint
-- Subscriptions already paid online keep their invoice number (issue 13).
UPDATE "subscriptions" AS s SET "invoice_number" = i."number"
FROM "payments" AS p JOIN "invoices" AS i ON i."payment_id" = p."id" AND i."kind" = 'invoice'
WHERE p."subscription_id" = s."id" AND p."status" IN ('paid', 'partially_refunded', 'refunded');
