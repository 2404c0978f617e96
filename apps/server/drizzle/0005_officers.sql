-- pg_trgm backs the officer search's word-part matching (officers_search_text_trgm_idx). It is a
-- trusted extension (PostgreSQL 13+): the database owner may create it without superuser.
-- PGlite loads it through the extension option in src/db/pglite-database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "officer_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"officer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rating" text NOT NULL,
	"interaction_type" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"incident_date" date,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "officers" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"badge_number" text NOT NULL,
	"rank" text,
	"department" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"precinct" text,
	"verification_status" text DEFAULT 'unverified' NOT NULL,
	"creator_user_id" text,
	"total_reports" integer DEFAULT 0 NOT NULL,
	"positive_reports" integer DEFAULT 0 NOT NULL,
	"negative_reports" integer DEFAULT 0 NOT NULL,
	"rating_half_points" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"name_words" text[] NOT NULL,
	"name_prefixes" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "officer_reports" ADD CONSTRAINT "officer_reports_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_reports" ADD CONSTRAINT "officer_reports_user_id_identities_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officers" ADD CONSTRAINT "officers_creator_user_id_identities_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "officer_reports_officer_idx" ON "officer_reports" USING btree ("officer_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "officer_reports_user_idx" ON "officer_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "officers_search_text_trgm_idx" ON "officers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "officers_name_words_idx" ON "officers" USING gin ("name_words");--> statement-breakpoint
CREATE INDEX "officers_name_prefixes_idx" ON "officers" USING gin ("name_prefixes");--> statement-breakpoint
CREATE INDEX "officers_badge_idx" ON "officers" USING btree ("badge_number");--> statement-breakpoint
CREATE INDEX "officers_place_idx" ON "officers" USING btree (lower("state"),lower("city"),"total_reports" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "officers_total_reports_idx" ON "officers" USING btree ("total_reports" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "officers_department_badge_idx" ON "officers" USING btree (lower("state"),lower("department"),"badge_number") WHERE "officers"."badge_number" <> 'UNKNOWN';--> statement-breakpoint
-- Hand-written (drizzle-kit has no statistics objects): city and state are correlated, and without
-- their joint distribution the planner takes a city's officers for a handful and scans them all
-- instead of using the search indexes.
CREATE STATISTICS "officers_place_stats" (mcv) ON lower("state"), lower("city") FROM "officers";
