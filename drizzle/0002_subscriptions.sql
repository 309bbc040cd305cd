CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_path" text,
	"offering_type" text NOT NULL,
	"actual_price" integer DEFAULT 0 NOT NULL,
	"offer_price" integer DEFAULT 0 NOT NULL,
	"availability" text DEFAULT 'no' NOT NULL,
	"html_content" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_offering_type_check" CHECK ("services"."offering_type" in ('PAID', 'FREE')),
	CONSTRAINT "services_availability_check" CHECK ("services"."availability" in ('yes', 'no')),
	CONSTRAINT "services_prices_check" CHECK ("services"."actual_price" >= 0 and "services"."offer_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"resource_title" text NOT NULL,
	"offer_price" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_resource_type_check" CHECK ("subscriptions"."resource_type" in ('program', 'service')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('pending', 'active', 'rejected')),
	CONSTRAINT "subscriptions_offer_price_check" CHECK ("subscriptions"."offer_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "services_slug_key" ON "services" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_current_key" ON "subscriptions" USING btree ("user_id","resource_type","resource_id") WHERE "subscriptions"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "subscriptions_user_created_idx" ON "subscriptions" USING btree ("user_id","created_on");--> statement-breakpoint
CREATE INDEX "subscriptions_resource_idx" ON "subscriptions" USING btree ("resource_type","resource_id");--> statement-breakpoint
CREATE INDEX "subscriptions_created_on_idx" ON "subscriptions" USING btree ("created_on");