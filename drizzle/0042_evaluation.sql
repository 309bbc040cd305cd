CREATE TABLE "evaluation_certificates" (
	"certificate_id" text PRIMARY KEY NOT NULL,
	"return_bp" integer,
	"max_drawdown_bp" integer,
	"trading_days" integer,
	"mentor_name" text
);
--> statement-breakpoint
CREATE TABLE "program_evaluations" (
	"program_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"challenge_required" boolean DEFAULT true NOT NULL,
	"min_planned_trades" integer DEFAULT 0 NOT NULL,
	"sign_off_required" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_evaluations_trades_check" CHECK ("program_evaluations"."min_planned_trades" between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "certificates_kind_check";--> statement-breakpoint
ALTER TABLE "evaluation_certificates" ADD CONSTRAINT "evaluation_certificates_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_evaluations" ADD CONSTRAINT "program_evaluations_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_evaluations" ADD CONSTRAINT "program_evaluations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_evaluations_updated_by_idx" ON "program_evaluations" USING btree ("updated_by");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_kind_check" CHECK ("certificates"."kind" in ('course', 'sim_challenge', 'evaluation'));