CREATE TABLE "evidence_signing_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recording_chunks" ADD COLUMN "stored_sha256" text;--> statement-breakpoint
ALTER TABLE "recording_chunks" ADD COLUMN "ack" text;