CREATE TABLE "video_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"user_id" text NOT NULL,
	"recording_id" text,
	"agency_id" text NOT NULL,
	"agency_name" text NOT NULL,
	"agency_jurisdiction" text NOT NULL,
	"crime_type" text NOT NULL,
	"incident_date" timestamp with time zone NOT NULL,
	"location" text,
	"officer_badge_number" text,
	"officer_name" text,
	"incident_description" text NOT NULL,
	"witness_count" integer NOT NULL,
	"is_anonymous" boolean NOT NULL,
	"evidence_byte_count" bigint,
	"evidence_chunk_count" integer,
	"evidence_chain_hash" text,
	"evidence_first_chunk_at" timestamp with time zone,
	"evidence_last_chunk_at" timestamp with time zone,
	"evidence_finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_reports" ADD CONSTRAINT "video_reports_user_id_identities_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_reports" ADD CONSTRAINT "video_reports_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_reports_user_created_at_idx" ON "video_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "video_reports_recording_idx" ON "video_reports" USING btree ("recording_id");