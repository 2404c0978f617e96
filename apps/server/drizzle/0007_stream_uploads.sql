CREATE TABLE "stream_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"total_chunks" integer NOT NULL,
	"chunks_received" integer DEFAULT 0 NOT NULL,
	"bytes_received" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finalized_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "stream_uploads_finalized_at_idx" ON "stream_uploads" USING btree ("finalized_at");