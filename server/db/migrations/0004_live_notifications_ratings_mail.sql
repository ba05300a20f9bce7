CREATE TABLE "mail_opt_outs" (
	"user_id" integer NOT NULL,
	"mail_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_user_id_mail_kind_pk" PRIMARY KEY("user_id","mail_kind")
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "posted_terms" jsonb;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text DEFAULT 'account' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "assignment_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "visible_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_mail_due_idx" ON "notifications" USING btree ("mail_due_at") WHERE "notifications"."mail_due_at" is not null and "notifications"."mailed_at" is null;--> statement-breakpoint
-- Customers added before this migration were added by their company's owner.
UPDATE "customers" SET "created_by" = "companies"."owner_user_id" FROM "companies" WHERE "companies"."id" = "customers"."company_id" AND "customers"."created_by" IS NULL;--> statement-breakpoint
-- Every new notification is announced to all server processes on commit (LISTEN portal_events);
-- each pushes it to the user's open pages.
CREATE FUNCTION "announce_notification"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_events', json_build_object('id', NEW.id, 'user_id', NEW.user_id, 'kind', NEW.kind, 'assignment_id', NEW.assignment_id)::text);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_announce" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "announce_notification"();
