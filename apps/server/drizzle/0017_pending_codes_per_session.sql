-- Issue 24, F-12: a pending verification code per number and session, so another session's send
-- no longer replaces the person's code. 0001 made phone_hash alone the primary key.
ALTER TABLE "phone_verification_codes" DROP CONSTRAINT "phone_verification_codes_pkey";--> statement-breakpoint
ALTER TABLE "phone_verification_codes" ADD CONSTRAINT "phone_verification_codes_phone_hash_identity_id_pk" PRIMARY KEY("phone_hash","identity_id");
