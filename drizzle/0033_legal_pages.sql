CREATE TABLE "legal_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"html" text NOT NULL,
	"created_by" uuid,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_kind_check" CHECK ("legal_documents"."kind" in ('privacy', 'terms', 'refund', 'faq', 'help', 'contact-intro')),
	CONSTRAINT "legal_documents_version_check" CHECK ("legal_documents"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_policy_version" integer;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_kind_version_key" ON "legal_documents" USING btree ("kind","version");--> statement-breakpoint
-- Published legal texts are never changed or removed (docs/product.md §19): a new version is a new row.
-- Only created_by may change, to null, when the publishing account is deleted (ON DELETE SET NULL).
CREATE FUNCTION legal_documents_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.version IS DISTINCT FROM OLD.version
    OR NEW.effective_from IS DISTINCT FROM OLD.effective_from OR NEW.html IS DISTINCT FROM OLD.html
    OR NEW.created_by_email IS DISTINCT FROM OLD.created_by_email OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR NEW.created_by IS NOT NULL AND NEW.created_by IS DISTINCT FROM OLD.created_by THEN
    RAISE EXCEPTION 'legal_documents is append-only: publish a new version instead';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER legal_documents_append_only BEFORE UPDATE OR DELETE ON legal_documents
  FOR EACH ROW EXECUTE FUNCTION legal_documents_append_only();
