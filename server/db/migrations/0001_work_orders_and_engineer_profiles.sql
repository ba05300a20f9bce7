CREATE TABLE "assignment_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignment_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assignment_id" integer NOT NULL,
	"engineer_id" integer NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"has_counter_offer" boolean DEFAULT false NOT NULL,
	"counter_payment_type_id" integer,
	"counter_hourly_rate" numeric(12, 2),
	"counter_max_hours" numeric(8, 2),
	"counter_fixed_amount" numeric(12, 2),
	"counter_start_at" timestamp with time zone,
	"counter_end_at" timestamp with time zone,
	"counter_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_applications_status_check" CHECK ("assignment_applications"."status" in ('applied', 'declined', 'assigned', 'withdrawn', 'left'))
);
--> statement-breakpoint
CREATE TABLE "assignment_deliverables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignment_deliverables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assignment_id" integer NOT NULL,
	"name" text NOT NULL,
	"document_type_id" integer,
	"is_required" boolean DEFAULT true NOT NULL,
	"file_id" integer,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignment_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assignment_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignment_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assignment_id" integer NOT NULL,
	"user_id" integer,
	"event" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_skills" (
	"assignment_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "assignment_skills_assignment_id_skill_id_pk" PRIMARY KEY("assignment_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"created_by" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"category_id" integer,
	"description" text NOT NULL,
	"job_title_id" integer,
	"location_type_id" integer DEFAULT 1 NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"country_id" integer,
	"state_id" integer,
	"city_id" integer,
	"zip" text,
	"latitude" double precision,
	"longitude" double precision,
	"schedule_type" text DEFAULT 'exact' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"timezone" text NOT NULL,
	"payment_type_id" integer DEFAULT 2 NOT NULL,
	"hourly_rate" numeric(12, 2),
	"max_hours" numeric(8, 2),
	"fixed_amount" numeric(12, 2),
	"blended_first_hours" numeric(8, 2),
	"blended_additional_rate" numeric(12, 2),
	"payment_day_id" integer,
	"assigned_engineer_id" integer,
	"agreed_amount" numeric(12, 2),
	"check_in_confirmed_at" timestamp with time zone,
	"check_out_confirmed_at" timestamp with time zone,
	"correction_note" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_status_check" CHECK ("assignments"."status" in (0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12)),
	CONSTRAINT "assignments_schedule_type_check" CHECK ("assignments"."schedule_type" in ('exact', 'window'))
);
--> statement-breakpoint
CREATE TABLE "engineer_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engineer_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"document_type_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engineer_job_titles" (
	"user_id" integer NOT NULL,
	"job_title_id" integer NOT NULL,
	CONSTRAINT "engineer_job_titles_user_id_job_title_id_pk" PRIMARY KEY("user_id","job_title_id")
);
--> statement-breakpoint
CREATE TABLE "engineer_languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engineer_languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"fluency_level_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engineer_payment_info" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"payment_method_id" integer NOT NULL,
	"account_holder" text NOT NULL,
	"account_identifier" text NOT NULL,
	"bank_name" text,
	"routing_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engineer_skills" (
	"user_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "engineer_skills_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "working_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "working_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"start_time" text,
	"end_time" text,
	CONSTRAINT "working_hours_weekday_check" CHECK ("working_hours"."weekday" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "assignment_applications" ADD CONSTRAINT "assignment_applications_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_applications" ADD CONSTRAINT "assignment_applications_engineer_id_users_id_fk" FOREIGN KEY ("engineer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_applications" ADD CONSTRAINT "assignment_applications_counter_payment_type_id_customer_payment_types_id_fk" FOREIGN KEY ("counter_payment_type_id") REFERENCES "public"."customer_payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_deliverables" ADD CONSTRAINT "assignment_deliverables_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_deliverables" ADD CONSTRAINT "assignment_deliverables_document_type_id_deliverable_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."deliverable_document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_deliverables" ADD CONSTRAINT "assignment_deliverables_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_documents" ADD CONSTRAINT "assignment_documents_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_documents" ADD CONSTRAINT "assignment_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_logs" ADD CONSTRAINT "assignment_logs_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_logs" ADD CONSTRAINT "assignment_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_skills" ADD CONSTRAINT "assignment_skills_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_skills" ADD CONSTRAINT "assignment_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_location_type_id_location_types_id_fk" FOREIGN KEY ("location_type_id") REFERENCES "public"."location_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_payment_type_id_customer_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."customer_payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_payment_day_id_payment_days_id_fk" FOREIGN KEY ("payment_day_id") REFERENCES "public"."payment_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_assigned_engineer_id_users_id_fk" FOREIGN KEY ("assigned_engineer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_documents" ADD CONSTRAINT "engineer_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_documents" ADD CONSTRAINT "engineer_documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_documents" ADD CONSTRAINT "engineer_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_job_titles" ADD CONSTRAINT "engineer_job_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_job_titles" ADD CONSTRAINT "engineer_job_titles_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_languages" ADD CONSTRAINT "engineer_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_languages" ADD CONSTRAINT "engineer_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_languages" ADD CONSTRAINT "engineer_languages_fluency_level_id_fluency_levels_id_fk" FOREIGN KEY ("fluency_level_id") REFERENCES "public"."fluency_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_payment_info" ADD CONSTRAINT "engineer_payment_info_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_payment_info" ADD CONSTRAINT "engineer_payment_info_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_skills" ADD CONSTRAINT "engineer_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_skills" ADD CONSTRAINT "engineer_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_hours" ADD CONSTRAINT "working_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_applications_unique" ON "assignment_applications" USING btree ("assignment_id","engineer_id");--> statement-breakpoint
CREATE INDEX "assignment_applications_engineer_id_idx" ON "assignment_applications" USING btree ("engineer_id");--> statement-breakpoint
CREATE INDEX "assignment_deliverables_assignment_id_idx" ON "assignment_deliverables" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "assignment_documents_assignment_id_idx" ON "assignment_documents" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "assignment_logs_assignment_id_idx" ON "assignment_logs" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "assignments_company_id_idx" ON "assignments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "assignments_customer_id_idx" ON "assignments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "assignments_status_idx" ON "assignments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "assignments_assigned_engineer_id_idx" ON "assignments" USING btree ("assigned_engineer_id");--> statement-breakpoint
CREATE INDEX "engineer_documents_user_id_idx" ON "engineer_documents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engineer_languages_unique" ON "engineer_languages" USING btree ("user_id","language_id");--> statement-breakpoint
CREATE INDEX "engineer_skills_skill_id_idx" ON "engineer_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "working_hours_user_weekday_unique" ON "working_hours" USING btree ("user_id","weekday");--> statement-breakpoint
CREATE INDEX "stored_files_uploaded_by_idx" ON "stored_files" USING btree ("uploaded_by");