ALTER TABLE "account_records" DROP CONSTRAINT "account_records_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "income_lines" DROP CONSTRAINT "income_lines_user_id_users_id_fk";
