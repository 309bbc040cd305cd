CREATE TABLE "sim_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid,
	"mode" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_rule" text,
	"start_date" date NOT NULL,
	"sim_date" date NOT NULL,
	"starting_capital" bigint NOT NULL,
	"cash" bigint NOT NULL,
	"realised_pnl" bigint DEFAULT 0 NOT NULL,
	"brokerage" bigint NOT NULL,
	"profit_target_bp" integer,
	"max_daily_loss_bp" integer,
	"max_total_loss_bp" integer,
	"min_trading_days" integer,
	"trading_days" integer DEFAULT 0 NOT NULL,
	"last_equity" bigint NOT NULL,
	"peak_equity" bigint NOT NULL,
	"drawdown_peak" bigint NOT NULL,
	"drawdown_trough" bigint NOT NULL,
	"ended_on" date,
	"certificate_id" text,
	"leaderboard_name" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_accounts_mode_check" CHECK ("sim_accounts"."mode" in ('replay', 'challenge')),
	CONSTRAINT "sim_accounts_status_check" CHECK ("sim_accounts"."status" in ('active', 'passed', 'failed')),
	CONSTRAINT "sim_accounts_failed_rule_check" CHECK ("sim_accounts"."failed_rule" in ('max_daily_loss', 'max_total_loss')),
	CONSTRAINT "sim_accounts_dates_check" CHECK ("sim_accounts"."start_date" <= "sim_accounts"."sim_date"),
	CONSTRAINT "sim_accounts_money_check" CHECK ("sim_accounts"."starting_capital" > 0 and "sim_accounts"."brokerage" >= 0),
	CONSTRAINT "sim_accounts_challenge_check" CHECK (("sim_accounts"."mode" = 'replay' and "sim_accounts"."status" = 'active' and "sim_accounts"."profit_target_bp" is null) or ("sim_accounts"."mode" = 'challenge' and "sim_accounts"."profit_target_bp" is not null and "sim_accounts"."max_daily_loss_bp" is not null and "sim_accounts"."max_total_loss_bp" is not null and "sim_accounts"."min_trading_days" is not null))
);
--> statement-breakpoint
CREATE TABLE "sim_equity" (
	"account_id" uuid NOT NULL,
	"date" date NOT NULL,
	"equity" bigint NOT NULL,
	"cash" bigint NOT NULL,
	"traded" boolean NOT NULL,
	CONSTRAINT "sim_equity_account_id_date_pk" PRIMARY KEY("account_id","date")
);
--> statement-breakpoint
CREATE TABLE "sim_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"product" text NOT NULL,
	"validity" text NOT NULL,
	"quantity" integer NOT NULL,
	"limit_price" bigint,
	"stop_price" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"triggered" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'learner' NOT NULL,
	"placed_date" date NOT NULL,
	"reserved_cash" bigint DEFAULT 0 NOT NULL,
	"fill_price" bigint,
	"closed_date" date,
	"brokerage" bigint,
	"realised_pnl" bigint,
	"reason" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_orders_side_check" CHECK ("sim_orders"."side" in ('buy', 'sell')),
	CONSTRAINT "sim_orders_type_check" CHECK ("sim_orders"."type" in ('market', 'limit', 'stop', 'stop_limit')),
	CONSTRAINT "sim_orders_product_check" CHECK ("sim_orders"."product" in ('CNC', 'MIS')),
	CONSTRAINT "sim_orders_validity_check" CHECK ("sim_orders"."validity" in ('DAY', 'GTC')),
	CONSTRAINT "sim_orders_status_check" CHECK ("sim_orders"."status" in ('open', 'filled', 'cancelled', 'expired', 'rejected')),
	CONSTRAINT "sim_orders_source_check" CHECK ("sim_orders"."source" in ('learner', 'square_off')),
	CONSTRAINT "sim_orders_values_check" CHECK ("sim_orders"."quantity" > 0 and coalesce("sim_orders"."limit_price", 1) > 0 and coalesce("sim_orders"."stop_price", 1) > 0 and "sim_orders"."reserved_cash" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sim_positions" (
	"account_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"product" text NOT NULL,
	"quantity" integer NOT NULL,
	"cost_basis" bigint NOT NULL,
	CONSTRAINT "sim_positions_account_id_symbol_product_pk" PRIMARY KEY("account_id","symbol","product"),
	CONSTRAINT "sim_positions_product_check" CHECK ("sim_positions"."product" in ('CNC', 'MIS')),
	CONSTRAINT "sim_positions_quantity_check" CHECK ("sim_positions"."quantity" <> 0 and ("sim_positions"."quantity" > 0 or "sim_positions"."product" = 'MIS') and "sim_positions"."cost_basis" >= 0)
);
--> statement-breakpoint
DROP INDEX "certificates_current_key";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "kind" text DEFAULT 'course' NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_accounts" ADD CONSTRAINT "sim_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_accounts" ADD CONSTRAINT "sim_accounts_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_accounts" ADD CONSTRAINT "sim_accounts_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_equity" ADD CONSTRAINT "sim_equity_account_id_sim_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sim_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_orders" ADD CONSTRAINT "sim_orders_account_id_sim_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sim_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_positions" ADD CONSTRAINT "sim_positions_account_id_sim_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sim_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_accounts_user_idx" ON "sim_accounts" USING btree ("user_id","created_on");--> statement-breakpoint
CREATE INDEX "sim_accounts_program_challenge_idx" ON "sim_accounts" USING btree ("program_id") WHERE "sim_accounts"."mode" = 'challenge';--> statement-breakpoint
CREATE INDEX "sim_accounts_certificate_idx" ON "sim_accounts" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "sim_orders_account_idx" ON "sim_orders" USING btree ("account_id","created_on");--> statement-breakpoint
CREATE INDEX "sim_orders_open_idx" ON "sim_orders" USING btree ("account_id","created_on") WHERE "sim_orders"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_current_key" ON "certificates" USING btree ("user_id","program_id","kind") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_kind_check" CHECK ("certificates"."kind" in ('course', 'sim_challenge'));