CREATE TABLE "market_bars" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"open" bigint NOT NULL,
	"high" bigint NOT NULL,
	"low" bigint NOT NULL,
	"close" bigint NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "market_bars_symbol_date_pk" PRIMARY KEY("symbol","date"),
	CONSTRAINT "market_bars_prices_check" CHECK ("market_bars"."low" >= 0 and "market_bars"."volume" >= 0),
	CONSTRAINT "market_bars_range_check" CHECK ("market_bars"."low" <= "market_bars"."high" and "market_bars"."open" between "market_bars"."low" and "market_bars"."high" and "market_bars"."close" between "market_bars"."low" and "market_bars"."high")
);
--> statement-breakpoint
CREATE TABLE "market_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"instruments" integer NOT NULL,
	"bars" integer NOT NULL,
	"skipped" jsonb NOT NULL,
	"skipped_total" integer NOT NULL,
	"first_date" date,
	"last_date" date,
	"imported_by" uuid,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_instruments" (
	"symbol" text PRIMARY KEY NOT NULL,
	"isin" text,
	"name" text,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_simulator_settings" (
	"program_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"brokerage" bigint DEFAULT 2000 NOT NULL,
	"profit_target_percent" integer DEFAULT 10 NOT NULL,
	"max_daily_loss_percent" integer DEFAULT 5 NOT NULL,
	"max_total_loss_percent" integer DEFAULT 10 NOT NULL,
	"min_trading_days" integer DEFAULT 4 NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_simulator_settings_brokerage_check" CHECK ("program_simulator_settings"."brokerage" >= 0),
	CONSTRAINT "program_simulator_settings_rules_check" CHECK ("program_simulator_settings"."profit_target_percent" between 1 and 100 and "program_simulator_settings"."max_daily_loss_percent" between 1 and 100 and "program_simulator_settings"."max_total_loss_percent" between 1 and 100 and "program_simulator_settings"."min_trading_days" between 0 and 250)
);
--> statement-breakpoint
ALTER TABLE "market_imports" ADD CONSTRAINT "market_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_simulator_settings" ADD CONSTRAINT "program_simulator_settings_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_bars_date_idx" ON "market_bars" USING btree ("date");--> statement-breakpoint
CREATE INDEX "market_imports_created_on_idx" ON "market_imports" USING btree ("created_on");--> statement-breakpoint
CREATE INDEX "market_instruments_symbol_lower_idx" ON "market_instruments" USING btree (lower("symbol") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "market_instruments_name_lower_idx" ON "market_instruments" USING btree (lower("name") text_pattern_ops);