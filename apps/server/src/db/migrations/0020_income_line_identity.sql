-- Edited from drizzle's output: the identity columns are added without NOT NULL, filled for the lines
-- already written (below), and only then made NOT NULL, so the migration runs on a database with lines.
ALTER TABLE "income_lines" ADD COLUMN "report_date" date;--> statement-breakpoint
ALTER TABLE "income_lines" ADD COLUMN "row_key" text;--> statement-breakpoint
ALTER TABLE "income_lines" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "income_lines" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "income_lines" ADD COLUMN "price_id" integer;--> statement-breakpoint
ALTER TABLE "income_lines" ADD CONSTRAINT "income_lines_price_id_task_platform_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."task_platform_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written below. Lines written before the engine (the demo seed's) had no upstream identity: each
-- is its own row of a report of its day, keyed by its id; negative lines were corrections, their reason
-- read from the provenance the seed wrote.
UPDATE "income_lines" SET
  "report_date" = "income_date",
  "row_key" = 'line-' || "id",
  "kind" = CASE WHEN "status" = 'estimated' THEN 'estimate' WHEN "amount" < 0 THEN 'adjustment' ELSE 'settled' END,
  "reason_code" = CASE
    WHEN "amount" >= 0 THEN NULL
    WHEN "provenance" -> 'adjustment' ->> 'reason' LIKE '用户退款%' THEN 'refund'
    WHEN "provenance" -> 'adjustment' ->> 'reason' LIKE '无效流量%' THEN 'invalid_traffic'
    ELSE 'correction'
  END;--> statement-breakpoint
ALTER TABLE "income_lines" ALTER COLUMN "report_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "income_lines" ALTER COLUMN "row_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "income_lines" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "income_lines_identity_uq" ON "income_lines" USING btree ("task_platform_id","report_date","row_key","kind");--> statement-breakpoint
ALTER TABLE "income_lines" ADD CONSTRAINT "income_lines_kind_check" CHECK ("income_lines"."kind" in ('estimate', 'settled', 'adjustment'));--> statement-breakpoint
ALTER TABLE "income_lines" ADD CONSTRAINT "income_lines_reason_code_check" CHECK ("income_lines"."reason_code" in ('refund', 'invalid_traffic', 'penalty', 'correction'));--> statement-breakpoint
ALTER TABLE "income_lines" ADD CONSTRAINT "income_lines_status_kind" CHECK (("income_lines"."kind" = 'estimate') = ("income_lines"."status" = 'estimated'));
