DROP INDEX "works_type_published_idx";--> statement-breakpoint
DROP INDEX "works_type_heat_idx";--> statement-breakpoint
-- Hand-written (drizzle-kit does not manage functions): the search column of works (schema/works.ts)
-- is generated from this. The lower-cased title's characters and character pairs, without repeats;
-- IMMUTABLE as lower() is, so a generated column and its GIN index may use it.
CREATE FUNCTION works_title_grams(title text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}')
  FROM (SELECT lower(title) AS t) AS l,
    generate_series(1, char_length(l.t)) AS i,
    LATERAL (VALUES (substr(l.t, i, 1)), (substr(l.t, i, 2))) AS v(g)
$$;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "title_grams" text[] GENERATED ALWAYS AS (works_title_grams(title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "works_new_idx" ON "works" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE published;--> statement-breakpoint
CREATE INDEX "works_type_new_idx" ON "works" USING btree ("type","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE published;--> statement-breakpoint
CREATE INDEX "works_hot_idx" ON "works" USING btree ("heat" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE published;--> statement-breakpoint
CREATE INDEX "works_type_hot_idx" ON "works" USING btree ("type","heat" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE published;--> statement-breakpoint
CREATE INDEX "works_recommend_idx" ON "works" USING btree ("is_recommended" DESC NULLS FIRST,"heat" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE published;--> statement-breakpoint
CREATE INDEX "works_type_recommend_idx" ON "works" USING btree ("type","is_recommended" DESC NULLS FIRST,"heat" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE published;--> statement-breakpoint
CREATE INDEX "works_title_grams_idx" ON "works" USING gin ("title_grams") WITH (fastupdate=false) WHERE published;