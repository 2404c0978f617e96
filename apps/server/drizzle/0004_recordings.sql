CREATE TABLE "recording_chunks" (
	"recording_id" text NOT NULL,
	"index" integer NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"plain_offset" bigint NOT NULL,
	"stored_offset" bigint NOT NULL,
	"stored_size" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recording_chunks_recording_id_index_pk" PRIMARY KEY("recording_id","index")
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"alert_id" text,
	"mime_type" text NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"byte_count" bigint DEFAULT 0 NOT NULL,
	"stored_bytes" bigint DEFAULT 0 NOT NULL,
	"chain_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"first_chunk_at" timestamp with time zone,
	"last_chunk_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"title" text,
	"description" text,
	"duration_seconds" integer,
	"quality" text,
	"camera_type" text,
	"latitude" double precision,
	"longitude" double precision,
	"location" text
);
--> statement-breakpoint
ALTER TABLE "recording_chunks" ADD CONSTRAINT "recording_chunks_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_user_id_identities_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recordings_user_created_at_idx" ON "recordings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recordings_created_at_idx" ON "recordings" USING btree ("created_at");