ALTER TABLE "recordings" ADD COLUMN "delete_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "deletion_code_hash" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "deletion_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "deletion_code_attempts" integer DEFAULT 0 NOT NULL;