CREATE TABLE "settlement_import_rows" (
	"import_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"row_key" text NOT NULL,
	"row_date" date,
	"alias" text,
	"uid" text,
	"link" text,
	"work_title" text,
	"new_users" integer,
	"orders" integer,
	"upstream_amount" bigint,
	"error" text,
	"matched_by" text,
	"matched" text,
	"user_id" integer,
	"work_id" integer,
	"price_id" integer,
	"amount" bigint,
	"unmatched_reason" text,
	"duplicate" boolean DEFAULT false NOT NULL,
	CONSTRAINT "settlement_import_rows_import_id_line_no_pk" PRIMARY KEY("import_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "settlement_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_platform_id" integer NOT NULL,
	"report_date" date NOT NULL,
	"kind" text NOT NULL,
	"reason_code" text,
	"status" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_type" text,
	"format" text,
	"preview" jsonb,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"error" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirm_request_id" text,
	"confirmed_by" integer,
	"applied_at" timestamp with time zone,
	CONSTRAINT "settlement_imports_kind_check" CHECK ("settlement_imports"."kind" in ('estimate', 'settled', 'adjustment')),
	CONSTRAINT "settlement_imports_status_check" CHECK ("settlement_imports"."status" in ('parsing', 'ready', 'confirming', 'applied', 'failed')),
	CONSTRAINT "settlement_imports_reason_code_check" CHECK ("settlement_imports"."reason_code" in ('refund', 'invalid_traffic', 'penalty')),
	CONSTRAINT "settlement_imports_reason_of_adjustment" CHECK (("settlement_imports"."kind" = 'adjustment') = ("settlement_imports"."reason_code" is not null)),
	CONSTRAINT "settlement_imports_file_type_check" CHECK ("settlement_imports"."file_type" in ('csv', 'xlsx')),
	CONSTRAINT "settlement_imports_format_check" CHECK ("settlement_imports"."format" in ('standard', 'mapped'))
);
--> statement-breakpoint
CREATE TABLE "settlement_mappings" (
	"task_platform_id" integer PRIMARY KEY NOT NULL,
	"columns" jsonb NOT NULL,
	"amount_unit" text NOT NULL,
	"refund_columns" jsonb NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_unmatched" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_unmatched_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"task_platform_id" integer NOT NULL,
	"report_date" date NOT NULL,
	"kind" text NOT NULL,
	"row_key" text NOT NULL,
	"row_date" date NOT NULL,
	"alias" text,
	"uid" text,
	"link" text,
	"work_title" text,
	"new_users" integer,
	"orders" integer,
	"upstream_amount" bigint NOT NULL,
	"reason_code" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"assigned_user_id" integer,
	"work_id" integer,
	"income_line_id" integer,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone,
	"assign_request_id" text,
	"assigned_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_unmatched_kind_check" CHECK ("settlement_unmatched"."kind" in ('estimate', 'settled', 'adjustment')),
	CONSTRAINT "settlement_unmatched_reason_check" CHECK ("settlement_unmatched"."reason" in ('no_match', 'uid_outside_binding', 'promoter_disabled')),
	CONSTRAINT "settlement_unmatched_status_check" CHECK ("settlement_unmatched"."status" in ('waiting', 'assigned', 'dropped')),
	CONSTRAINT "settlement_unmatched_reason_code_check" CHECK ("settlement_unmatched"."reason_code" in ('refund', 'invalid_traffic', 'penalty')),
	CONSTRAINT "settlement_unmatched_assigned" CHECK (("settlement_unmatched"."status" = 'assigned') = ("settlement_unmatched"."income_line_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "settlement_import_rows" ADD CONSTRAINT "settlement_import_rows_import_id_settlement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."settlement_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD CONSTRAINT "settlement_imports_task_platform_id_task_platforms_id_fk" FOREIGN KEY ("task_platform_id") REFERENCES "public"."task_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD CONSTRAINT "settlement_imports_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD CONSTRAINT "settlement_imports_confirmed_by_operators_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_mappings" ADD CONSTRAINT "settlement_mappings_task_platform_id_task_platforms_id_fk" FOREIGN KEY ("task_platform_id") REFERENCES "public"."task_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_mappings" ADD CONSTRAINT "settlement_mappings_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_unmatched" ADD CONSTRAINT "settlement_unmatched_import_id_settlement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."settlement_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_unmatched" ADD CONSTRAINT "settlement_unmatched_task_platform_id_task_platforms_id_fk" FOREIGN KEY ("task_platform_id") REFERENCES "public"."task_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_unmatched" ADD CONSTRAINT "settlement_unmatched_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_unmatched" ADD CONSTRAINT "settlement_unmatched_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_unmatched" ADD CONSTRAINT "settlement_unmatched_income_line_id_income_lines_id_fk" FOREIGN KEY ("income_line_id") REFERENCES "public"."income_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_unmatched" ADD CONSTRAINT "settlement_unmatched_assigned_by_operators_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_import_rows_key_idx" ON "settlement_import_rows" USING btree ("import_id","row_key");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_imports_confirm_request_uq" ON "settlement_imports" USING btree ("confirm_request_id");--> statement-breakpoint
CREATE INDEX "settlement_imports_list_idx" ON "settlement_imports" USING btree ("task_platform_id","id");--> statement-breakpoint
CREATE INDEX "settlement_imports_applied_idx" ON "settlement_imports" USING btree ("task_platform_id","report_date") WHERE status = 'applied';--> statement-breakpoint
CREATE INDEX "settlement_imports_work_idx" ON "settlement_imports" USING btree ("lease_until") WHERE status in ('parsing', 'confirming');--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_unmatched_identity_uq" ON "settlement_unmatched" USING btree ("task_platform_id","report_date","row_key","kind");--> statement-breakpoint
CREATE INDEX "settlement_unmatched_queue_idx" ON "settlement_unmatched" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "settlement_unmatched_uid_idx" ON "settlement_unmatched" USING btree (lower("uid")) WHERE status = 'waiting' and uid is not null;