CREATE TABLE "sender_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text NOT NULL,
	"cnpj" text NOT NULL,
	"street" text NOT NULL,
	"address_number" text NOT NULL,
	"complement" text,
	"district" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sender_settings_single_row" CHECK ("sender_settings"."id" = 1),
	CONSTRAINT "sender_settings_state_check" CHECK (state in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'))
);
--> statement-breakpoint
CREATE TABLE "pix_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"end_to_end_id" text NOT NULL,
	"txid" text,
	"amount_cents" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"payer_name" text,
	"payer_document" text,
	"payer_info" text,
	"sample_request_id" uuid,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_receipts_outcome_check" CHECK (outcome in ('applied', 'amount_mismatch', 'unknown_txid', 'not_awaiting')),
	CONSTRAINT "pix_receipts_amount_check" CHECK ("pix_receipts"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "pix_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pix_receipts" ADD CONSTRAINT "pix_receipts_sample_request_id_sample_requests_id_fk" FOREIGN KEY ("sample_request_id") REFERENCES "public"."sample_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pix_receipts_end_to_end_idx" ON "pix_receipts" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "pix_receipts_sample_idx" ON "pix_receipts" USING btree ("sample_request_id");