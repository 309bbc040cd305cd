ALTER TABLE "market_bars" ADD COLUMN "series" text DEFAULT 'EQ' NOT NULL;--> statement-breakpoint
ALTER TABLE "market_imports" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "market_imports" ADD COLUMN "stored_by_series" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "market_imports" ADD COLUMN "skipped_by_reason" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "market_instruments" ADD COLUMN "series" text DEFAULT 'EQ' NOT NULL;--> statement-breakpoint
ALTER TABLE "market_instruments" ADD COLUMN "series_date" date;--> statement-breakpoint
ALTER TABLE "market_bars" ADD CONSTRAINT "market_bars_series_check" CHECK ("market_bars"."series" in ('EQ', 'BE', 'BZ'));--> statement-breakpoint
ALTER TABLE "market_imports" ADD CONSTRAINT "market_imports_format_check" CHECK ("market_imports"."format" is null or "market_imports"."format" in ('classic', 'udiff', 'sec_bhavdata_full'));--> statement-breakpoint
ALTER TABLE "market_instruments" ADD CONSTRAINT "market_instruments_series_check" CHECK ("market_instruments"."series" in ('EQ', 'BE', 'BZ'));