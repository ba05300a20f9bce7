DROP INDEX "assignments_company_id_idx";--> statement-breakpoint
DROP INDEX "assignments_customer_id_idx";--> statement-breakpoint
DROP INDEX "assignments_status_idx";--> statement-breakpoint
CREATE INDEX "assignments_company_id_created_at_idx" ON "assignments" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "assignments_customer_id_created_at_idx" ON "assignments" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "assignments_status_start_at_idx" ON "assignments" USING btree ("status","start_at","id");--> statement-breakpoint
CREATE INDEX "assignments_status_created_at_idx" ON "assignments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "assignments_status_location_type_start_at_idx" ON "assignments" USING btree ("status","location_type_id","start_at","id");--> statement-breakpoint
CREATE INDEX "assignments_position_idx" ON "assignments" USING gist (point("longitude", "latitude"));