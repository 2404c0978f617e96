ALTER TABLE "recordings" ADD COLUMN "layer" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "secured_until_seconds" double precision;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_parent_id_recordings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_parent_layer_idx" ON "recordings" USING btree ("parent_id","layer");