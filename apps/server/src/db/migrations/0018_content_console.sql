ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_platform_version_uq" ON "app_versions" USING btree ("platform","version");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_window_check" CHECK ("banners"."ends_at" is null or "banners"."starts_at" is null or "banners"."ends_at" > "banners"."starts_at");