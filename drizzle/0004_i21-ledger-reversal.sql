ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_amount_check";--> statement-breakpoint
DROP INDEX "points_ledger_once_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_once_idx" ON "points_ledger" USING btree ("user_id","kind","reference") WHERE kind in ('sample_request', 'product_review', 'profile_complete', 'reversal');--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_kind_check" CHECK (kind in ('sample_request', 'product_review', 'profile_complete', 'redemption', 'refund', 'adjustment', 'reversal'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_amount_check" CHECK ("points_ledger"."amount" <> 0 or "points_ledger"."kind" = 'reversal');