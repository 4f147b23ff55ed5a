CREATE TABLE "promoter_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promoter_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_rechecks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_rechecks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"screenshot_ids" integer[] DEFAULT '{}' NOT NULL,
	"state" integer NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	CONSTRAINT "video_rechecks_state_check" CHECK ("video_rechecks"."state" in (1, 2, 3)),
	CONSTRAINT "video_rechecks_kind_check" CHECK ("video_rechecks"."kind" in ('rejection', 'data'))
);
--> statement-breakpoint
CREATE TABLE "whitelist_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whitelist_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"platform_account_id" integer NOT NULL,
	"platform" integer NOT NULL,
	"work_url" text NOT NULL,
	"state" integer NOT NULL,
	"reason_code" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	CONSTRAINT "whitelist_applications_state_check" CHECK ("whitelist_applications"."state" in (1, 2, 3)),
	CONSTRAINT "whitelist_applications_platform_check" CHECK ("whitelist_applications"."platform" in (1, 2, 3)),
	CONSTRAINT "whitelist_applications_reason_check" CHECK ("whitelist_applications"."reason_code" in ('otherAgency', 'notAuthor', 'linkInvalid', 'accountInactive', 'other'))
);
--> statement-breakpoint
ALTER TABLE "promoter_uploads" ADD CONSTRAINT "promoter_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_rechecks" ADD CONSTRAINT "video_rechecks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_rechecks" ADD CONSTRAINT "video_rechecks_link_id_works_alias_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."works_alias_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_rechecks" ADD CONSTRAINT "video_rechecks_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelist_applications" ADD CONSTRAINT "whitelist_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelist_applications" ADD CONSTRAINT "whitelist_applications_platform_account_id_platform_accounts_id_fk" FOREIGN KEY ("platform_account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelist_applications" ADD CONSTRAINT "whitelist_applications_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promoter_uploads_key_uq" ON "promoter_uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "promoter_uploads_user_idx" ON "promoter_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_rechecks_open_uq" ON "video_rechecks" USING btree ("link_id") WHERE state = 1;--> statement-breakpoint
CREATE INDEX "video_rechecks_user_idx" ON "video_rechecks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "video_rechecks_queue_idx" ON "video_rechecks" USING btree ("created_at","id") WHERE state = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "whitelist_applications_live_uq" ON "whitelist_applications" USING btree ("platform_account_id") WHERE state in (1, 2);--> statement-breakpoint
CREATE INDEX "whitelist_applications_user_idx" ON "whitelist_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "whitelist_applications_queue_idx" ON "whitelist_applications" USING btree ("created_at","id") WHERE state = 1;