CREATE TABLE "batch_waitlist" (
	"batch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_waitlist_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"capacity" integer NOT NULL,
	"enrolment_open" boolean DEFAULT true NOT NULL,
	"instructor_id" uuid,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_dates_check" CHECK ("batches"."ends_on" >= "batches"."starts_on"),
	CONSTRAINT "batches_capacity_check" CHECK ("batches"."capacity" > 0),
	CONSTRAINT "batches_seats_taken_check" CHECK ("batches"."seats_taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"token_hash" text NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "live_attendance" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"first_joined_at" timestamp with time zone,
	"joins" integer DEFAULT 0 NOT NULL,
	"present" boolean DEFAULT true NOT NULL,
	"corrected_by" uuid,
	"corrected_at" timestamp with time zone,
	CONSTRAINT "live_attendance_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"instructor_id" uuid,
	"location" text DEFAULT 'jitsi' NOT NULL,
	"join_url" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"series_id" uuid,
	"recording_media_id" uuid,
	"recording_url" text,
	"recording_lesson_id" uuid,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_sessions_location_check" CHECK ("live_sessions"."location" in ('jitsi', 'zoom', 'meet', 'youtube')),
	CONSTRAINT "live_sessions_status_check" CHECK ("live_sessions"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "live_sessions_duration_check" CHECK ("live_sessions"."duration_minutes" between 15 and 480),
	CONSTRAINT "live_sessions_join_url_check" CHECK ("live_sessions"."join_url" like 'https://%')
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "batch_waitlist" ADD CONSTRAINT "batch_waitlist_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_waitlist" ADD CONSTRAINT "batch_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_attendance" ADD CONSTRAINT "live_attendance_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_attendance" ADD CONSTRAINT "live_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_attendance" ADD CONSTRAINT "live_attendance_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_preferences" ADD CONSTRAINT "live_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_recording_media_id_media_id_fk" FOREIGN KEY ("recording_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_recording_lesson_id_lessons_id_fk" FOREIGN KEY ("recording_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_waitlist_batch_created_idx" ON "batch_waitlist" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "batch_waitlist_user_idx" ON "batch_waitlist" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "batches_program_starts_idx" ON "batches" USING btree ("program_id","starts_on");--> statement-breakpoint
CREATE INDEX "batches_instructor_idx" ON "batches" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "live_attendance_user_idx" ON "live_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_sessions_batch_starts_idx" ON "live_sessions" USING btree ("batch_id","starts_at");--> statement-breakpoint
CREATE INDEX "live_sessions_starts_idx" ON "live_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "live_sessions_instructor_starts_idx" ON "live_sessions" USING btree ("instructor_id","starts_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_batch_status_idx" ON "subscriptions" USING btree ("batch_id","status");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin', 'instructor'));--> statement-breakpoint
-- Two scheduled sessions of one batch, or of one instructor, never overlap (docs/product.md §20.2):
-- checked by the database, so two admins saving at once cannot both succeed.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- timestamptz + interval is only STABLE in general (days and months depend on the time zone); an
-- interval of whole minutes does not, so this span is IMMUTABLE, as an index expression must be.
CREATE FUNCTION live_session_span(starts_at timestamptz, minutes integer) RETURNS tstzrange
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT tstzrange(starts_at, starts_at + minutes * interval '1 minute')
$$;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_batch_overlap_excl" EXCLUDE USING gist (
	"batch_id" WITH =,
	live_session_span("starts_at", "duration_minutes") WITH &&
) WHERE ("status" = 'scheduled');--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_instructor_overlap_excl" EXCLUDE USING gist (
	"instructor_id" WITH =,
	live_session_span("starts_at", "duration_minutes") WITH &&
) WHERE ("status" = 'scheduled' AND "instructor_id" IS NOT NULL);--> statement-breakpoint
-- batches.seats_taken counts the batch's current subscriptions of existing learners, whatever
-- changes them (subscribing, an admin's decision, a refund, a move, an erasure). When a seat frees
-- up, a job offers it to the waiting list (docs/product.md §20.1), in the same transaction.
CREATE FUNCTION batch_seat_holds(batch uuid, status text, learner uuid) RETURNS uuid
LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN batch IS NOT NULL AND learner IS NOT NULL AND status IN ('pending', 'active') THEN batch END
$$;--> statement-breakpoint
CREATE FUNCTION batches_count_seats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	before_batch uuid;
	after_batch uuid;
BEGIN
	IF TG_OP <> 'INSERT' THEN
		before_batch := batch_seat_holds(OLD.batch_id, OLD.status, OLD.user_id);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		after_batch := batch_seat_holds(NEW.batch_id, NEW.status, NEW.user_id);
	END IF;
	IF before_batch IS NOT DISTINCT FROM after_batch THEN
		RETURN NULL;
	END IF;
	IF before_batch IS NOT NULL THEN
		UPDATE batches SET seats_taken = seats_taken - 1 WHERE id = before_batch;
		PERFORM graphile_worker.add_job('batch-seat-freed', json_build_object('batch_id', before_batch),
			job_key => 'batch-seat-freed:' || before_batch);
	END IF;
	IF after_batch IS NOT NULL THEN
		UPDATE batches SET seats_taken = seats_taken + 1 WHERE id = after_batch;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER subscriptions_batch_seats AFTER INSERT OR UPDATE OF batch_id, status, user_id OR DELETE ON subscriptions
	FOR EACH ROW EXECUTE FUNCTION batches_count_seats();
