ALTER TABLE "programs" ADD COLUMN "updated_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "updated_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "programs" SET "updated_on" = "created_on";--> statement-breakpoint
UPDATE "services" SET "updated_on" = "created_on";--> statement-breakpoint
CREATE FUNCTION "touch_updated_on"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_on := now();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "programs_touch_updated_on" BEFORE UPDATE ON "programs" FOR EACH ROW EXECUTE FUNCTION "touch_updated_on"();--> statement-breakpoint
CREATE TRIGGER "services_touch_updated_on" BEFORE UPDATE ON "services" FOR EACH ROW EXECUTE FUNCTION "touch_updated_on"();
