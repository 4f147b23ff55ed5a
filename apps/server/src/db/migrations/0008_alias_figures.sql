ALTER TABLE "works_aliases" ADD COLUMN "link_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "works_aliases" ADD COLUMN "effective_link_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "works_aliases" ADD COLUMN "income" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "works_aliases" ADD COLUMN "new_users" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written below (drizzle's snapshot holds neither triggers nor data changes, so it stays consistent).
-- The figures above are kept by statement-level triggers: each statement's net change per alias, applied
-- in one UPDATE, so a bulk load (seed, report import, bench generator) updates each alias once instead of
-- once per row. A transition table allows one event per trigger, hence three triggers per table; it also
-- rules out UPDATE OF columns, so the update triggers skip the aliases whose figures did not change.
CREATE OR REPLACE FUNCTION works_alias_links_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE works_aliases a
    SET link_count = a.link_count + c.links, effective_link_count = a.effective_link_count + c.effective
    FROM (SELECT alias_id, count(*)::integer AS links, count(*) FILTER (WHERE state = 2)::integer AS effective
          FROM new_links GROUP BY alias_id) c
    WHERE a.id = c.alias_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE works_aliases a
    SET link_count = a.link_count - c.links, effective_link_count = a.effective_link_count - c.effective
    FROM (SELECT alias_id, count(*)::integer AS links, count(*) FILTER (WHERE state = 2)::integer AS effective
          FROM old_links GROUP BY alias_id) c
    WHERE a.id = c.alias_id;
  ELSE
    UPDATE works_aliases a
    SET link_count = a.link_count + c.links, effective_link_count = a.effective_link_count + c.effective
    FROM (SELECT alias_id, sum(links)::integer AS links, sum(effective)::integer AS effective
          FROM (SELECT alias_id, 1 AS links, (state = 2)::integer AS effective FROM new_links
                UNION ALL
                SELECT alias_id, -1, -(state = 2)::integer FROM old_links) AS moved
          GROUP BY alias_id) c
    WHERE a.id = c.alias_id AND (c.links <> 0 OR c.effective <> 0);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER works_alias_links_figures_insert AFTER INSERT ON "works_alias_links"
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION works_alias_links_figures();--> statement-breakpoint
CREATE TRIGGER works_alias_links_figures_update AFTER UPDATE ON "works_alias_links"
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION works_alias_links_figures();--> statement-breakpoint
CREATE TRIGGER works_alias_links_figures_delete AFTER DELETE ON "works_alias_links"
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION works_alias_links_figures();--> statement-breakpoint
CREATE OR REPLACE FUNCTION alias_daily_stats_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE works_aliases a
    SET income = a.income + c.income, new_users = a.new_users + c.new_users
    FROM (SELECT alias_id, sum(income)::bigint AS income, sum(new_users)::integer AS new_users
          FROM new_stats GROUP BY alias_id) c
    WHERE a.id = c.alias_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE works_aliases a
    SET income = a.income - c.income, new_users = a.new_users - c.new_users
    FROM (SELECT alias_id, sum(income)::bigint AS income, sum(new_users)::integer AS new_users
          FROM old_stats GROUP BY alias_id) c
    WHERE a.id = c.alias_id;
  ELSE
    UPDATE works_aliases a
    SET income = a.income + c.income, new_users = a.new_users + c.new_users
    FROM (SELECT alias_id, sum(income)::bigint AS income, sum(new_users)::integer AS new_users
          FROM (SELECT alias_id, income, new_users FROM new_stats
                UNION ALL
                SELECT alias_id, -income, -new_users FROM old_stats) AS moved
          GROUP BY alias_id) c
    WHERE a.id = c.alias_id AND (c.income <> 0 OR c.new_users <> 0);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER alias_daily_stats_figures_insert AFTER INSERT ON "alias_daily_stats"
  REFERENCING NEW TABLE AS new_stats FOR EACH STATEMENT EXECUTE FUNCTION alias_daily_stats_figures();--> statement-breakpoint
CREATE TRIGGER alias_daily_stats_figures_update AFTER UPDATE ON "alias_daily_stats"
  REFERENCING OLD TABLE AS old_stats NEW TABLE AS new_stats FOR EACH STATEMENT EXECUTE FUNCTION alias_daily_stats_figures();--> statement-breakpoint
CREATE TRIGGER alias_daily_stats_figures_delete AFTER DELETE ON "alias_daily_stats"
  REFERENCING OLD TABLE AS old_stats FOR EACH STATEMENT EXECUTE FUNCTION alias_daily_stats_figures();--> statement-breakpoint
-- The figures of the rows already there, before the triggers' first change.
UPDATE "works_aliases" a
SET link_count = c.links, effective_link_count = c.effective
FROM (SELECT alias_id, count(*)::integer AS links, count(*) FILTER (WHERE state = 2)::integer AS effective
      FROM "works_alias_links" GROUP BY alias_id) c
WHERE a.id = c.alias_id;--> statement-breakpoint
UPDATE "works_aliases" a
SET income = c.income, new_users = c.new_users
FROM (SELECT alias_id, sum(income)::bigint AS income, sum(new_users)::integer AS new_users
      FROM "alias_daily_stats" GROUP BY alias_id) c
WHERE a.id = c.alias_id;
