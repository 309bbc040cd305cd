CREATE TABLE "lead_coupons" (
	"email" text NOT NULL,
	"program_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_coupons_email_program_id_pk" PRIMARY KEY("email","program_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"course" text,
	"program_id" uuid,
	"source_page" text,
	"consent_to_contact" boolean NOT NULL,
	"status" text NOT NULL,
	"contacted_at" timestamp with time zone,
	"contacted_by" uuid,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribe_token" text,
	"unsubscribed_at" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('offer', 'newsletter')),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'unconfirmed', 'subscribed', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "for_email" text;--> statement-breakpoint
ALTER TABLE "lead_coupons" ADD CONSTRAINT "lead_coupons_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_coupons" ADD CONSTRAINT "lead_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contacted_by_users_id_fk" FOREIGN KEY ("contacted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_kind_email_key" ON "leads" USING btree ("kind","email");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_confirm_token_hash_key" ON "leads" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_unsubscribe_token_key" ON "leads" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "leads_created_on_id_idx" ON "leads" USING btree ("created_on","id");;--> statement-breakpoint
-- Hand-written (ADR 059): the sign-ups taken so far become leads before their tables go. They
-- were single opt-in, so newsletter addresses count as subscribed; offer claims asked to be called.
INSERT INTO "leads" ("kind", "email", "consent_to_contact", "status", "created_on")
  SELECT 'newsletter', "email", false, 'subscribed', "created_on" FROM "newsletter_signups";--> statement-breakpoint
INSERT INTO "leads" ("kind", "email", "name", "course", "program_id", "consent_to_contact", "status", "created_on")
  SELECT 'offer', o."email", o."name", o."course", p."id", true, 'new', o."created_on"
  FROM "offer_signups" o
  LEFT JOIN "programs" p ON p."slug" = CASE o."course"
    WHEN 'Financial Literacy' THEN 'financial-literacy'
    WHEN 'Pro Trader' THEN 'pro-trader'
    WHEN 'Swing Trader' THEN 'swing-trader'
    WHEN 'Wealth Management' THEN 'wealth-management' END;--> statement-breakpoint
DROP TABLE "newsletter_signups" CASCADE;--> statement-breakpoint
DROP TABLE "offer_signups" CASCADE;
