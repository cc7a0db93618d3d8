/**
 * Earlier addresses of products and posts: a slug the admin changes stays here, pointing at its
 * record, so the old address answers a permanent redirect to the current one (issue #23).
 */
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { blogPosts, products } from "./app";

export const productSlugHistory = pgTable(
  "product_slug_history",
  {
    slug: text("slug").primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("product_slug_history_product_idx").on(t.productId)],
);

export const postSlugHistory = pgTable(
  "post_slug_history",
  {
    slug: text("slug").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("post_slug_history_post_idx").on(t.postId)],
);
