ALTER TABLE "paintings" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "paintings" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "paintings" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "paintings" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "paintings" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paintings" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "paintings" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "paintings" ADD COLUMN "height" integer;--> statement-breakpoint
CREATE INDEX "paintings_published_idx" ON "paintings" USING btree ("published","published_at");--> statement-breakpoint
ALTER TABLE "paintings" ADD CONSTRAINT "paintings_id_unique" UNIQUE("id");