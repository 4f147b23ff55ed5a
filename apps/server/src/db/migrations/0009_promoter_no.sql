ALTER TABLE "users" ADD COLUMN "promoter_no" text DEFAULT (10000000 + floor(random() * 90000000))::int::text NOT NULL;--> statement-breakpoint
-- Hand-written: the column's volatile default drew a number per existing user above; two may have drawn
-- the same, so those draw again until every number is unique, before the unique index is built.
DO $$
BEGIN
  WHILE EXISTS (SELECT 1 FROM users GROUP BY promoter_no HAVING count(*) > 1) LOOP
    UPDATE users SET promoter_no = (10000000 + floor(random() * 90000000))::int::text
    WHERE id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY promoter_no ORDER BY id) AS n FROM users) d WHERE n > 1);
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "users_promoter_no_uq" ON "users" USING btree ("promoter_no");