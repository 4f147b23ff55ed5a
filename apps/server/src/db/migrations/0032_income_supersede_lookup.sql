CREATE INDEX "income_lines_open_estimate_idx" ON "income_lines" USING btree ("user_id","income_date","task_platform_id") WHERE "income_lines"."kind" = 'estimate' and "income_lines"."superseded_at" is null;--> statement-breakpoint
-- Hand-written below (drizzle's snapshot holds no triggers or functions, so it stays consistent).
-- income_lines_supersede (0025) as it was planned mid-import: its EXISTS became a semi-join hashing every
-- settled line of the table once per statement, and the open estimates were looked up through the identity
-- index by platform alone (EXPLAIN on the bench database during a million-row confirm), so a confirm of many
-- ranges grew with the square of its size. The same rule: the open estimates of the new lines' keys come from
-- income_lines_open_estimate_idx (settled lines never enter it), and whether a settlement exists is asked once
-- per such estimate (a scalar subquery with LIMIT 1 stays a lookup; an EXISTS may be turned into a join).
CREATE OR REPLACE FUNCTION income_lines_supersede() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE income_lines e SET superseded_at = now()
  FROM (SELECT DISTINCT user_id, task_platform_id, income_date FROM new_lines) k
  WHERE e.user_id = k.user_id AND e.income_date = k.income_date AND e.task_platform_id = k.task_platform_id
    AND e.kind = 'estimate' AND e.superseded_at IS NULL
    AND coalesce((SELECT true FROM income_lines s
                  WHERE s.user_id = e.user_id AND s.income_date = e.income_date
                    AND s.task_platform_id = e.task_platform_id AND s.status IN ('settled', 'credited')
                  LIMIT 1), false);
  RETURN NULL;
END;
$$;
