CREATE TABLE "privacy_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"estimate" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"storage_key" text,
	"size_bytes" integer,
	CONSTRAINT "privacy_exports_status_check" CHECK ("privacy_exports"."status" in ('preparing', 'ready', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "privacy_exports" ADD CONSTRAINT "privacy_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_exports_status_idx" ON "privacy_exports" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "privacy_exports_user_idx" ON "privacy_exports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "privacy_erasures_pending_idx" ON "privacy_erasures" USING btree ("erase_after") WHERE "privacy_erasures"."erased_at" is null and "privacy_erasures"."cancelled_at" is null;