CREATE TABLE "subscription_stats" (
	"month" date NOT NULL,
	"resource_type" text NOT NULL,
	"status" text NOT NULL,
	"subscriptions" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_stats_month_resource_type_status_pk" PRIMARY KEY("month","resource_type","status")
);
--> statement-breakpoint
CREATE TABLE "user_stats" (
	"status" text PRIMARY KEY NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "contact_messages_submitted_at_idx";--> statement-breakpoint
DROP INDEX "subscriptions_created_on_idx";--> statement-breakpoint
DROP INDEX "users_created_on_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_submitted_at_id_idx" ON "contact_messages" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_created_on_id_idx" ON "subscriptions" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "users_created_on_id_idx" ON "users" USING btree ("created_on","id");