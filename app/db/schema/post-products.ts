/**
 * The products a post names ("Produtos citados neste artigo"), in the order the admin chose them in
 * the post form; a product page lists the published posts that name it ("Artigos sobre este produto").
 */
import { check, index, pgTable, primaryKey, smallint } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { blogPosts, products } from "./app";
import { cascadeRef } from "./columns";

export const postProducts = pgTable(
  "post_products",
  {
    postId: cascadeRef("post_id", () => blogPosts.id),
    productId: cascadeRef("product_id", () => products.id),
    /** 0-based order on the post. */
    position: smallint("position").notNull(),
  },
  // The key serves a post's products (post_id leads); the index, a product's posts and its deletion.
  (t) => [
    primaryKey({ columns: [t.postId, t.productId] }),
    index("post_products_product_idx").on(t.productId),
    check("post_products_position_check", sql`${t.position} >= 0`),
  ],
);
