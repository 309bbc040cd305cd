ALTER TABLE "invoices" DROP CONSTRAINT "invoices_sum_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_legal_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_city" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_pincode" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "round_off" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_legal_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_address" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_city" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_pincode" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_round_off_check" CHECK ("invoices"."round_off" between -1 and 1 and "invoices"."discount_value" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sum_check" CHECK ("invoices"."taxable_value" + "invoices"."cgst" + "invoices"."sgst" + "invoices"."igst" + "invoices"."round_off" = "invoices"."total");