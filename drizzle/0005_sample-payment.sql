CREATE TABLE "shipping_fees" (
	"region" text PRIMARY KEY NOT NULL,
	"fee_cents" integer NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_fees_region_check" CHECK (region in ('sul_sudeste', 'nordeste', 'norte_centro_oeste')),
	CONSTRAINT "shipping_fees_fee_check" CHECK (fee_cents >= 0 and fee_cents <= 100000),
	CONSTRAINT "shipping_fees_days_check" CHECK (min_days >= 1 and max_days >= min_days and max_days <= 60)
);
--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "order_seq" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "sample_requests_order_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "shipping_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "payment_status" text DEFAULT 'waived' NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sample_requests_order_seq_idx" ON "sample_requests" USING btree ("order_seq");--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_payment_status_check" CHECK (payment_status in ('awaiting', 'paid', 'waived'));