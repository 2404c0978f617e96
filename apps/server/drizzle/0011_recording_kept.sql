ALTER TABLE "recordings" ADD COLUMN "kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "kept_reason" text;