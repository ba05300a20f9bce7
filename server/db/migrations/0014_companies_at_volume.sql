CREATE TABLE "blocked_engineers" (
	"company_id" integer NOT NULL,
	"engineer_id" integer NOT NULL,
	"blocked_by" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_engineers_company_id_engineer_id_pk" PRIMARY KEY("company_id","engineer_id")
);
--> statement-breakpoint
CREATE TABLE "talent_pool_members" (
	"pool_id" integer NOT NULL,
	"engineer_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_pool_members_pool_id_engineer_id_pk" PRIMARY KEY("pool_id","engineer_id")
);
--> statement-breakpoint
CREATE TABLE "talent_pools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_pools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_template_documents" (
	"template_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "work_order_template_documents_template_id_file_id_pk" PRIMARY KEY("template_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "work_order_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"created_by" integer,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"draft" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "route_pool_id" integer;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "offered_engineer_id" integer;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "routed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blocked_engineers" ADD CONSTRAINT "blocked_engineers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_engineers" ADD CONSTRAINT "blocked_engineers_engineer_id_users_id_fk" FOREIGN KEY ("engineer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_engineers" ADD CONSTRAINT "blocked_engineers_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD CONSTRAINT "talent_pool_members_pool_id_talent_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."talent_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD CONSTRAINT "talent_pool_members_engineer_id_users_id_fk" FOREIGN KEY ("engineer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD CONSTRAINT "talent_pool_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pools" ADD CONSTRAINT "talent_pools_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pools" ADD CONSTRAINT "talent_pools_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_template_documents" ADD CONSTRAINT "work_order_template_documents_template_id_work_order_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."work_order_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_template_documents" ADD CONSTRAINT "work_order_template_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_templates" ADD CONSTRAINT "work_order_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_templates" ADD CONSTRAINT "work_order_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_templates" ADD CONSTRAINT "work_order_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_engineers_engineer_id_idx" ON "blocked_engineers" USING btree ("engineer_id");--> statement-breakpoint
CREATE INDEX "talent_pool_members_engineer_id_idx" ON "talent_pool_members" USING btree ("engineer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_pools_company_id_name_idx" ON "talent_pools" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "work_order_template_documents_file_id_idx" ON "work_order_template_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "work_order_templates_company_id_idx" ON "work_order_templates" USING btree ("company_id","name");--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_route_pool_id_talent_pools_id_fk" FOREIGN KEY ("route_pool_id") REFERENCES "public"."talent_pools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_offered_engineer_id_users_id_fk" FOREIGN KEY ("offered_engineer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_routed_until_idx" ON "assignments" USING btree ("routed_until") WHERE "assignments"."routed_until" is not null;