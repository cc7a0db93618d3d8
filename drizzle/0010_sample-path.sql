ALTER TABLE "products" ADD COLUMN "sample_description" text;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "cancelled_at" timestamp with time zone;