CREATE TABLE "identities" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone_verified_at" timestamp with time zone
);
