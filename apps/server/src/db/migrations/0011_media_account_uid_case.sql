DROP INDEX "platform_accounts_bound_uid_uq";--> statement-breakpoint
-- Hand-written: a UID bound under two casings before Douyin and Kuaishou UIDs were compared in lower
-- case keeps its first binding; the later ones are unbound (the row stays, as for any unbind), so the
-- index below can be built.
UPDATE "platform_accounts" AS a SET "unbound_at" = now()
WHERE a.unbound_at IS NULL AND a.platform IN (1, 2) AND EXISTS (
  SELECT 1 FROM "platform_accounts" AS b
  WHERE b.unbound_at IS NULL AND b.platform = a.platform AND lower(b.uid) = lower(a.uid)
    AND (b.created_at, b.id) < (a.created_at, a.id)
);--> statement-breakpoint
CREATE UNIQUE INDEX "platform_accounts_bound_uid_uq" ON "platform_accounts" USING btree ("platform",(case when platform in (1, 2) then lower(uid) else uid end)) WHERE unbound_at is null;