CREATE TABLE "course_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"title" text NOT NULL,
	"release_after_days" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_modules_release_after_days_check" CHECK ("course_modules"."release_after_days" >= 0),
	CONSTRAINT "course_modules_position_check" CHECK ("course_modules"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"watched" "int4multirange" DEFAULT '{}'::int4multirange NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"html_content" text DEFAULT '' NOT NULL,
	"media_id" uuid,
	"duration_seconds" integer,
	"preview" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_kind_check" CHECK ("lessons"."kind" in ('video', 'article', 'file')),
	CONSTRAINT "lessons_duration_check" CHECK ("lessons"."duration_seconds" is null or "lessons"."duration_seconds" > 0),
	CONSTRAINT "lessons_position_check" CHECK ("lessons"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_seconds" integer,
	"storage_key" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_status_check" CHECK ("media"."status" in ('processing', 'ready', 'failed')),
	CONSTRAINT "media_size_check" CHECK ("media"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "module_early_access" (
	"module_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"granted_by" uuid,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_early_access_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_early_access" ADD CONSTRAINT "module_early_access_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_early_access" ADD CONSTRAINT "module_early_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_early_access" ADD CONSTRAINT "module_early_access_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_modules_program_position_idx" ON "course_modules" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "lesson_progress_lesson_id_idx" ON "lesson_progress" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lessons_module_position_idx" ON "lessons" USING btree ("module_id","position");--> statement-breakpoint
CREATE INDEX "lessons_media_id_idx" ON "lessons" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "module_early_access_module_id_idx" ON "module_early_access" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "module_early_access_granted_by_idx" ON "module_early_access" USING btree ("granted_by");--> statement-breakpoint
-- Subscriptions made active before this migration start their drip clock at their last change.
UPDATE "subscriptions" SET "activated_at" = "updated_on" WHERE "status" = 'active';
