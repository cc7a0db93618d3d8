import type { CategorySlug } from "~/lib/common/categories";

export interface SeedProduct {
  name: string;
  slug: string;
  category: CategorySlug;
  shortDescription: string;
  /** Several paragraphs, plain text separated by blank lines. */
  description: string;
  /** 3 to 6 items. */
  benefits: string[];
  howToUse: string;
  /** Needs it is not for (catalog-synonyms.ts NEEDS): a search for them never returns it. */
  notFor?: string[];
  featured?: boolean;
  /** Public path of the shipped image, e.g. /images/products/<slug>.webp */
  imageUrl: string;
}

export interface SeedBlogCategory {
  name: string;
  slug: string;
}

export interface SeedPost {
  title: string;
  slug: string;
  /** slug of a SeedBlogCategory */
  category: string;
  excerpt: string;
  /** Markdown, several ## sections. */
  content: string;
  readTime: number;
  featured?: boolean;
  /** ISO date of publication. */
  publishedAt: string;
  imageUrl: string;
  /** What the cover illustration shows. */
  imageAlt: string;
  metaDescription?: string;
  /** Slugs of the products the post names, in the order shown under it. */
  products?: string[];
}

export interface SeedReward {
  name: string;
  description: string;
  pointsRequired: number;
  /** null = unlimited, 0 = sold out */
  stock: number | null;
  imageUrl: string;
  /** What redeeming gives (schema/enums.ts REWARD_KINDS). */
  kind: "free_shipping" | "item" | "digital";
}
