ALTER TABLE "idempotency_keys" ADD COLUMN "api_key_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_api_key_id_key_pk" PRIMARY KEY("user_id","api_key_id","key");
