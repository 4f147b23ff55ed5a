DROP INDEX "income_lines_date_idx";--> statement-breakpoint
CREATE INDEX "income_lines_date_idx" ON "income_lines" USING btree ("income_date","status","amount","superseded_at");