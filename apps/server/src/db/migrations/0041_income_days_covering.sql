-- Hand-written (drizzle's primary key builder has no INCLUDE; its snapshot keeps the key as it was, which the key still
-- is). income_days' key carries each day's amount, so a range's sum is read from the key's index alone (an index-only
-- scan: a few pages however many days), where it fetched every day's row, one heap page each (a promoter's days are
-- written one day at a time among everyone's): the income page's default range is every day, 1,095 days a three-year
-- promoter's (docs/PERFORMANCE.md, "The income page's days").
ALTER TABLE "income_days" DROP CONSTRAINT "income_days_user_id_income_date_pk";--> statement-breakpoint
ALTER TABLE "income_days" ADD CONSTRAINT "income_days_user_id_income_date_pk" PRIMARY KEY ("user_id", "income_date") INCLUDE ("amount");
