CREATE TABLE "watch_zones" (
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"cell" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watch_zones_user_id_position_pk" PRIMARY KEY("user_id","position")
);
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "delete_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "deletion_code_hash" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "deletion_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "deletion_code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_zones" ADD CONSTRAINT "watch_zones_user_id_identities_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_zones_cell_idx" ON "watch_zones" USING btree ("cell");