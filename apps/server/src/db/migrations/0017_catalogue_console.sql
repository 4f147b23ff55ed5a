CREATE TABLE "task_platform_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_platform_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_platform_id" integer NOT NULL,
	"version" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"price_desc" text NOT NULL,
	"share_bps" integer,
	"unit_price_fen" integer,
	"note" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_platform_prices_share_bps_range" CHECK ("task_platform_prices"."share_bps" between 0 and 10000),
	CONSTRAINT "task_platform_prices_unit_price_nonnegative" CHECK ("task_platform_prices"."unit_price_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"purpose" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"thumb_key" text,
	"original_name" text DEFAULT '' NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_uploads_purpose_check" CHECK ("media_uploads"."purpose" in ('cover', 'material-image', 'material-video', 'material-audio', 'logo', 'banner', 'article-image', 'apk')),
	CONSTRAINT "media_uploads_kind_check" CHECK ("media_uploads"."kind" in ('image', 'video', 'audio', 'apk')),
	CONSTRAINT "media_uploads_size_nonnegative" CHECK ("media_uploads"."size" >= 0)
);
--> statement-breakpoint
DROP INDEX "works_recommend_idx";--> statement-breakpoint
DROP INDEX "works_type_recommend_idx";--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "first_listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "weight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "task_platform_prices" ADD CONSTRAINT "task_platform_prices_task_platform_id_task_platforms_id_fk" FOREIGN KEY ("task_platform_id") REFERENCES "public"."task_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_platform_prices" ADD CONSTRAINT "task_platform_prices_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_platform_prices_version_uq" ON "task_platform_prices" USING btree ("task_platform_id","version");--> statement-breakpoint
CREATE INDEX "task_platform_prices_effective_idx" ON "task_platform_prices" USING btree ("task_platform_id","effective_from" DESC NULLS FIRST,"version" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "media_uploads_key_uq" ON "media_uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "works_recommend_idx" ON "works" USING btree ("is_recommended" DESC NULLS FIRST,"weight" DESC NULLS FIRST,"heat" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE published;--> statement-breakpoint
CREATE INDEX "works_type_recommend_idx" ON "works" USING btree ("type","is_recommended" DESC NULLS FIRST,"weight" DESC NULLS FIRST,"heat" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE published;--> statement-breakpoint
-- Hand-written below (drizzle's snapshot holds no triggers or data). Works already published were listed
-- when they were published; their last change is their creation.
UPDATE "works" SET "updated_at" = "created_at", "first_listed_at" = CASE WHEN "published" THEN "published_at" END;--> statement-breakpoint
-- Price versions are append-only, as the ledger is: income earned under a version keeps it.
CREATE OR REPLACE FUNCTION task_platform_prices_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'task_platform_prices is append-only: % refused', TG_OP USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER task_platform_prices_no_update_delete BEFORE UPDATE OR DELETE ON "task_platform_prices"
  FOR EACH ROW EXECUTE FUNCTION task_platform_prices_append_only();--> statement-breakpoint
CREATE TRIGGER task_platform_prices_no_truncate BEFORE TRUNCATE ON "task_platform_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION task_platform_prices_append_only();
