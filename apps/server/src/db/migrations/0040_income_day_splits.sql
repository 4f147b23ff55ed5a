CREATE TABLE "income_day_splits" (
	"user_id" integer NOT NULL,
	"income_date" date NOT NULL,
	"task_platform_id" integer NOT NULL,
	"work_id" integer,
	"amount" bigint NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "income_day_splits_key" UNIQUE NULLS NOT DISTINCT("user_id","income_date","task_platform_id","work_id")
);
--> statement-breakpoint
-- Hand-written below (drizzle's snapshot holds no triggers or functions, so it stays consistent).
-- income_day_splits (the schema's comment): filled from the lines there are, then kept by income_lines_days beside
-- income_days (0010, 0025, 0035), in each branch from the same transition rows: a statement's net change per (user,
-- day, platform, work) in one upsert. The writer that takes the INSERT branch over (`app.income_days_by_writer`,
-- modules/settlement/post-income.ts) adds both tables' rows itself.
INSERT INTO income_day_splits (user_id, income_date, task_platform_id, work_id, amount, lines)
SELECT user_id, income_date, task_platform_id, work_id, sum(amount)::bigint, count(*)::int
FROM income_lines WHERE superseded_at IS NULL
GROUP BY user_id, income_date, task_platform_id, work_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION income_lines_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF current_setting('app.income_days_by_writer', true) = 'on' THEN
      RETURN NULL;
    END IF;
    INSERT INTO income_days AS d (user_id, income_date, amount)
    SELECT user_id, income_date, sum(amount)::bigint FROM new_lines WHERE superseded_at IS NULL
    GROUP BY user_id, income_date
    ON CONFLICT (user_id, income_date) DO UPDATE SET amount = d.amount + excluded.amount;
    INSERT INTO income_day_splits AS s (user_id, income_date, task_platform_id, work_id, amount, lines)
    SELECT user_id, income_date, task_platform_id, work_id, sum(amount)::bigint, count(*)::int FROM new_lines
    WHERE superseded_at IS NULL
    GROUP BY user_id, income_date, task_platform_id, work_id
    ON CONFLICT (user_id, income_date, task_platform_id, work_id)
      DO UPDATE SET amount = s.amount + excluded.amount, lines = s.lines + excluded.lines;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE income_days d SET amount = d.amount - c.amount
    FROM (SELECT user_id, income_date, sum(amount)::bigint AS amount FROM old_lines WHERE superseded_at IS NULL
          GROUP BY user_id, income_date) c
    WHERE d.user_id = c.user_id AND d.income_date = c.income_date;
    UPDATE income_day_splits s SET amount = s.amount - c.amount, lines = s.lines - c.lines
    FROM (SELECT user_id, income_date, task_platform_id, work_id, sum(amount)::bigint AS amount, count(*)::int AS lines
          FROM old_lines WHERE superseded_at IS NULL
          GROUP BY user_id, income_date, task_platform_id, work_id) c
    WHERE s.user_id = c.user_id AND s.income_date = c.income_date AND s.task_platform_id = c.task_platform_id
      AND s.work_id IS NOT DISTINCT FROM c.work_id;
  ELSE
    INSERT INTO income_days AS d (user_id, income_date, amount)
    SELECT user_id, income_date, sum(amount)::bigint
    FROM (SELECT user_id, income_date, amount FROM new_lines WHERE superseded_at IS NULL
          UNION ALL
          SELECT user_id, income_date, -amount FROM old_lines WHERE superseded_at IS NULL) AS moved
    GROUP BY user_id, income_date
    HAVING sum(amount) <> 0
    ON CONFLICT (user_id, income_date) DO UPDATE SET amount = d.amount + excluded.amount;
    INSERT INTO income_day_splits AS s (user_id, income_date, task_platform_id, work_id, amount, lines)
    SELECT user_id, income_date, task_platform_id, work_id, sum(amount)::bigint, sum(n)::int
    FROM (SELECT user_id, income_date, task_platform_id, work_id, amount, 1 AS n FROM new_lines WHERE superseded_at IS NULL
          UNION ALL
          SELECT user_id, income_date, task_platform_id, work_id, -amount, -1 FROM old_lines WHERE superseded_at IS NULL) AS moved
    GROUP BY user_id, income_date, task_platform_id, work_id
    HAVING sum(amount) <> 0 OR sum(n) <> 0
    ON CONFLICT (user_id, income_date, task_platform_id, work_id)
      DO UPDATE SET amount = s.amount + excluded.amount, lines = s.lines + excluded.lines;
  END IF;
  RETURN NULL;
END;
$$;
