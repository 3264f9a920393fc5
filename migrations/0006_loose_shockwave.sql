CREATE TABLE "sharing_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"nickname" text,
	"never_share" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sharing_settings" ADD CONSTRAINT "sharing_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;