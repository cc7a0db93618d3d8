CREATE TABLE "terms_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_acceptances_user_document_version_key" UNIQUE("user_id","document","version"),
	CONSTRAINT "terms_acceptances_document_check" CHECK (document in ('termos', 'privacidade')),
	CONSTRAINT "terms_acceptances_version_check" CHECK ("terms_acceptances"."version" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "reward_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" text NOT NULL,
	"redemption_id" uuid NOT NULL,
	"kind" text DEFAULT 'free_shipping' NOT NULL,
	"used_at" timestamp with time zone,
	"sample_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_coupons_kind_check" CHECK (kind in ('free_shipping'))
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "credentials" text;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "kind" text DEFAULT 'digital' NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "address_number" text;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "complement" text;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_coupons" ADD CONSTRAINT "reward_coupons_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_coupons" ADD CONSTRAINT "reward_coupons_redemption_id_reward_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."reward_redemptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_coupons" ADD CONSTRAINT "reward_coupons_sample_request_id_sample_requests_id_fk" FOREIGN KEY ("sample_request_id") REFERENCES "public"."sample_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_product_idx" ON "favorites" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_coupons_code_idx" ON "reward_coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_coupons_redemption_idx" ON "reward_coupons" USING btree ("redemption_id");--> statement-breakpoint
CREATE INDEX "reward_coupons_user_idx" ON "reward_coupons" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_reply_check" CHECK ("product_reviews"."reply" is null or char_length("product_reviews"."reply") between 1 and 1000);--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_kind_check" CHECK (kind in ('free_shipping', 'item', 'digital'));