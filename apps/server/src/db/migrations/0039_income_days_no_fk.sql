ALTER TABLE "income_days" DROP CONSTRAINT "income_days_user_id_users_id_fk";
