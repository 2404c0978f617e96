ALTER TABLE "officer_reports" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "decoy_views" ADD COLUMN "officers_removed" jsonb DEFAULT '[]'::jsonb NOT NULL;