ALTER TABLE "payments" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flag_note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_flag_check" CHECK ("payments"."flag" is null or "payments"."flag" in ('paid_twice', 'coupon_lost', 'amount_mismatch'));--> statement-breakpoint
-- Payments already flagged as paid twice (ADR 029) keep their note where the admin now sees it (ADR 055).
UPDATE "payments" SET "flag" = 'paid_twice', "flag_note" = "failure_reason" WHERE "status" = 'superseded' AND "razorpay_payment_id" IS NOT NULL;
