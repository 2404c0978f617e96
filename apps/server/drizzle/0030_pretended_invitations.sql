CREATE TABLE "decoy_consents" (
	"owner_id" text NOT NULL,
	"phone_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "decoy_consents_owner_id_phone_hash_pk" PRIMARY KEY("owner_id","phone_hash")
);
--> statement-breakpoint
ALTER TABLE "decoy_consents" ADD CONSTRAINT "decoy_consents_owner_id_identities_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "decoy_consents_token_idx" ON "decoy_consents" USING btree ("token_hash");