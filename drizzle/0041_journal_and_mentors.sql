CREATE TABLE "journal_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trade_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_id" uuid NOT NULL,
	"by_mentor" boolean NOT NULL,
	"body" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_pictures" (
	"trade_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_plans" (
	"account_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"product" text NOT NULL,
	"plan" text NOT NULL,
	"planned_stop" bigint,
	"planned_target" bigint,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_plans_account_id_symbol_product_pk" PRIMARY KEY("account_id","symbol","product")
);
--> statement-breakpoint
CREATE TABLE "journal_program_lists" (
	"program_id" uuid PRIMARY KEY NOT NULL,
	"setups" text[] DEFAULT '{}'::text[] NOT NULL,
	"mistakes" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid,
	"source" text NOT NULL,
	"sim_account_id" uuid,
	"closing_order_id" uuid,
	"symbol" text NOT NULL,
	"product" text,
	"side" text NOT NULL,
	"quantity" integer NOT NULL,
	"entry_date" date NOT NULL,
	"exit_date" date NOT NULL,
	"entry_price" bigint NOT NULL,
	"exit_price" bigint NOT NULL,
	"entry_value" bigint NOT NULL,
	"exit_value" bigint NOT NULL,
	"brokerage" bigint NOT NULL,
	"pnl" bigint NOT NULL,
	"mae" bigint,
	"mfe" bigint,
	"fills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"setup" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"plan_saved_at" timestamp with time zone,
	"plan_before_entry" boolean DEFAULT false NOT NULL,
	"planned_stop" bigint,
	"planned_target" bigint,
	"management" text DEFAULT '' NOT NULL,
	"emotions" text DEFAULT '' NOT NULL,
	"mistakes" text[] DEFAULT '{}'::text[] NOT NULL,
	"lesson" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_trades_source_check" CHECK ("journal_trades"."source" in ('simulator', 'manual')),
	CONSTRAINT "journal_trades_side_check" CHECK ("journal_trades"."side" in ('long', 'short')),
	CONSTRAINT "journal_trades_values_check" CHECK ("journal_trades"."quantity" > 0 and "journal_trades"."entry_price" > 0 and "journal_trades"."exit_price" > 0 and "journal_trades"."brokerage" >= 0 and "journal_trades"."exit_date" >= "journal_trades"."entry_date"),
	CONSTRAINT "journal_trades_source_account_check" CHECK (("journal_trades"."source" = 'manual' and "journal_trades"."sim_account_id" is null) or ("journal_trades"."source" = 'simulator' and "journal_trades"."sim_account_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "mentor_assignments" (
	"program_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"assigned_by" uuid,
	"signed_off_at" timestamp with time zone,
	"signed_off_by" uuid,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_assignments_program_id_learner_id_pk" PRIMARY KEY("program_id","learner_id")
);
--> statement-breakpoint
CREATE TABLE "weekly_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"mentor_id" uuid,
	"week_start" date NOT NULL,
	"rules_followed" boolean NOT NULL,
	"risk_per_trade" boolean NOT NULL,
	"journal_kept" boolean NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_comments" ADD CONSTRAINT "journal_comments_trade_id_journal_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."journal_trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_comments" ADD CONSTRAINT "journal_comments_parent_id_journal_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journal_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_comments" ADD CONSTRAINT "journal_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_pictures" ADD CONSTRAINT "journal_pictures_trade_id_journal_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."journal_trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_plans" ADD CONSTRAINT "journal_plans_account_id_sim_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sim_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_program_lists" ADD CONSTRAINT "journal_program_lists_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_trades" ADD CONSTRAINT "journal_trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_trades" ADD CONSTRAINT "journal_trades_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_trades" ADD CONSTRAINT "journal_trades_sim_account_id_sim_accounts_id_fk" FOREIGN KEY ("sim_account_id") REFERENCES "public"."sim_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_trades" ADD CONSTRAINT "journal_trades_closing_order_id_sim_orders_id_fk" FOREIGN KEY ("closing_order_id") REFERENCES "public"."sim_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_assignments" ADD CONSTRAINT "mentor_assignments_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_assignments" ADD CONSTRAINT "mentor_assignments_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_assignments" ADD CONSTRAINT "mentor_assignments_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_assignments" ADD CONSTRAINT "mentor_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_assignments" ADD CONSTRAINT "mentor_assignments_signed_off_by_users_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_reviews" ADD CONSTRAINT "weekly_reviews_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_reviews" ADD CONSTRAINT "weekly_reviews_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_reviews" ADD CONSTRAINT "weekly_reviews_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_comments_trade_idx" ON "journal_comments" USING btree ("trade_id","created_on");--> statement-breakpoint
CREATE INDEX "journal_trades_user_exit_idx" ON "journal_trades" USING btree ("user_id","exit_date","created_on");--> statement-breakpoint
CREATE INDEX "journal_trades_account_idx" ON "journal_trades" USING btree ("sim_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_trades_closing_order_key" ON "journal_trades" USING btree ("closing_order_id");--> statement-breakpoint
CREATE INDEX "mentor_assignments_mentor_idx" ON "mentor_assignments" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "mentor_assignments_learner_idx" ON "mentor_assignments" USING btree ("learner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_reviews_week_key" ON "weekly_reviews" USING btree ("program_id","learner_id","week_start");