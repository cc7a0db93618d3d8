CREATE TABLE "privacy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sample_address_days" integer DEFAULT 180 NOT NULL,
	"contact_message_months" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_settings_single_row" CHECK ("privacy_settings"."id" = 1),
	CONSTRAINT "privacy_settings_sample_days_check" CHECK ("privacy_settings"."sample_address_days" between 1 and 3650),
	CONSTRAINT "privacy_settings_contact_months_check" CHECK ("privacy_settings"."contact_message_months" between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "data_removal_requests" ADD COLUMN "removed" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_token_unique" UNIQUE("token");