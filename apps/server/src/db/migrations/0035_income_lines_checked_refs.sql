ALTER TABLE "income_lines" DROP CONSTRAINT "income_lines_work_id_works_id_fk";
--> statement-breakpoint
ALTER TABLE "income_lines" DROP CONSTRAINT "income_lines_task_platform_id_task_platforms_id_fk";
--> statement-breakpoint
ALTER TABLE "income_lines" DROP CONSTRAINT "income_lines_price_id_task_platform_prices_id_fk";
