ALTER TABLE "assignment_logs" ADD COLUMN "acted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "acted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "acted_at" timestamp with time zone;
