CREATE TABLE "media_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" uuid,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_images_size_check" CHECK ("media_images"."size_bytes" > 0 AND "media_images"."width" > 0 AND "media_images"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;