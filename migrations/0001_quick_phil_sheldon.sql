CREATE TABLE "creations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"visitor_hash" text,
	"job_id" uuid NOT NULL,
	"tool" text NOT NULL,
	"files" jsonb NOT NULL,
	"report" jsonb,
	"options" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"paper" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"title" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creations_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
CREATE TABLE "generation_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"total" integer NOT NULL,
	"zip_key" text,
	"pdf_key" text,
	"assembled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"visitor_hash" text,
	"type" text NOT NULL,
	"tool" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"bucket" text,
	"options" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"batch_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"creation_id" uuid,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quota_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"slow_day" text NOT NULL,
	"slow_used" integer DEFAULT 0 NOT NULL,
	"priority_balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quota_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"job_id" uuid,
	"kind" text NOT NULL,
	"bucket" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_trials" (
	"ip_hash" text NOT NULL,
	"tool" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_trials_ip_hash_tool_pk" PRIMARY KEY("ip_hash","tool")
);
--> statement-breakpoint
ALTER TABLE "creations" ADD CONSTRAINT "creations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_batches" ADD CONSTRAINT "generation_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_balances" ADD CONSTRAINT "quota_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_ledger" ADD CONSTRAINT "quota_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creations_user_idx" ON "creations" USING btree ("user_id","tool","created_at");--> statement-breakpoint
CREATE INDEX "generation_jobs_user_idx" ON "generation_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "generation_jobs_batch_idx" ON "generation_jobs" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "generation_jobs_open_idx" ON "generation_jobs" USING btree ("status") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "quota_ledger_job_kind_idx" ON "quota_ledger" USING btree ("job_id","kind") WHERE job_id is not null;--> statement-breakpoint
CREATE INDEX "quota_ledger_user_idx" ON "quota_ledger" USING btree ("user_id","created_at");