CREATE TABLE "saved_search_alerts" (
	"assignment_id" integer NOT NULL,
	"engineer_id" integer NOT NULL,
	"saved_search_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "saved_search_alerts_assignment_id_engineer_id_pk" PRIMARY KEY("assignment_id","engineer_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_alert_queue" (
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"engineer_id" integer NOT NULL,
	"name" text NOT NULL,
	"q" text,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"payment_type" integer,
	"min_pay" numeric(12, 2),
	"within_distance" boolean DEFAULT false NOT NULL,
	"start_from" date,
	"start_to" date,
	"sort_by" text,
	"alert" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_payment_type_check" CHECK ("saved_searches"."payment_type" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "assignment_applications" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "engineers" ADD COLUMN "calendar_feed_token" text DEFAULT translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_') NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_engineer_id_users_id_fk" FOREIGN KEY ("engineer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alert_queue" ADD CONSTRAINT "saved_search_alert_queue_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_engineer_id_users_id_fk" FOREIGN KEY ("engineer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_unmailed_idx" ON "saved_search_alerts" USING btree ("engineer_id") WHERE "saved_search_alerts"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_engineer_id_idx" ON "saved_searches" USING btree ("engineer_id");--> statement-breakpoint
CREATE INDEX "saved_searches_alert_skills_idx" ON "saved_searches" USING gin ("skill_ids") WHERE "saved_searches"."alert";--> statement-breakpoint
CREATE INDEX "saved_searches_alert_q_idx" ON "saved_searches" USING btree ("q") WHERE "saved_searches"."alert" and "saved_searches"."q" is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_alert_unfiltered_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."alert" and "saved_searches"."q" is null and cardinality("saved_searches"."skill_ids") = 0;--> statement-breakpoint
ALTER TABLE "engineers" ADD CONSTRAINT "engineers_calendar_feed_token_unique" UNIQUE("calendar_feed_token");--> statement-breakpoint
UPDATE "assignments" SET "search_terms" = concat_ws(' ',
  (SELECT string_agg("skills"."name", ' ' ORDER BY "skills"."name") FROM "assignment_skills" JOIN "skills" ON "skills"."id" = "assignment_skills"."skill_id" WHERE "assignment_skills"."assignment_id" = "assignments"."id"),
  (SELECT "job_titles"."name" FROM "job_titles" WHERE "job_titles"."id" = "assignments"."job_title_id"));--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "search_terms"), 'B') || setweight(to_tsvector('english', "description"), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "assignments_search_vector_idx" ON "assignments" USING gin ("search_vector");
