ALTER TABLE "data_removal_requests" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "data_removal_requests" ADD COLUMN "confirmation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_removal_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "data_removal_requests_token_idx" ON "data_removal_requests" USING btree ("confirmation_token_hash");