ALTER TABLE "assignments" ADD COLUMN "check_in_timing" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "check_in_minutes_off_schedule" integer;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_check_in_timing_check" CHECK ("assignments"."check_in_timing" in ('early', 'on_time', 'late'));