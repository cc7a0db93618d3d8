CREATE TABLE "sample_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pix_deadline_days" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_settings_single_row" CHECK ("sample_settings"."id" = 1),
	CONSTRAINT "sample_settings_pix_deadline_check" CHECK ("sample_settings"."pix_deadline_days" between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_cancel_reason_check" CHECK (cancel_reason in ('customer', 'expired', 'account_deleted'));