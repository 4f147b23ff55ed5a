ALTER TABLE "income_lines" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "income_lines" ADD CONSTRAINT "income_lines_superseded_estimate" CHECK ("income_lines"."superseded_at" is null or "income_lines"."kind" = 'estimate');--> statement-breakpoint
-- Hand-written below (drizzle's snapshot holds neither triggers nor data changes, so it stays consistent).
-- Settlement replaces the day's estimate: once a settled or credited line exists for a promoter, platform and
-- income date, that day's estimates of the platform are marked superseded and leave the promoter's figures
-- (the reconciliation still compares them with the settlement, by kind). A trigger, so that every writer
-- obeys it; per statement, so that an import's batch is one UPDATE. It also covers an estimate that arrives
-- after its settlement (marked as soon as it is written).
CREATE OR REPLACE FUNCTION income_lines_supersede() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE income_lines e SET superseded_at = now()
  FROM (SELECT DISTINCT user_id, task_platform_id, income_date FROM new_lines) k
  WHERE e.user_id = k.user_id AND e.income_date = k.income_date AND e.task_platform_id = k.task_platform_id
    AND e.kind = 'estimate' AND e.superseded_at IS NULL
    AND EXISTS (SELECT 1 FROM income_lines s
                WHERE s.user_id = e.user_id AND s.income_date = e.income_date
                  AND s.task_platform_id = e.task_platform_id AND s.status IN ('settled', 'credited'));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER income_lines_supersede AFTER INSERT ON "income_lines"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION income_lines_supersede();--> statement-breakpoint
-- income_days (0010_money_figures) counts only the lines not superseded: marking an estimate superseded is
-- an UPDATE, whose branch takes the estimate out of its day.
CREATE OR REPLACE FUNCTION income_lines_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO income_days AS d (user_id, income_date, amount)
    SELECT user_id, income_date, sum(amount)::bigint FROM new_lines WHERE superseded_at IS NULL
    GROUP BY user_id, income_date
    ON CONFLICT (user_id, income_date) DO UPDATE SET amount = d.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE income_days d SET amount = d.amount - c.amount
    FROM (SELECT user_id, income_date, sum(amount)::bigint AS amount FROM old_lines WHERE superseded_at IS NULL
          GROUP BY user_id, income_date) c
    WHERE d.user_id = c.user_id AND d.income_date = c.income_date;
  ELSE
    INSERT INTO income_days AS d (user_id, income_date, amount)
    SELECT user_id, income_date, sum(amount)::bigint
    FROM (SELECT user_id, income_date, amount FROM new_lines WHERE superseded_at IS NULL
          UNION ALL
          SELECT user_id, income_date, -amount FROM old_lines WHERE superseded_at IS NULL) AS moved
    GROUP BY user_id, income_date
    HAVING sum(amount) <> 0
    ON CONFLICT (user_id, income_date) DO UPDATE SET amount = d.amount + excluded.amount;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The estimates already settled: the UPDATE's trigger takes them out of income_days.
UPDATE income_lines e SET superseded_at = now()
WHERE e.kind = 'estimate' AND EXISTS (
  SELECT 1 FROM income_lines s
  WHERE s.user_id = e.user_id AND s.income_date = e.income_date
    AND s.task_platform_id = e.task_platform_id AND s.status IN ('settled', 'credited'));
