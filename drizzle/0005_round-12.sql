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
CREATE TABLE "post_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_removal_requests" ADD COLUMN "removed" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('portuguese', lower(translate(coalesce(name, ''), 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn'))), 'A') || setweight(to_tsvector('portuguese', lower(translate(coalesce(short_description, ''), 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn'))), 'B') || setweight(to_tsvector('portuguese', lower(translate(coalesce(how_to_use, '') || ' ' || coalesce(benefits[1], '') || ' ' || coalesce(benefits[2], '') || ' ' || coalesce(benefits[3], '') || ' ' || coalesce(benefits[4], '') || ' ' || coalesce(benefits[5], '') || ' ' || coalesce(benefits[6], '') || ' ' || coalesce(benefits[7], '') || ' ' || coalesce(benefits[8], '') || ' ' || coalesce(benefits[9], '') || ' ' || coalesce(benefits[10], '') || ' ' || coalesce(benefits[11], '') || ' ' || coalesce(benefits[12], '') || ' ' || coalesce(benefits[13], '') || ' ' || coalesce(benefits[14], '') || ' ' || coalesce(benefits[15], '') || ' ' || coalesce(benefits[16], '') || ' ' || coalesce(benefits[17], '') || ' ' || coalesce(benefits[18], '') || ' ' || coalesce(benefits[19], '') || ' ' || coalesce(benefits[20], ''), 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn'))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "order_seq" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "sample_requests_order_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "shipping_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "payment_status" text DEFAULT 'waived' NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_slug_history" ADD CONSTRAINT "post_slug_history_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slug_history" ADD CONSTRAINT "product_slug_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_slug_history_post_idx" ON "post_slug_history" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "product_slug_history_product_idx" ON "product_slug_history" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "sample_requests_order_seq_idx" ON "sample_requests" USING btree ("order_seq");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_token_unique" UNIQUE("token");--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_payment_status_check" CHECK (payment_status in ('awaiting', 'paid', 'waived'));