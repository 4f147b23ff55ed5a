ALTER TABLE "pan_links" ADD COLUMN "state" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pan_links" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "pan_links" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pan_links_review_queue_idx" ON "pan_links" USING btree ("created_at","id") WHERE state = 1;--> statement-breakpoint
ALTER TABLE "pan_links" ADD CONSTRAINT "pan_links_state_check" CHECK ("pan_links"."state" in (1, 2, 3));--> statement-breakpoint
-- Hand-written below (a data change; drizzle's snapshot holds none, so it stays consistent).
-- Back-fills filed before they were reviewed were already crediting their promoters: they stay in force.
UPDATE pan_links SET state = 2, reviewed_at = created_at;
