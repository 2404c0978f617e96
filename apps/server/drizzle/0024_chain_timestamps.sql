CREATE TABLE "chain_timestamps" (
	"recording_id" text NOT NULL,
	"chunk_count" integer NOT NULL,
	"chain_hash" text NOT NULL,
	"tsa_url" text NOT NULL,
	"token" text NOT NULL,
	"stamped_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chain_timestamps_recording_id_chunk_count_tsa_url_pk" PRIMARY KEY("recording_id","chunk_count","tsa_url")
);
--> statement-breakpoint
ALTER TABLE "chain_timestamps" ADD CONSTRAINT "chain_timestamps_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;