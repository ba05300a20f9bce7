ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_kind_check" CHECK ("one_time_codes"."kind" in ('otp', 'reset_token', 'email_verification'));--> statement-breakpoint
-- Every account made before sign-up verified emails could already sign in: it stays usable.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;
