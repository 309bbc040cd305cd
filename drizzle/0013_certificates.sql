CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid,
	"learner_name" text NOT NULL,
	"program_title" text NOT NULL,
	"score" double precision,
	"issued_at" timestamp with time zone NOT NULL,
	"signature" text NOT NULL,
	"issued_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "entity_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_current_key" ON "certificates" USING btree ("user_id","program_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_user_id_idx" ON "certificates" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_program_id_idx" ON "certificates" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "certificates_issued_by_idx" ON "certificates" USING btree ("issued_by");--> statement-breakpoint
CREATE INDEX "certificates_issued_at_id_idx" ON "certificates" USING btree ("issued_at","id");