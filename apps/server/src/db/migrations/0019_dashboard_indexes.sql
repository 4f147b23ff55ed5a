CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "income_lines_date_idx" ON "income_lines" USING btree ("income_date","status","amount");--> statement-breakpoint
CREATE INDEX "works_alias_links_created_idx" ON "works_alias_links" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "works_aliases_created_idx" ON "works_aliases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_events_paid_idx" ON "withdrawal_events" USING btree ("at") WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at");