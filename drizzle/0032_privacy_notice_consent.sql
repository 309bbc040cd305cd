CREATE TABLE "breaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discovered_at" timestamp with time zone NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"data_nature" text NOT NULL,
	"categories" text NOT NULL,
	"people_affected" integer NOT NULL,
	"measures" text NOT NULL,
	"risks" text NOT NULL,
	"contact" text NOT NULL,
	"reported_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"action" text NOT NULL,
	"notice_version" integer NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_events_purpose_check" CHECK ("consent_events"."purpose" in ('marketing_email', 'leaderboard_name', 'privacy_notice')),
	CONSTRAINT "consent_events_action_check" CHECK ("consent_events"."action" in ('granted', 'withdrawn', 'acknowledged'))
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_user_id_purpose_pk" PRIMARY KEY("user_id","purpose"),
	CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('marketing_email', 'leaderboard_name'))
);
--> statement-breakpoint
CREATE TABLE "guardian_consents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"guardian_name" text NOT NULL,
	"guardian_email" text NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_ip" text
);
--> statement-breakpoint
CREATE TABLE "notice_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"effective_date" date NOT NULL,
	"material" boolean NOT NULL,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guardian_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notice_version_acknowledged" integer;--> statement-breakpoint
ALTER TABLE "breaches" ADD CONSTRAINT "breaches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breaches_discovered_at_idx" ON "breaches" USING btree ("discovered_at");--> statement-breakpoint
CREATE INDEX "consent_events_user_id_created_at_idx" ON "consent_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_events_purpose_version_idx" ON "consent_events" USING btree ("purpose","notice_version");--> statement-breakpoint
CREATE INDEX "consents_purpose_granted_idx" ON "consents" USING btree ("purpose","granted");--> statement-breakpoint
-- The consent log is append-only (DPDP s.6(10): the proof of consent): no row is ever rewritten.
-- Rows still go with their account (on delete cascade), as the erasure of an account requires.
CREATE FUNCTION consent_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent_events is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER consent_events_no_update BEFORE UPDATE ON consent_events
  FOR EACH ROW EXECUTE FUNCTION consent_events_append_only();
