CREATE TABLE "team_figures" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"direct" integer DEFAULT 0 NOT NULL,
	"second" integer DEFAULT 0 NOT NULL,
	"bound" integer DEFAULT 0 NOT NULL,
	"backfilled" integer DEFAULT 0 NOT NULL,
	"earning" integer DEFAULT 0 NOT NULL,
	"team_income" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_figures_counts" CHECK ("team_figures"."direct" >= "team_figures"."bound" and "team_figures"."direct" >= "team_figures"."backfilled" and "team_figures"."direct" >= "team_figures"."earning" and "team_figures"."second" >= 0)
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"bound_at" timestamp with time zone,
	"backfilled_at" timestamp with time zone,
	"first_income_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_months" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"team_income" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_months_user_id_month_pk" PRIMARY KEY("user_id","month"),
	CONSTRAINT "team_months_first_day" CHECK (extract(day from "team_months"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "team_figures" ADD CONSTRAINT "team_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_months" ADD CONSTRAINT "team_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_members_inviter_idx" ON "team_members" USING btree ("inviter_id","joined_at","user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_inviter_not_self" CHECK ("users"."inviter_id" <> "users"."id");--> statement-breakpoint
-- Hand-written below (drizzle's snapshot holds neither triggers nor data changes, so it stays consistent).
-- The team's figures (team_members, team_figures, team_months) follow the rows they count, whichever code
-- writes them, so the team page reads a leader's row instead of walking their team (issue 23).
-- An inviter is set at registration and never changes: team_members and the leaders' counts are written
-- once per invitee, and no invite loop can form (a new user cannot already be in anyone's chain).
CREATE OR REPLACE FUNCTION users_inviter_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'users.inviter_id is set at registration and never changes (invite loops)' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_inviter_fixed BEFORE UPDATE OF inviter_id ON "users"
  FOR EACH ROW WHEN (OLD.inviter_id IS DISTINCT FROM NEW.inviter_id) EXECUTE FUNCTION users_inviter_fixed();--> statement-breakpoint
-- Registrations with an invite code: the members' rows, the inviters' direct counts and their inviters'
-- second-level counts, per statement (one registration, or many at once from a script) with one upsert each.
CREATE OR REPLACE FUNCTION users_team_join() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_members (user_id, inviter_id, joined_at)
  SELECT id, inviter_id, created_at FROM new_users WHERE inviter_id IS NOT NULL;
  INSERT INTO team_figures AS f (user_id, direct)
  SELECT inviter_id, count(*) FROM new_users WHERE inviter_id IS NOT NULL GROUP BY inviter_id
  ON CONFLICT (user_id) DO UPDATE SET direct = f.direct + excluded.direct;
  INSERT INTO team_figures AS f (user_id, second)
  SELECT p.inviter_id, count(*) FROM new_users n JOIN users p ON p.id = n.inviter_id
  WHERE p.inviter_id IS NOT NULL GROUP BY p.inviter_id
  ON CONFLICT (user_id) DO UPDATE SET second = f.second + excluded.second;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_team_join AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION users_team_join();--> statement-breakpoint
-- The first media account bound and the first back-fill: the step's time, once, and the inviter's count
-- (their row exists since the member joined; an upsert would check its CHECK on the inserted row first).
CREATE OR REPLACE FUNCTION team_bound() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH reached AS (
    UPDATE team_members m SET bound_at = x.at
    FROM (SELECT user_id, min(created_at) AS at FROM new_rows GROUP BY user_id) x
    WHERE m.user_id = x.user_id AND m.bound_at IS NULL
    RETURNING m.inviter_id
  )
  UPDATE team_figures f SET bound = f.bound + c.n
  FROM (SELECT inviter_id, count(*)::int AS n FROM reached GROUP BY inviter_id) c
  WHERE f.user_id = c.inviter_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER platform_accounts_team AFTER INSERT ON "platform_accounts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_bound();--> statement-breakpoint
CREATE OR REPLACE FUNCTION team_backfilled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH reached AS (
    UPDATE team_members m SET backfilled_at = x.at
    FROM (SELECT user_id, min(created_at) AS at FROM new_rows GROUP BY user_id) x
    WHERE m.user_id = x.user_id AND m.backfilled_at IS NULL
    RETURNING m.inviter_id
  )
  UPDATE team_figures f SET backfilled = f.backfilled + c.n
  FROM (SELECT inviter_id, count(*)::int AS n FROM reached GROUP BY inviter_id) c
  WHERE f.user_id = c.inviter_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER works_alias_links_team AFTER INSERT ON "works_alias_links"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_backfilled();--> statement-breakpoint
-- Income lines: the first settled line with money is the member's first income; every settled or
-- correcting line of a member adds to the inviter's team income, in total and in its income date's month.
CREATE OR REPLACE FUNCTION income_lines_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH reached AS (
    UPDATE team_members m SET first_income_at = x.at
    FROM (SELECT user_id, min(created_at) AS at FROM new_lines WHERE kind = 'settled' AND amount > 0 GROUP BY user_id) x
    WHERE m.user_id = x.user_id AND m.first_income_at IS NULL
    RETURNING m.inviter_id
  )
  UPDATE team_figures f SET earning = f.earning + c.n
  FROM (SELECT inviter_id, count(*)::int AS n FROM reached GROUP BY inviter_id) c
  WHERE f.user_id = c.inviter_id;
  WITH sums AS (
    SELECT m.inviter_id AS user_id, l.income_date - (extract(day FROM l.income_date)::int - 1) AS month,
           sum(l.amount)::bigint AS amount
    FROM new_lines l JOIN team_members m ON m.user_id = l.user_id
    WHERE l.kind <> 'estimate'
    GROUP BY 1, 2
  ), months AS (
    INSERT INTO team_months AS t (user_id, month, team_income)
    SELECT user_id, month, amount FROM sums
    ON CONFLICT (user_id, month) DO UPDATE SET team_income = t.team_income + excluded.team_income
  )
  INSERT INTO team_figures AS f (user_id, team_income)
  SELECT user_id, sum(amount)::bigint FROM sums GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET team_income = f.team_income + excluded.team_income;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER income_lines_team AFTER INSERT ON "income_lines"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION income_lines_team();--> statement-breakpoint
-- Rebates: the inviter's rebate, in total and in the month of the source line's income date.
CREATE OR REPLACE FUNCTION rebates_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH sums AS (
    SELECT r.user_id, l.income_date - (extract(day FROM l.income_date)::int - 1) AS month, sum(r.amount)::bigint AS amount
    FROM new_rebates r JOIN income_lines l ON l.id = r.source_line_id
    GROUP BY 1, 2
  ), months AS (
    INSERT INTO team_months AS t (user_id, month, rebate)
    SELECT user_id, month, amount FROM sums
    ON CONFLICT (user_id, month) DO UPDATE SET rebate = t.rebate + excluded.rebate
  )
  INSERT INTO team_figures AS f (user_id, rebate)
  SELECT user_id, sum(amount)::bigint FROM sums GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET rebate = f.rebate + excluded.rebate;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER rebates_team AFTER INSERT ON "rebates"
  REFERENCING NEW TABLE AS new_rebates FOR EACH STATEMENT EXECUTE FUNCTION rebates_team();--> statement-breakpoint
-- The figures of the rows already there, before the triggers' first change.
INSERT INTO team_members (user_id, inviter_id, joined_at, bound_at, backfilled_at, first_income_at)
SELECT u.id, u.inviter_id, u.created_at,
  (SELECT min(a.created_at) FROM platform_accounts a WHERE a.user_id = u.id),
  (SELECT min(k.created_at) FROM works_alias_links k WHERE k.user_id = u.id),
  (SELECT min(l.created_at) FROM income_lines l WHERE l.user_id = u.id AND l.kind = 'settled' AND l.amount > 0)
FROM users u WHERE u.inviter_id IS NOT NULL;--> statement-breakpoint
INSERT INTO team_figures (user_id, direct, bound, backfilled, earning)
SELECT inviter_id, count(*), count(bound_at), count(backfilled_at), count(first_income_at) FROM team_members GROUP BY inviter_id;--> statement-breakpoint
INSERT INTO team_figures AS f (user_id, second)
SELECT p.inviter_id, count(*) FROM team_members m JOIN users p ON p.id = m.inviter_id
WHERE p.inviter_id IS NOT NULL GROUP BY p.inviter_id
ON CONFLICT (user_id) DO UPDATE SET second = excluded.second;--> statement-breakpoint
INSERT INTO team_months (user_id, month, team_income)
SELECT m.inviter_id, l.income_date - (extract(day FROM l.income_date)::int - 1), sum(l.amount)::bigint
FROM income_lines l JOIN team_members m ON m.user_id = l.user_id
WHERE l.kind <> 'estimate' GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO team_months AS t (user_id, month, rebate)
SELECT r.user_id, l.income_date - (extract(day FROM l.income_date)::int - 1), sum(r.amount)::bigint
FROM rebates r JOIN income_lines l ON l.id = r.source_line_id GROUP BY 1, 2
ON CONFLICT (user_id, month) DO UPDATE SET rebate = excluded.rebate;--> statement-breakpoint
UPDATE team_figures f SET
  team_income = coalesce((SELECT sum(t.team_income) FROM team_months t WHERE t.user_id = f.user_id), 0),
  rebate = coalesce((SELECT sum(t.rebate) FROM team_months t WHERE t.user_id = f.user_id), 0);
