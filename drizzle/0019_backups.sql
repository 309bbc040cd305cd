CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"origin" text NOT NULL,
	"file" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backups_origin_check" CHECK ("backups"."origin" in ('cli', 'schedule', 'restore'))
);
--> statement-breakpoint
CREATE INDEX "backups_taken_at_idx" ON "backups" USING btree ("taken_at");