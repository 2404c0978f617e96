CREATE TABLE "evidence_log_head_timestamps" (
	"tree_size" integer NOT NULL,
	"tsa_url" text NOT NULL,
	"token" text NOT NULL,
	"stamped_at" timestamp with time zone NOT NULL,
	CONSTRAINT "evidence_log_head_timestamps_tree_size_tsa_url_pk" PRIMARY KEY("tree_size","tsa_url")
);
--> statement-breakpoint
ALTER TABLE "evidence_log_head_timestamps" ADD CONSTRAINT "evidence_log_head_timestamps_tree_size_evidence_log_heads_tree_size_fk" FOREIGN KEY ("tree_size") REFERENCES "public"."evidence_log_heads"("tree_size") ON DELETE no action ON UPDATE no action;