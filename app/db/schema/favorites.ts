/**
 * A signed-in customer's favourite products. Visitors keep theirs on the device
 * (components/catalog/favorites-store.ts); on signing in those are merged into this table.
 */
import { index, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { products } from "./app";
import { cascadeRef, createdAt, ownerId } from "./columns";

export const favorites = pgTable(
  "favorites",
  {
    userId: ownerId(),
    productId: cascadeRef("product_id", () => products.id),
    createdAt: createdAt(),
  },
  // The key serves "this customer's favourites, newest first" (user_id leads); the index, a product's deletion.
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index("favorites_product_idx").on(t.productId)],
);
