CREATE TABLE "stored_file_chunks" (
	"storage_key" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_storage_key_seq_pk" PRIMARY KEY("storage_key","seq")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "storage_driver" text DEFAULT 'disk' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_storage_driver_check" CHECK (storage_driver in ('disk', 'database', 's3'));