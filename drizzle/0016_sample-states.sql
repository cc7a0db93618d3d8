ALTER TABLE "sample_requests" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "refund_end_to_end_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sample_requests_refund_e2e_idx" ON "sample_requests" USING btree ("refund_end_to_end_id");--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_refund_status_check" CHECK (refund_status in ('due', 'refunded'));--> statement-breakpoint
-- Paid requests already rejected or cancelled (the account-deleted "devolver o frete" flag included) owe their fee back.
UPDATE "sample_requests" SET "refund_status" = 'due' WHERE "status" = 'rejected' AND "payment_status" = 'paid';
