CREATE TABLE "saved_search_alert_queue" (
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_alert_queue" ADD CONSTRAINT "saved_search_alert_queue_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX IF EXISTS "saved_searches_alert_idx";--> statement-breakpoint
CREATE INDEX "saved_searches_alert_skills_idx" ON "saved_searches" USING gin ("skill_ids") WHERE "saved_searches"."alert";--> statement-breakpoint
CREATE INDEX "saved_searches_alert_q_idx" ON "saved_searches" USING btree ("q") WHERE "saved_searches"."alert" and "saved_searches"."q" is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_alert_unfiltered_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."alert" and "saved_searches"."q" is null and cardinality("saved_searches"."skill_ids") = 0;
