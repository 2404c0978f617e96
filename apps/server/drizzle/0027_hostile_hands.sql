CREATE TABLE "decoy_views" (
	"user_id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"contacts_sealed" text,
	"phone_removed_at" timestamp with time zone,
	"deletions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pins_state" text,
	"pins_hash" text
);
--> statement-breakpoint
CREATE TABLE "removed_contacts" (
	"owner_id" text NOT NULL,
	"phone_hash" text NOT NULL,
	"phone_encrypted" text NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "removed_contacts_owner_id_phone_hash_pk" PRIMARY KEY("owner_id","phone_hash")
);
--> statement-breakpoint
CREATE TABLE "watch_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"alert_id" text NOT NULL,
	"contact_phone_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_history" (
	"phone_hash" text NOT NULL,
	"identity_id" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "phone_history_phone_hash_identity_id_pk" PRIMARY KEY("phone_hash","identity_id")
);
--> statement-breakpoint
ALTER TABLE "pin_hashes" ALTER COLUMN "device_salt" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pin_hashes" ALTER COLUMN "device_iterations" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "pretend_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "pretend_observers_count" integer;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "decoy_views" ADD CONSTRAINT "decoy_views_user_id_identities_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_contacts" ADD CONSTRAINT "removed_contacts_owner_id_identities_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_links" ADD CONSTRAINT "watch_links_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_history" ADD CONSTRAINT "phone_history_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_links_contact_idx" ON "watch_links" USING btree ("contact_phone_hash");--> statement-breakpoint
CREATE INDEX "phone_history_identity_idx" ON "phone_history" USING btree ("identity_id");--> statement-breakpoint
-- Only the web app's own PBKDF2 rounds are checked from now on; a count a client chose itself could make every check slow.
DELETE FROM "pin_hashes" WHERE "device_iterations" IS NOT NULL AND "device_iterations" <> 210000;--> statement-breakpoint
-- The numbers held now start their history.
INSERT INTO "phone_history" ("phone_hash", "identity_id", "verified_at") SELECT "phone_hash", "id", "phone_verified_at" FROM "identities" WHERE "phone_hash" IS NOT NULL AND "phone_verified_at" IS NOT NULL;
