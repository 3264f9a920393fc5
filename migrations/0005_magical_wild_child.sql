CREATE TABLE "affiliate_click_visitors" (
	"affiliate_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_click_visitors_affiliate_id_visitor_hash_pk" PRIMARY KEY("affiliate_id","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "affiliate_clicks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"referred_user_id" uuid,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"payment_key" text NOT NULL,
	"base_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"basis_points" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"payout_id" text,
	CONSTRAINT "affiliate_ledger_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"settlement_id" text NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"paypal_email" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "affiliate_referrals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"via" text NOT NULL,
	"bound_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_settlements" (
	"id" text PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "affiliate_settlements_period_unique" UNIQUE("period")
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text,
	"status" text NOT NULL,
	"paypal_email" text,
	"paypal_canonical" text,
	"website" text,
	"channel" text NOT NULL,
	"audience" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"flag" text,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliates_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "affiliates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "affiliate_click_visitors" ADD CONSTRAINT "affiliate_click_visitors_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_ledger" ADD CONSTRAINT "affiliate_ledger_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_ledger" ADD CONSTRAINT "affiliate_ledger_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_ledger" ADD CONSTRAINT "affiliate_ledger_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "affiliate_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_settlement_id_affiliate_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "affiliate_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_affiliate_idx" ON "affiliate_clicks" USING btree ("affiliate_id","at");--> statement-breakpoint
CREATE INDEX "affiliate_ledger_affiliate_idx" ON "affiliate_ledger" USING btree ("affiliate_id","occurred_at");--> statement-breakpoint
CREATE INDEX "affiliate_ledger_payment_idx" ON "affiliate_ledger" USING btree ("payment_key");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_payouts_once_idx" ON "affiliate_payouts" USING btree ("settlement_id","affiliate_id");--> statement-breakpoint
CREATE INDEX "affiliate_payouts_affiliate_idx" ON "affiliate_payouts" USING btree ("affiliate_id");--> statement-breakpoint
CREATE INDEX "affiliate_referrals_affiliate_idx" ON "affiliate_referrals" USING btree ("affiliate_id","bound_at");--> statement-breakpoint
CREATE INDEX "affiliates_paypal_idx" ON "affiliates" USING btree ("paypal_canonical");