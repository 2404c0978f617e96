ALTER TABLE "officer_reports" DROP CONSTRAINT "officer_reports_officer_id_officers_id_fk";
--> statement-breakpoint
ALTER TABLE "officer_reports" ADD CONSTRAINT "officer_reports_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE restrict ON UPDATE no action;