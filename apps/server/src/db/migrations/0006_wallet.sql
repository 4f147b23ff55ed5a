CREATE TABLE "real_names" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"id_number_enc" text NOT NULL,
	"id_number_hash" text NOT NULL,
	"id_number_masked" text NOT NULL,
	"birth_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdraw_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"account_enc" text NOT NULL,
	"account_masked" text NOT NULL,
	"bank_name" text,
	"holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "withdraw_accounts_type_check" CHECK ("withdraw_accounts"."type" in ('alipay', 'bank')),
	CONSTRAINT "withdraw_accounts_bank_name" CHECK (("withdraw_accounts"."type" = 'bank') = ("withdraw_accounts"."bank_name" is not null))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"withdrawal_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_events_status_check" CHECK ("withdrawal_events"."status" in ('submitted', 'approved', 'paying', 'paid', 'failed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"net" bigint NOT NULL,
	"fee_bps" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"account_snapshot" jsonb NOT NULL,
	"payout_no" text,
	"expected_arrival" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('submitted', 'approved', 'paying', 'paid', 'failed', 'rejected')),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_parts" CHECK ("withdrawals"."fee" >= 0 and "withdrawals"."tax" >= 0 and "withdrawals"."net" >= 0 and "withdrawals"."net" = "withdrawals"."amount" - "withdrawals"."fee" - "withdrawals"."tax"),
	CONSTRAINT "withdrawals_fee_bps_range" CHECK ("withdrawals"."fee_bps" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "real_names" ADD CONSTRAINT "real_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_accounts" ADD CONSTRAINT "withdraw_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_withdraw_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."withdraw_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "real_names_id_number_hash_uq" ON "real_names" USING btree ("id_number_hash");--> statement-breakpoint
CREATE INDEX "withdraw_accounts_user_idx" ON "withdraw_accounts" USING btree ("user_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "withdrawal_events_withdrawal_idx" ON "withdrawal_events" USING btree ("withdrawal_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_uq" ON "withdrawals" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_purpose_check" CHECK ("sms_codes"."purpose" in ('login', 'register', 'withdrawAccount'));