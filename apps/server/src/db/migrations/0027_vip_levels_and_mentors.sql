CREATE TABLE "mentors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mentors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"wechat_id" text NOT NULL,
	"qr_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_rules" (
	"leader_id" integer PRIMARY KEY NOT NULL,
	"mentor_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_settled_income" bigint,
	"min_team_size" integer,
	"watermark_daily_quota" integer NOT NULL,
	"rebate_bps" integer,
	"priority_review" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_level_range" CHECK ("vip_levels"."level" between 0 and 9),
	CONSTRAINT "vip_levels_thresholds" CHECK (("vip_levels"."level" = 0) = ("vip_levels"."min_settled_income" is null and "vip_levels"."min_team_size" is null)),
	CONSTRAINT "vip_levels_quota_range" CHECK ("vip_levels"."watermark_daily_quota" >= 0),
	CONSTRAINT "vip_levels_rebate_range" CHECK ("vip_levels"."rebate_bps" is null or "vip_levels"."rebate_bps" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "media_uploads" DROP CONSTRAINT "media_uploads_purpose_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mentor_id" integer;--> statement-breakpoint
ALTER TABLE "mentor_rules" ADD CONSTRAINT "mentor_rules_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_rules" ADD CONSTRAINT "mentor_rules_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_mentor_idx" ON "users" USING btree ("mentor_id");--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_purpose_check" CHECK ("media_uploads"."purpose" in ('cover', 'material-image', 'material-video', 'material-audio', 'logo', 'banner', 'article-image', 'apk', 'mentor-qr'));--> statement-breakpoint
-- Hand-written below (drizzle's snapshot holds neither triggers nor data changes, so it stays consistent).
-- Level 0 is everyone's: installed here so the table is never empty (the console's save keeps it).
INSERT INTO vip_levels (level, name, watermark_daily_quota, priority_review) VALUES (0, '普通推客', 3, false);
--> statement-breakpoint
-- A team leader's mentor rule reaches every new invitee, whichever code registers them: a promoter
-- registered with the leader's invite code gets the rule's mentor unless one was given explicitly.
CREATE OR REPLACE FUNCTION users_mentor_by_rule() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.mentor_id IS NULL AND NEW.inviter_id IS NOT NULL THEN
    SELECT mentor_id INTO NEW.mentor_id FROM mentor_rules WHERE leader_id = NEW.inviter_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_mentor_by_rule BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION users_mentor_by_rule();
