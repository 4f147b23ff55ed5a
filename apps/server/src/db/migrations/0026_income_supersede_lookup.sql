-- Hand-written below (drizzle's snapshot holds neither triggers nor functions, so it stays consistent).
-- income_lines_supersede (0025) as it was planned: its EXISTS became a semi-join that hashed every settled
-- line of the table for each statement, so an import's confirm, a statement per range of lines, grew with
-- the square of its size (a million-row import: each range scanned all the lines written before it). The
-- same rule, looked up per candidate: the open estimates of the new lines' keys are found by the
-- (user, day) index, and whether a settlement exists for a key is asked of that index once per estimate
-- (a scalar subquery with LIMIT 1 stays a per-row lookup; an EXISTS may be turned into a join).
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
