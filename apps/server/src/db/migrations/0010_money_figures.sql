CREATE TABLE "income_days" (
	"user_id" integer NOT NULL,
	"income_date" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "income_days_user_id_income_date_pk" PRIMARY KEY("user_id","income_date")
);
--> statement-breakpoint
DROP INDEX "works_platform_idx";--> statement-breakpoint
DROP INDEX "account_records_user_idx";--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "earned" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "frozen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "withdrawn" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "income_days" ADD CONSTRAINT "income_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "works_platform_idx" ON "works" USING btree ("task_platform_id","share_bps");--> statement-breakpoint
CREATE INDEX "account_records_user_idx" ON "account_records" USING btree ("user_id","id");--> statement-breakpoint
-- Hand-written below (drizzle's snapshot holds neither triggers nor data changes, so it stays consistent).
-- income_days: each statement's net change per (user, day) on income_lines, applied in one upsert, so a
-- report import touches each day once instead of once per line. A transition table allows one event per
-- trigger, hence three triggers (as in 0008_alias_figures); each branch names only the tables its event has.
CREATE OR REPLACE FUNCTION income_lines_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO income_days AS d (user_id, income_date, amount)
    SELECT user_id, income_date, sum(amount)::bigint FROM new_lines GROUP BY user_id, income_date
    ON CONFLICT (user_id, income_date) DO UPDATE SET amount = d.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE income_days d SET amount = d.amount - c.amount
    FROM (SELECT user_id, income_date, sum(amount)::bigint AS amount FROM old_lines GROUP BY user_id, income_date) c
    WHERE d.user_id = c.user_id AND d.income_date = c.income_date;
  ELSE
    INSERT INTO income_days AS d (user_id, income_date, amount)
    SELECT user_id, income_date, sum(amount)::bigint
    FROM (SELECT user_id, income_date, amount FROM new_lines
          UNION ALL
          SELECT user_id, income_date, -amount FROM old_lines) AS moved
    GROUP BY user_id, income_date
    HAVING sum(amount) <> 0
    ON CONFLICT (user_id, income_date) DO UPDATE SET amount = d.amount + excluded.amount;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER income_lines_days_insert AFTER INSERT ON "income_lines"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION income_lines_days();--> statement-breakpoint
CREATE TRIGGER income_lines_days_update AFTER UPDATE ON "income_lines"
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION income_lines_days();--> statement-breakpoint
CREATE TRIGGER income_lines_days_delete AFTER DELETE ON "income_lines"
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION income_lines_days();--> statement-breakpoint
-- balances.frozen and .withdrawn follow each withdrawal's status, whichever code writes it (the promoter's
-- application, the operator's steps, the payout job): the old status's share leaves, the new one's comes.
-- The balance row is created if missing; postToLedger creates it the same way (and takes the same row lock).
CREATE OR REPLACE FUNCTION withdrawals_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE balances SET
      frozen = frozen - CASE WHEN OLD.status IN ('submitted', 'approved', 'paying') THEN OLD.amount ELSE 0 END,
      withdrawn = withdrawn - CASE WHEN OLD.status = 'paid' THEN OLD.amount ELSE 0 END
    WHERE user_id = OLD.user_id AND OLD.status IN ('submitted', 'approved', 'paying', 'paid');
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('submitted', 'approved', 'paying', 'paid') THEN
    INSERT INTO balances AS b (user_id, balance, frozen, withdrawn)
    VALUES (NEW.user_id, 0,
      CASE WHEN NEW.status = 'paid' THEN 0 ELSE NEW.amount END,
      CASE WHEN NEW.status = 'paid' THEN NEW.amount ELSE 0 END)
    ON CONFLICT (user_id) DO UPDATE SET frozen = b.frozen + excluded.frozen, withdrawn = b.withdrawn + excluded.withdrawn;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER withdrawals_figures AFTER INSERT OR UPDATE OF status, amount, user_id OR DELETE ON "withdrawals"
  FOR EACH ROW EXECUTE FUNCTION withdrawals_figures();--> statement-breakpoint
-- The figures of the rows already there, before the triggers' first change.
INSERT INTO income_days (user_id, income_date, amount)
SELECT user_id, income_date, sum(amount)::bigint FROM income_lines GROUP BY user_id, income_date;--> statement-breakpoint
UPDATE balances b SET
  earned = coalesce((SELECT sum(amount) FROM account_records r
                     WHERE r.user_id = b.user_id AND r.type IN ('income', 'rebate', 'adjustment')), 0),
  frozen = coalesce((SELECT sum(amount) FROM withdrawals w
                     WHERE w.user_id = b.user_id AND w.status IN ('submitted', 'approved', 'paying')), 0),
  withdrawn = coalesce((SELECT sum(amount) FROM withdrawals w WHERE w.user_id = b.user_id AND w.status = 'paid'), 0);
