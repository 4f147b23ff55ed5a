CREATE UNIQUE INDEX "account_deletion_pending_uq" ON "account_deletion_requests" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";