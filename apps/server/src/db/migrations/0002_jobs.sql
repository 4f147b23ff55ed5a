CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_due_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_duration_ms" integer,
	"runs" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
