-- Accounts anonymised before issue 37 point 6 (decision 044): their open requests not yet shipped meet the
-- fate the erasure now gives them (cancelled with the account; a paid fee to the refund step), and what is
-- left of their balance leaves circulation through one ledger row.
UPDATE "sample_requests"
   SET "status" = 'rejected',
       "cancelled_at" = now(),
       "cancel_reason" = 'account_deleted',
       "refund_status" = CASE WHEN "payment_status" = 'paid' THEN 'due' ELSE NULL END,
       "updated_at" = now()
 WHERE "personal_data_erased_at" IS NOT NULL
   AND "status" IN ('pending', 'approved')
   AND "cancelled_at" IS NULL;
--> statement-breakpoint
INSERT INTO "points_ledger" ("user_id", "kind", "amount", "balance_after", "reason")
SELECT "id", 'adjustment', -"points", 0, 'Conta anonimizada (LGPD)'
  FROM "profiles"
 WHERE "email" LIKE '%@anonimo.invalid' AND "points" > 0;
--> statement-breakpoint
UPDATE "profiles" SET "points" = 0, "updated_at" = now() WHERE "email" LIKE '%@anonimo.invalid' AND "points" > 0;
