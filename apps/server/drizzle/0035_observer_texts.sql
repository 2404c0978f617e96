CREATE TABLE "watch_zone_texts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watch_zone_texts" ADD CONSTRAINT "watch_zone_texts_user_id_identities_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;