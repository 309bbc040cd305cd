CREATE TABLE "market_instrument_numbers" (
	"number" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_instrument_numbers_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	CONSTRAINT "market_instrument_numbers_symbol_unique" UNIQUE("symbol")
);
--> statement-breakpoint
ALTER TABLE "sim_accounts" ADD COLUMN "blind_key" text;--> statement-breakpoint
ALTER TABLE "sim_accounts" ADD COLUMN "blind_scale" integer;--> statement-breakpoint
ALTER TABLE "market_instrument_numbers" ADD CONSTRAINT "market_instrument_numbers_symbol_market_instruments_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_instruments"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_accounts" ADD CONSTRAINT "sim_accounts_blind_check" CHECK (("sim_accounts"."blind_key" is null) = ("sim_accounts"."blind_scale" is null) and ("sim_accounts"."blind_scale" is null or "sim_accounts"."blind_scale" between 1000 and 4000));--> statement-breakpoint
-- Every instrument gets its number once, when it is first inserted (ADR 080); an upsert of a
-- known symbol fires no insert trigger, so it consumes no number.
CREATE FUNCTION market_instrument_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO market_instrument_numbers (symbol) VALUES (NEW.symbol) ON CONFLICT (symbol) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER market_instruments_number AFTER INSERT ON market_instruments
  FOR EACH ROW EXECUTE FUNCTION market_instrument_number();--> statement-breakpoint
INSERT INTO market_instrument_numbers (symbol) SELECT symbol FROM market_instruments ORDER BY symbol;
