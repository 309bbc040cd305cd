CREATE TABLE "grievance_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" uuid,
	CONSTRAINT "grievances_status_check" CHECK ("grievances"."status" in ('open', 'answered'))
);
--> statement-breakpoint
CREATE TABLE "privacy_erasures" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erase_after" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "privacy_nominees" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"relationship" text NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_erasures" ADD CONSTRAINT "privacy_erasures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_nominees" ADD CONSTRAINT "privacy_nominees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_number_key" ON "grievances" USING btree ("number");--> statement-breakpoint
CREATE INDEX "grievances_filed_at_id_idx" ON "grievances" USING btree ("filed_at","id");--> statement-breakpoint
CREATE INDEX "grievances_user_id_idx" ON "grievances" USING btree ("user_id","filed_at");--> statement-breakpoint
CREATE INDEX "grievances_number_trgm_idx" ON "grievances" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "grievances_name_trgm_idx" ON "grievances" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "grievances_email_trgm_idx" ON "grievances" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "grievances_subject_trgm_idx" ON "grievances" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_erasures_token_hash_key" ON "privacy_erasures" USING btree ("token_hash");