CREATE TABLE "question_banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"text" text NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"options" jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"option_ids" uuid[] NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"drawn" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"graded_at" timestamp with time zone,
	"score_hundredths" integer,
	"max_score" integer NOT NULL,
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "quiz_settings" (
	"lesson_id" uuid PRIMARY KEY NOT NULL,
	"bank_id" uuid NOT NULL,
	"question_count" integer NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"pass_percent" integer NOT NULL,
	"negative_mark_hundredths" integer DEFAULT 0 NOT NULL,
	"attempts_allowed" integer,
	"show_answers" boolean DEFAULT false NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	CONSTRAINT "quiz_settings_question_count_check" CHECK ("quiz_settings"."question_count" > 0),
	CONSTRAINT "quiz_settings_time_limit_check" CHECK ("quiz_settings"."time_limit_minutes" > 0),
	CONSTRAINT "quiz_settings_pass_percent_check" CHECK ("quiz_settings"."pass_percent" between 0 and 100),
	CONSTRAINT "quiz_settings_negative_mark_check" CHECK ("quiz_settings"."negative_mark_hundredths" between 0 and 100),
	CONSTRAINT "quiz_settings_attempts_check" CHECK ("quiz_settings"."attempts_allowed" is null or "quiz_settings"."attempts_allowed" > 0)
);
--> statement-breakpoint
ALTER TABLE "lessons" DROP CONSTRAINT "lessons_kind_check";--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_settings" ADD CONSTRAINT "quiz_settings_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_settings" ADD CONSTRAINT "quiz_settings_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_banks_created_on_id_idx" ON "question_banks" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "questions_bank_position_idx" ON "questions" USING btree ("bank_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_user_lesson_number_key" ON "quiz_attempts" USING btree ("user_id","lesson_id","number");--> statement-breakpoint
CREATE INDEX "quiz_attempts_lesson_id_idx" ON "quiz_attempts" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "quiz_settings_bank_id_idx" ON "quiz_settings" USING btree ("bank_id");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_kind_check" CHECK ("lessons"."kind" in ('video', 'article', 'file', 'quiz'));