/**
 * A signed-in customer's favourite products (issue #25). Visitors keep theirs on the device
 * (components/catalog/favorites-store.ts); on signing in those are merged into this table.
 */
import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { products } from "./app";
import { user } from "./auth";

export const favorites = pgTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The key serves "this customer's favourites, newest first" (user_id leads); the index, a product's deletion.
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index("favorites_product_idx").on(t.productId)],
);
