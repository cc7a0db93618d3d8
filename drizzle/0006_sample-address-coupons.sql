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
ALTER TABLE "reward_redemptions" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "kind" text DEFAULT 'digital' NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "address_number" text;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "complement" text;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "reward_coupons" ADD CONSTRAINT "reward_coupons_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_coupons" ADD CONSTRAINT "reward_coupons_redemption_id_reward_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."reward_redemptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_coupons" ADD CONSTRAINT "reward_coupons_sample_request_id_sample_requests_id_fk" FOREIGN KEY ("sample_request_id") REFERENCES "public"."sample_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_coupons_code_idx" ON "reward_coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_coupons_redemption_idx" ON "reward_coupons" USING btree ("redemption_id");--> statement-breakpoint
CREATE INDEX "reward_coupons_user_idx" ON "reward_coupons" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_kind_check" CHECK (kind in ('free_shipping', 'item', 'digital'));