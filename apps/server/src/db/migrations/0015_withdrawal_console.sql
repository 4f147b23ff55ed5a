ALTER TABLE "withdrawal_events" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD COLUMN "operator_account" text;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_channel" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "transfer_no" text;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_events_request_uq" ON "withdrawal_events" USING btree ("request_id") WHERE request_id is not null;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_operator_pair" CHECK (("withdrawal_events"."operator_id" is null) = ("withdrawal_events"."operator_account" is null));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_channel_check" CHECK ("withdrawals"."payout_channel" in ('manual', 'alipay'));--> statement-breakpoint
-- Hand-written below.
-- Payouts started before channels existed were all settled by hand (no transfer API was wired), so they are manual ones.
UPDATE "withdrawals" SET "payout_channel" = 'manual' WHERE "payout_no" IS NOT NULL AND "payout_channel" IS NULL;
