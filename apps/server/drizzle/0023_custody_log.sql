CREATE TABLE "custody_log" (
	"recording_id" text NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" text NOT NULL,
	"prev_hash" text NOT NULL,
	"entry_hash" text NOT NULL,
	CONSTRAINT "custody_log_recording_id_seq_pk" PRIMARY KEY("recording_id","seq")
);
--> statement-breakpoint
ALTER TABLE "custody_log" ADD CONSTRAINT "custody_log_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 28: the custody log is appended to, never edited. Rows go only with their recording.
CREATE FUNCTION "custody_log_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the custody log is never edited';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "custody_log_no_update" BEFORE UPDATE ON "custody_log"
  FOR EACH ROW EXECUTE FUNCTION "custody_log_refuse_update"();
