CREATE TABLE "pan_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pan_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"platform_account_id" integer NOT NULL,
	"platform" integer NOT NULL,
	"url" text NOT NULL,
	"normalized_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pan_links_platform_check" CHECK ("pan_links"."platform" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "pan_promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pan_promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"task_platform_id" integer NOT NULL,
	"share_link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pan_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pan_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_platform_id" integer NOT NULL,
	"title" text NOT NULL,
	"category" integer NOT NULL,
	"cover" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"link_template" text NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pan_resources_category_check" CHECK ("pan_resources"."category" in (1, 2, 3, 4, 5)),
	CONSTRAINT "pan_resources_link_template_uid" CHECK (position('{uid}' in "pan_resources"."link_template") > 0)
);
--> statement-breakpoint
CREATE TABLE "pan_uids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pan_uids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"task_platform_id" integer NOT NULL,
	"uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pan_links" ADD CONSTRAINT "pan_links_promotion_id_pan_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."pan_promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_links" ADD CONSTRAINT "pan_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_links" ADD CONSTRAINT "pan_links_platform_account_id_platform_accounts_id_fk" FOREIGN KEY ("platform_account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_promotions" ADD CONSTRAINT "pan_promotions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_promotions" ADD CONSTRAINT "pan_promotions_resource_id_pan_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."pan_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_promotions" ADD CONSTRAINT "pan_promotions_task_platform_id_task_platforms_id_fk" FOREIGN KEY ("task_platform_id") REFERENCES "public"."task_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_resources" ADD CONSTRAINT "pan_resources_task_platform_id_task_platforms_id_fk" FOREIGN KEY ("task_platform_id") REFERENCES "public"."task_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_uids" ADD CONSTRAINT "pan_uids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_uids" ADD CONSTRAINT "pan_uids_task_platform_id_task_platforms_id_fk" FOREIGN KEY ("task_platform_id") REFERENCES "public"."task_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pan_links_promotion_url_uq" ON "pan_links" USING btree ("promotion_id","normalized_url");--> statement-breakpoint
CREATE INDEX "pan_links_user_idx" ON "pan_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pan_links_url_idx" ON "pan_links" USING btree ("normalized_url");--> statement-breakpoint
CREATE UNIQUE INDEX "pan_promotions_user_resource_uq" ON "pan_promotions" USING btree ("user_id","resource_id");--> statement-breakpoint
CREATE INDEX "pan_promotions_user_idx" ON "pan_promotions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pan_resources_platform_idx" ON "pan_resources" USING btree ("task_platform_id","sort","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pan_uids_user_platform_uq" ON "pan_uids" USING btree ("user_id","task_platform_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pan_uids_platform_uid_uq" ON "pan_uids" USING btree ("task_platform_id",lower("uid"));