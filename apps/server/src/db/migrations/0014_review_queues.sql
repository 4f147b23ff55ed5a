ALTER TABLE "account_deletion_requests" DROP CONSTRAINT "account_deletion_status_check";--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "works_alias_links_review_queue_idx" ON "works_alias_links" USING btree ("created_at","id") WHERE state = 1;--> statement-breakpoint
CREATE INDEX "works_aliases_review_queue_idx" ON "works_aliases" USING btree ("created_at","id") WHERE state = 1 and deleted_at is null;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_status_check" CHECK ("account_deletion_requests"."status" in ('pending', 'withdrawn', 'done', 'rejected'));--> statement-breakpoint
-- Hand-written below (drizzle's snapshot holds no triggers). No token is ever issued for a deleted
-- account. The approval holds the users row FOR UPDATE while it clears the account and revokes its
-- tokens; a login that read the user just before waits here on FOR KEY SHARE until the approval
-- commits, then reads the row as committed (deleted_at set) and is refused, so it cannot slip a
-- token in after the revocation.
CREATE OR REPLACE FUNCTION user_tokens_refuse_deleted_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone timestamptz;
BEGIN
  SELECT deleted_at INTO gone FROM users WHERE id = NEW.user_id FOR KEY SHARE;
  IF gone IS NOT NULL THEN
    RAISE EXCEPTION 'user % is deleted: no session for it', NEW.user_id USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER user_tokens_no_deleted_user BEFORE INSERT ON "user_tokens"
  FOR EACH ROW EXECUTE FUNCTION user_tokens_refuse_deleted_user();
