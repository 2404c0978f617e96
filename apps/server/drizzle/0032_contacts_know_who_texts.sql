CREATE TABLE "sender_names" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"first_name" text,
	"chosen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "decoy_views" ADD COLUMN "sender_name" jsonb;--> statement-breakpoint
ALTER TABLE "sender_names" ADD CONSTRAINT "sender_names_owner_id_identities_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;