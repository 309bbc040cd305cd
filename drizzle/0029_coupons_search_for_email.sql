CREATE INDEX "coupons_code_trgm_idx" ON "coupons" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_for_email_trgm_idx" ON "coupons" USING gin ("for_email" gin_trgm_ops);