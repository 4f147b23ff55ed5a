CREATE TABLE "rebates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rebates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"source_line_id" integer NOT NULL,
	"bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebates_amount_nonzero" CHECK ("rebates"."amount" <> 0),
	CONSTRAINT "rebates_bps_range" CHECK ("rebates"."bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "receivable_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receivable_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receivable_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receivable_payments_amount_positive" CHECK ("receivable_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "receivables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receivables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receivables_ref_type_check" CHECK ("receivables"."ref_type" in ('income_line', 'rebate')),
	CONSTRAINT "receivables_amount_positive" CHECK ("receivables"."amount" > 0),
	CONSTRAINT "receivables_paid_range" CHECK ("receivables"."paid" >= 0 and "receivables"."paid" <= "receivables"."amount")
);
--> statement-breakpoint
ALTER TABLE "account_records" DROP CONSTRAINT "account_records_type_check";--> statement-breakpoint
ALTER TABLE "account_records" DROP CONSTRAINT "account_records_ref_type_check";--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_source_line_id_income_lines_id_fk" FOREIGN KEY ("source_line_id") REFERENCES "public"."income_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_payments" ADD CONSTRAINT "receivable_payments_receivable_id_receivables_id_fk" FOREIGN KEY ("receivable_id") REFERENCES "public"."receivables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebates_source_line_uq" ON "rebates" USING btree ("source_line_id");--> statement-breakpoint
CREATE INDEX "rebates_user_idx" ON "rebates" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "receivable_payments_receivable_idx" ON "receivable_payments" USING btree ("receivable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_ref_uq" ON "receivables" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "receivables_open_idx" ON "receivables" USING btree ("user_id","id") WHERE paid < amount;--> statement-breakpoint
ALTER TABLE "account_records" ADD CONSTRAINT "account_records_type_check" CHECK ("account_records"."type" in ('income', 'rebate', 'adjustment', 'withdrawal', 'withdrawal_refund', 'clawback'));--> statement-breakpoint
ALTER TABLE "account_records" ADD CONSTRAINT "account_records_ref_type_check" CHECK ("account_records"."ref_type" in ('income_line', 'withdrawal', 'rebate', 'adjustment', 'receivable_payment'));