CREATE TABLE "program_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"program_id" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_slug_redirects" ADD CONSTRAINT "program_slug_redirects_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_slug_redirects_program_id_idx" ON "program_slug_redirects" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "coupons_code_trgm_idx" ON "coupons" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_for_email_trgm_idx" ON "coupons" USING gin ("for_email" gin_trgm_ops);--> statement-breakpoint
-- An old slug resolves through the catalogue cache (ADR 018): any change here empties it on every instance.
CREATE TRIGGER program_slug_redirects_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON program_slug_redirects
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
