CREATE TABLE "alias_daily_stats" (
	"alias_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stat_date" date NOT NULL,
	"new_users" integer DEFAULT 0 NOT NULL,
	"income" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "alias_daily_stats_new_users_nonnegative" CHECK ("alias_daily_stats"."new_users" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mcn_task_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mcn_task_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mcn_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mcn_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_platform_id" integer NOT NULL,
	"work_id" integer,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"reward_desc" text DEFAULT '' NOT NULL,
	"requirements_html" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"channel_url_template" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mcn_tasks_window" CHECK ("mcn_tasks"."ends_at" > "mcn_tasks"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "platform_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"platform" integer NOT NULL,
	"uid" text NOT NULL,
	"nickname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unbound_at" timestamp with time zone,
	CONSTRAINT "platform_accounts_platform_check" CHECK ("platform_accounts"."platform" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "works_alias_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "works_alias_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alias_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"platform_account_id" integer NOT NULL,
	"platform" integer NOT NULL,
	"url" text NOT NULL,
	"normalized_url" text NOT NULL,
	"state" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "works_alias_links_state_check" CHECK ("works_alias_links"."state" in (1, 2, 3)),
	CONSTRAINT "works_alias_links_platform_check" CHECK ("works_alias_links"."platform" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "works_aliases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "works_aliases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"task_platform_id" integer NOT NULL,
	"alias" text NOT NULL,
	"state" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"backfill_deadline" timestamp with time zone,
	"backfilled_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "works_aliases_state_check" CHECK ("works_aliases"."state" in (1, 2, 3, 4))
);
--> statement-breakpoint
ALTER TABLE "work_materials" DROP CONSTRAINT "work_materials_kind_check";--> statement-breakpoint
ALTER TABLE "task_platforms" ADD COLUMN "alias_min_length" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_platforms" ADD COLUMN "alias_max_length" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_platforms" ADD COLUMN "alias_charset" text DEFAULT 'han_alnum' NOT NULL;--> statement-breakpoint
ALTER TABLE "task_platforms" ADD COLUMN "alias_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "task_platforms" ADD COLUMN "alias_review_mode" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "alias_daily_stats" ADD CONSTRAINT "alias_daily_stats_alias_id_works_aliases_id_fk" FOREIGN KEY ("alias_id") REFERENCES "public"."works_aliases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alias_daily_stats" ADD CONSTRAINT "alias_daily_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcn_task_links" ADD CONSTRAINT "mcn_task_links_task_id_mcn_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."mcn_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcn_task_links" ADD CONSTRAINT "mcn_task_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcn_tasks" ADD CONSTRAINT "mcn_tasks_task_platform_id_task_platforms_id_fk" FOREIGN KEY ("task_platform_id") REFERENCES "public"."task_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcn_tasks" ADD CONSTRAINT "mcn_tasks_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD CONSTRAINT "platform_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_alias_links" ADD CONSTRAINT "works_alias_links_alias_id_works_aliases_id_fk" FOREIGN KEY ("alias_id") REFERENCES "public"."works_aliases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_alias_links" ADD CONSTRAINT "works_alias_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_alias_links" ADD CONSTRAINT "works_alias_links_platform_account_id_platform_accounts_id_fk" FOREIGN KEY ("platform_account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_aliases" ADD CONSTRAINT "works_aliases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_aliases" ADD CONSTRAINT "works_aliases_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_aliases" ADD CONSTRAINT "works_aliases_task_platform_id_task_platforms_id_fk" FOREIGN KEY ("task_platform_id") REFERENCES "public"."task_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alias_daily_stats_uq" ON "alias_daily_stats" USING btree ("alias_id","stat_date");--> statement-breakpoint
CREATE INDEX "alias_daily_stats_user_idx" ON "alias_daily_stats" USING btree ("user_id","stat_date");--> statement-breakpoint
CREATE UNIQUE INDEX "mcn_task_links_task_user_uq" ON "mcn_task_links" USING btree ("task_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mcn_task_links_code_uq" ON "mcn_task_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "mcn_task_links_user_idx" ON "mcn_task_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mcn_tasks_open_idx" ON "mcn_tasks" USING btree ("ends_at","id") WHERE published;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_accounts_bound_uid_uq" ON "platform_accounts" USING btree ("platform","uid") WHERE unbound_at is null;--> statement-breakpoint
CREATE INDEX "platform_accounts_user_idx" ON "platform_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "works_alias_links_alias_url_uq" ON "works_alias_links" USING btree ("alias_id","normalized_url");--> statement-breakpoint
CREATE INDEX "works_alias_links_user_idx" ON "works_alias_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "works_aliases_live_uq" ON "works_aliases" USING btree ("task_platform_id",lower("alias")) WHERE state in (1, 2) and deleted_at is null;--> statement-breakpoint
CREATE INDEX "works_aliases_user_idx" ON "works_aliases" USING btree ("user_id","state","created_at");--> statement-breakpoint
CREATE INDEX "works_aliases_deadline_idx" ON "works_aliases" USING btree ("backfill_deadline") WHERE state = 2 and backfilled_at is null and deleted_at is null;--> statement-breakpoint
ALTER TABLE "task_platforms" ADD CONSTRAINT "task_platforms_alias_charset_check" CHECK ("task_platforms"."alias_charset" in ('han', 'han_alnum', 'alnum'));--> statement-breakpoint
ALTER TABLE "task_platforms" ADD CONSTRAINT "task_platforms_alias_review_mode_check" CHECK ("task_platforms"."alias_review_mode" in ('auto', 'manual'));--> statement-breakpoint
ALTER TABLE "task_platforms" ADD CONSTRAINT "task_platforms_alias_length_range" CHECK ("task_platforms"."alias_min_length" >= 1 and "task_platforms"."alias_max_length" >= "task_platforms"."alias_min_length" and "task_platforms"."alias_max_length" <= 30);--> statement-breakpoint
ALTER TABLE "work_materials" ADD CONSTRAINT "work_materials_kind_check" CHECK ("work_materials"."kind" in ('video', 'image', 'copy', 'audio'));