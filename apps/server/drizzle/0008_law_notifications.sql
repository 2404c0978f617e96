CREATE TABLE "law_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text,
	"status" text NOT NULL,
	"status_as_of" date NOT NULL,
	"effective_date" date NOT NULL,
	"citation" text NOT NULL,
	"source_url" text NOT NULL,
	"topics" text[] NOT NULL,
	"evidence_urls" text[] NOT NULL,
	"verification" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "law_notifications_state_effective_date_idx" ON "law_notifications" USING btree ("state","effective_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "law_notifications_imported_at_idx" ON "law_notifications" USING btree ("imported_at");