ALTER TABLE "reward_redemptions" DROP CONSTRAINT "reward_redemptions_status_check";--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD COLUMN "tracking_code" text;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_status_check" CHECK (status in ('pending', 'shipped', 'completed', 'cancelled'));