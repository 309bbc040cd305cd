CREATE TABLE "module_unlock_notices" (
	"user_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_unlock_notices_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "module_unlock_notices" ADD CONSTRAINT "module_unlock_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_unlock_notices" ADD CONSTRAINT "module_unlock_notices_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "module_unlock_notices_module_id_idx" ON "module_unlock_notices" USING btree ("module_id");