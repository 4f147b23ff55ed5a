CREATE TABLE "watermark_usage" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "watermark_usage_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "watermark_usage_used_nonnegative" CHECK ("watermark_usage"."used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "watermark_usage" ADD CONSTRAINT "watermark_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;