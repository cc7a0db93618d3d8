-- Issue #22, point 6: the seeded rewards get their kind (new installs are seeded with it).
-- The free-shipping coupon gives a code; the items go by post and ask for the delivery address.
UPDATE "rewards" SET "kind" = 'free_shipping' WHERE "name" = 'Cupom de frete grátis';--> statement-breakpoint
UPDATE "rewards" SET "kind" = 'item' WHERE "name" IN ('Amostra extra à sua escolha', 'Ecobag Raiz Vital', 'Squeeze Raiz Vital', 'Kit Sono Tranquilo');
