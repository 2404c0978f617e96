CREATE TABLE "pin_hashes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"device_salt" text NOT NULL,
	"device_iterations" integer NOT NULL,
	"stop_hash" text NOT NULL,
	"duress_hash" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pin_hashes" ADD CONSTRAINT "pin_hashes_user_id_identities_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;