/**
 * Earlier addresses of products, product lines and posts: a slug the admin changes stays here, pointing at its
 * record, so the old address answers a permanent redirect to the current one.
 */
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { blogPosts, productCategories, products } from "./app";
import { cascadeRef, createdAt } from "./columns";

export const productSlugHistory = pgTable(
  "product_slug_history",
  {
    slug: text("slug").primaryKey(),
    productId: cascadeRef("product_id", () => products.id),
    createdAt: createdAt(),
  },
  (t) => [index("product_slug_history_product_idx").on(t.productId)],
);

export const postSlugHistory = pgTable(
  "post_slug_history",
  {
    slug: text("slug").primaryKey(),
    postId: cascadeRef("post_id", () => blogPosts.id),
    createdAt: createdAt(),
  },
  (t) => [index("post_slug_history_post_idx").on(t.postId)],
);

export const categorySlugHistory = pgTable(
  "category_slug_history",
  {
    slug: text("slug").primaryKey(),
    categoryId: cascadeRef("category_id", () => productCategories.id),
    createdAt: createdAt(),
  },
  (t) => [index("category_slug_history_category_idx").on(t.categoryId)],
);
