ALTER TABLE "income_lines" ALTER COLUMN "income_date" SET DATA TYPE date USING "income_date"::date;--> statement-breakpoint
CREATE UNIQUE INDEX "account_records_ref_uq" ON "account_records" USING btree ("ref_type","ref_id","type");--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_status_check" CHECK ("account_deletion_requests"."status" in ('pending', 'withdrawn', 'done'));--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_success_check" CHECK ("login_attempts"."success" in (0, 1));--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_purpose_check" CHECK ("sms_codes"."purpose" in ('login', 'register'));--> statement-breakpoint
ALTER TABLE "task_platforms" ADD CONSTRAINT "task_platforms_category_check" CHECK ("task_platforms"."category" in (1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "task_platforms" ADD CONSTRAINT "task_platforms_promotion_type_check" CHECK ("task_platforms"."promotion_type" in (1, 2, 3, 4, 5, 6));--> statement-breakpoint
ALTER TABLE "task_platforms" ADD CONSTRAINT "task_platforms_settlement_type_check" CHECK ("task_platforms"."settlement_type" in (1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "work_materials" ADD CONSTRAINT "work_materials_kind_check" CHECK ("work_materials"."kind" in ('video', 'image', 'copy'));--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_type_check" CHECK ("works"."type" in (1, 2));--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_share_bps_range" CHECK ("works"."share_bps" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_platform_check" CHECK ("app_versions"."platform" in ('android', 'ios', 'mp-weixin', 'h5'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_kind_check" CHECK ("articles"."kind" in ('tutorial', 'faq', 'about', 'article'));--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_link_type_check" CHECK ("banners"."link_type" in ('route', 'article', 'url'));--> statement-breakpoint
ALTER TABLE "account_records" ADD CONSTRAINT "account_records_type_check" CHECK ("account_records"."type" in ('income', 'rebate', 'adjustment', 'withdrawal', 'withdrawal_refund'));--> statement-breakpoint
ALTER TABLE "account_records" ADD CONSTRAINT "account_records_ref_type_check" CHECK ("account_records"."ref_type" in ('income_line', 'withdrawal', 'rebate'));--> statement-breakpoint
ALTER TABLE "account_records" ADD CONSTRAINT "account_records_ref_pair" CHECK (("account_records"."ref_type" is null) = ("account_records"."ref_id" is null));--> statement-breakpoint
ALTER TABLE "account_records" ADD CONSTRAINT "account_records_amount_nonzero" CHECK ("account_records"."amount" <> 0);--> statement-breakpoint
ALTER TABLE "account_records" ADD CONSTRAINT "account_records_balance_after_nonnegative" CHECK ("account_records"."balance_after" >= 0);--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_balance_nonnegative" CHECK ("balances"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "income_lines" ADD CONSTRAINT "income_lines_status_check" CHECK ("income_lines"."status" in ('estimated', 'settled', 'credited'));--> statement-breakpoint
-- Hand-written below (drizzle's snapshot holds neither triggers nor data changes, so it stays consistent).
-- The ledger is append-only: the database itself refuses to change or remove a posted row.
CREATE OR REPLACE FUNCTION account_records_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'account_records is append-only: % refused', TG_OP USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER account_records_no_update_delete BEFORE UPDATE OR DELETE ON "account_records"
  FOR EACH ROW EXECUTE FUNCTION account_records_append_only();--> statement-breakpoint
CREATE TRIGGER account_records_no_truncate BEFORE TRUNCATE ON "account_records"
  FOR EACH STATEMENT EXECUTE FUNCTION account_records_append_only();--> statement-breakpoint
-- The operator's withdrawal fee is kept in basis points from now on (0.06 -> 600); the app-config
-- call still answers the decimal rate the spec shows.
UPDATE "settings"
SET "value" = ("value" - 'withdrawalServiceFeeRate')
  || jsonb_build_object('withdrawalServiceFeeBps', round(("value" ->> 'withdrawalServiceFeeRate')::numeric * 10000)::integer)
WHERE "key" = 'app'
  AND jsonb_typeof("value") = 'object'
  AND jsonb_typeof("value" -> 'withdrawalServiceFeeRate') = 'number';
