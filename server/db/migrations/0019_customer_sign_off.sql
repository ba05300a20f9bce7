ALTER TABLE "assignment_deliverables" ADD COLUMN "signer_name" text;--> statement-breakpoint
ALTER TABLE "assignment_deliverables" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignment_deliverables" ADD COLUMN "signed_latitude" double precision;--> statement-breakpoint
ALTER TABLE "assignment_deliverables" ADD COLUMN "signed_longitude" double precision;