CREATE TABLE "phone_code_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone_hash" text NOT NULL,
	"identity_id" text NOT NULL,
	"client_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verification_codes" (
	"phone_hash" text PRIMARY KEY NOT NULL,
	"identity_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_contacts" (
	"owner_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"phone_encrypted" text NOT NULL,
	"phone_hash" text NOT NULL,
	CONSTRAINT "trusted_contacts_owner_id_position_pk" PRIMARY KEY("owner_id","position")
);
--> statement-breakpoint
ALTER TABLE "identities" ADD COLUMN "phone_encrypted" text;--> statement-breakpoint
ALTER TABLE "identities" ADD COLUMN "phone_hash" text;--> statement-breakpoint
ALTER TABLE "phone_verification_codes" ADD CONSTRAINT "phone_verification_codes_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_contacts" ADD CONSTRAINT "trusted_contacts_owner_id_identities_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_code_sends_phone_idx" ON "phone_code_sends" USING btree ("phone_hash","sent_at");--> statement-breakpoint
CREATE INDEX "phone_code_sends_identity_idx" ON "phone_code_sends" USING btree ("identity_id","sent_at");--> statement-breakpoint
CREATE INDEX "phone_code_sends_client_idx" ON "phone_code_sends" USING btree ("client_hash","sent_at");--> statement-breakpoint
CREATE INDEX "phone_code_sends_sent_at_idx" ON "phone_code_sends" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "trusted_contacts_phone_hash_idx" ON "trusted_contacts" USING btree ("phone_hash");--> statement-breakpoint
CREATE INDEX "identities_phone_hash_idx" ON "identities" USING btree ("phone_hash");