CREATE TABLE "evidence_log_entries" (
	"leaf_index" integer PRIMARY KEY NOT NULL,
	"layer_id" text NOT NULL,
	"entry" text NOT NULL,
	"leaf_hash" text NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "evidence_log_entries_layer_id_unique" UNIQUE("layer_id")
);
--> statement-breakpoint
CREATE TABLE "evidence_log_heads" (
	"tree_size" integer PRIMARY KEY NOT NULL,
	"root_hash" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL
);
