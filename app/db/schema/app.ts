import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { cascadeRef, createdAt, ownerId, updatedAt, uuidId } from "./columns";
import {
  BR_STATES,
  LEDGER_KINDS,
  OPEN_SAMPLE_STATUSES,
  POST_STATUSES,
  PRODUCT_STATUSES,
  REDEMPTION_STATUSES,
  REQUEST_STATUSES,
  REWARD_KINDS,
  ROLES,
  SAMPLE_STATUSES,
  USER_STATUSES,
  PAYMENT_STATUSES,
  SAMPLE_CANCEL_REASONS,
  REFUND_STATUSES,
} from "./enums";
import { foldSql, inList } from "./sql-helpers";

/** The admin form allows at most 20 benefits (validation/admin/product.ts); need_text reads that many. */
export const MAX_BENEFITS = 20;

/** PostgreSQL's full-text document type (drizzle has none built in). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull().unique(),
    fullName: text("full_name").notNull(),
    phone: text("phone"),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    status: text("status", { enum: USER_STATUSES }).notNull().default("active"),
    /** Cached balance; always equals the sum of the user's points_ledger rows. */
    points: integer("points").notNull().default(0),
    avatarUrl: text("avatar_url"),
    /** How a team member signs the blog under their name, e.g. "Nutricionista · CRN-3 48215". */
    credentials: text("credentials"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("profiles_role_check", inList("role", ROLES)),
    check("profiles_status_check", inList("status", USER_STATUSES)),
    check("profiles_points_check", sql`${t.points} >= 0`),
    index("profiles_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin's search by name or e-mail anywhere in the text (ILIKE '%…%'): trigram indexes.
    index("profiles_full_name_trgm_idx").using("gin", sql`${t.fullName} gin_trgm_ops`),
    index("profiles_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
  ],
);

export const productCategories = pgTable("product_categories", {
  id: uuidId(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull().default(""),
  /** The public catalogue's order of the lines (the panel's "Linhas" moves them up and down). */
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
  /** The version an edit form carries (models/admin/edit-version.server.ts). */
  updatedAt: updatedAt(),
});

export const products = pgTable(
  "products",
  {
    id: uuidId(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    status: text("status", { enum: PRODUCT_STATUSES }).notNull().default("active"),
    description: text("description").notNull(),
    shortDescription: text("short_description"),
    benefits: text("benefits")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
    categoryId: uuid("category_id").references(() => productCategories.id, { onDelete: "set null" }),
    featured: boolean("featured").notNull().default(false),
    howToUse: text("how_to_use"),
    /** What the free sample is, e.g. "7 cápsulas · 7 dias" (product page and card: "Amostra: …"). */
    sampleDescription: text("sample_description"),
    searchText: text("search_text").generatedAlwaysAs((): ReturnType<typeof sql> =>
      foldSql(sql`coalesce(name, '') || ' ' || coalesce(short_description, '')`),
    ),
    /**
     * The catalogue's search by need (models/catalog.server.ts): Portuguese full-text words, folded,
     * weighted A for the name (ranked first), B for the benefits (ranked with the product line), C for
     * the short description and D for the how-to-use text (the long texts, ranked last). Array
     * functions are not immutable, so the benefits are read one subscript at a time, up to the 20 the
     * admin form allows.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        sql`setweight(to_tsvector('portuguese', ${foldSql(sql`coalesce(name, '')`)}), 'A') || setweight(to_tsvector('portuguese', ${foldSql(
          sql.raw(Array.from({ length: MAX_BENEFITS }, (_, i) => `coalesce(benefits[${i + 1}], '')`).join(" || ' ' || ")),
        )}), 'B') || setweight(to_tsvector('portuguese', ${foldSql(sql`coalesce(short_description, '')`)}), 'C') || setweight(to_tsvector('portuguese', ${foldSql(sql`coalesce(how_to_use, '')`)}), 'D')`,
    ),
    /** Needs the product is not for (catalog-synonyms.ts NEEDS keys, e.g. "sono"): a search for one never returns it. */
    notFor: text("not_for")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where "Comprar" leads; without it the store's address (STORE_URL) with the slug. */
    storeUrl: text("store_url"),
    /** Free samples left to send: each request takes one, a cancelled or rejected one gives it back; at 0 none can be asked. */
    sampleStock: integer("sample_stock").notNull().default(100),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_status_check", inList("status", PRODUCT_STATUSES)),
    check("products_sample_stock_check", sql`${t.sampleStock} >= 0`),
    // The admin list, newest first then by name, with no status filter.
    index("products_created_name_idx").on(t.createdAt.desc().nullsFirst(), t.name),
    index("products_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("products_category_idx").on(t.categoryId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Catalogue and admin searches match the folded text anywhere (ILIKE '%…%').
    index("products_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // Written only by the admin: no pending list, so a search never scans unindexed entries (PGlite has no autovacuum).
    index("products_search_vector_idx").using("gin", t.searchVector).with({ fastupdate: false }),
  ],
);

/** Storage parameter of the trigram indexes written on every sample request (kB; PostgreSQL's default is 4096). */
const SMALL_GIN_PENDING_LIST = { gin_pending_list_limit: 128 };

export const sampleRequests = pgTable(
  "sample_requests",
  {
    id: uuidId(),
    userId: ownerId(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    status: text("status", { enum: SAMPLE_STATUSES }).notNull().default("pending"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** The whole delivery line as shown (panel, packing list, CSV); old requests have only this. */
    address: text("address").notNull(),
    /** The address as the form asks it since. */
    street: text("street"),
    addressNumber: text("address_number"),
    complement: text("complement"),
    district: text("district"),
    city: text("city").notNull(),
    state: text("state", { enum: BR_STATES }).notNull(),
    zipCode: text("zip_code").notNull(),
    notes: text("notes"),
    /** Optional, given by the customer (000.000.000-00, check digits verified); erased with the address. */
    cpf: text("cpf"),
    trackingCode: text("tracking_code"),
    /** When the delivery address and phone were erased (account deleted, removal request, retention). */
    personalDataErasedAt: timestamp("personal_data_erased_at", { withTimezone: true }),
    /** The order number's sequence (shown as AM-<year>-000123, models/samples.server.ts). */
    orderSeq: integer("order_seq").generatedAlwaysAsIdentity().notNull(),
    /** Decided by the server from the fee table when the request is made; 0 when the store pays. */
    shippingFeeCents: integer("shipping_fee_cents").notNull().default(0),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("waived"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Set when the customer cancelled it (status rejected, shown as "Cancelado"). */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Why it was cancelled (null for requests cancelled before reasons were kept: by their customer). */
    cancelReason: text("cancel_reason", { enum: SAMPLE_CANCEL_REASONS }),
    /** A paid fee owed back after a rejection or cancellation ("due"), then returned by Pix ("refunded"). */
    refundStatus: text("refund_status", { enum: REFUND_STATUSES }),
    /** The day the Pix was returned (noon, Brasília), as the admin recorded it. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** The returned Pix's end-to-end id (BCB: E + ISPB + yyyyMMddHHmm + 11 characters). */
    refundEndToEndId: text("refund_end_to_end_id"),
    /** When the one reminder before the Pix deadline was queued (models/samples.server.ts remindUnpaidSamples). */
    pixRemindedAt: timestamp("pix_reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("sample_requests_status_check", inList("status", SAMPLE_STATUSES)),
    check("sample_requests_payment_status_check", inList("payment_status", PAYMENT_STATUSES)),
    check("sample_requests_cancel_reason_check", inList("cancel_reason", SAMPLE_CANCEL_REASONS)),
    check("sample_requests_refund_status_check", inList("refund_status", REFUND_STATUSES)),
    uniqueIndex("sample_requests_refund_e2e_idx").on(t.refundEndToEndId),
    uniqueIndex("sample_requests_order_seq_idx").on(t.orderSeq),
    check("sample_requests_state_check", inList("state", BR_STATES)),
    // Lists are ordered newest first with the id as tie-breaker: the indexes carry both, so a page
    // reads its 20 rows instead of sorting the table.
    index("sample_requests_user_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("sample_requests_status_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("sample_requests_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin's search by name, e-mail or city (folded, ILIKE '%…%'). A new request's trigrams go to
    // each index's pending list, merged into the index by the insert that fills it: PGlite has no
    // autovacuum to do it in the background, so with the default 4 MB list one sample request in ~4,000
    // paid a ~70–100 ms merge (a stall every request queued behind). 128 kB lists merge in ≤ 20 ms, for
    // the same CPU per request (docs/performance.md, "Latency at a fixed rate").
    index("sample_requests_full_name_trgm_idx")
      .using("gin", sql`${foldSql(sql`${t.fullName}`)} gin_trgm_ops`)
      .with(SMALL_GIN_PENDING_LIST),
    index("sample_requests_email_trgm_idx")
      .using("gin", sql`${t.email} gin_trgm_ops`)
      .with(SMALL_GIN_PENDING_LIST),
    index("sample_requests_city_trgm_idx")
      .using("gin", sql`${foldSql(sql`${t.city}`)} gin_trgm_ops`)
      .with(SMALL_GIN_PENDING_LIST),
    index("sample_requests_product_idx").on(t.productId),
    index("sample_requests_user_product_idx").on(t.userId, t.productId),
    uniqueIndex("sample_requests_one_open_idx").on(t.userId, t.productId).where(inList("status", OPEN_SAMPLE_STATUSES)),
    // The panel finds a request by its tracking code or its customer's CPF (exact matches).
    index("sample_requests_tracking_code_idx").on(t.trackingCode),
    index("sample_requests_cpf_idx").on(t.cpf),
  ],
);

export const productReviews = pgTable(
  "product_reviews",
  {
    id: uuidId(),
    productId: cascadeRef("product_id", () => products.id),
    userId: ownerId(),
    rating: smallint("rating").notNull(),
    title: text("title"),
    content: text("content").notNull(),
    approved: boolean("approved").notNull().default(false),
    /** Mentions of cures, treatments or diagnoses, for the moderator's attention. */
    healthClaim: boolean("health_claim").notNull().default(false),
    /** The store's answer, shown under the review on the product page. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("product_reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("product_reviews_reply_check", sql`${t.reply} is null or char_length(${t.reply}) between 1 and 1000`),
    check("product_reviews_title_check", sql`${t.title} is null or char_length(${t.title}) <= 100`),
    check("product_reviews_content_check", sql`char_length(${t.content}) between 1 and 1000`),
    uniqueIndex("product_reviews_user_product_idx").on(t.productId, t.userId),
    index("product_reviews_product_idx").on(t.productId, t.approved, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("product_reviews_pending_idx").on(t.approved, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("product_reviews_user_idx").on(t.userId),
  ],
);

export const pointSettings = pgTable(
  "point_settings",
  {
    id: uuidId(),
    action: text("action").notNull().unique(),
    points: integer("points").notNull(),
    description: text("description"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("point_settings_points_check", sql`${t.points} >= 1`)],
);

/** Every change to a balance, with its reason. profiles.points equals the sum of amount per user. */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: ownerId(),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason").notNull(),
    /** What the entry is about (a product id for once-per-product awards, a redemption id…). */
    reference: text("reference"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("points_ledger_kind_check", inList("kind", LEDGER_KINDS)),
    // A reversal may take back 0 points (all of them already spent): it still marks the award as undone.
    check("points_ledger_amount_check", sql`${t.amount} <> 0 or ${t.kind} = 'reversal'`),
    check("points_ledger_balance_check", sql`${t.balanceAfter} >= 0`),
    index("points_ledger_user_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Awards once per reference; a reversal once per award (its reference is the award's id).
    uniqueIndex("points_ledger_once_idx")
      .on(t.userId, t.kind, t.reference)
      .where(sql.raw(`kind in ('sample_request', 'product_review', 'profile_complete', 'reversal')`)),
  ],
);

export const rewards = pgTable(
  "rewards",
  {
    id: uuidId(),
    name: text("name").notNull(),
    description: text("description"),
    imageUrl: text("image_url"),
    pointsRequired: integer("points_required").notNull(),
    /** null means unlimited. */
    stock: integer("stock"),
    /** What redeeming gives: a free-shipping coupon code, an item sent to an address, or something digital. */
    kind: text("kind", { enum: REWARD_KINDS }).notNull().default("digital"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("rewards_points_required_check", sql`${t.pointsRequired} >= 1`),
    check("rewards_stock_check", sql`${t.stock} is null or ${t.stock} >= 0`),
    check("rewards_kind_check", inList("kind", REWARD_KINDS)),
    index("rewards_active_points_idx").on(t.active, t.pointsRequired),
  ],
);

/** The delivery address of a physical reward, as the form asks it (validation/address.ts); the one declaration of an address (SavedAddress and the samples' prefill drop fullName from it). */
export interface DeliveryAddress {
  fullName: string;
  zipCode: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  state: string;
}

export const rewardRedemptions = pgTable(
  "reward_redemptions",
  {
    id: uuidId(),
    userId: ownerId(),
    rewardId: uuid("reward_id").references(() => rewards.id, { onDelete: "set null" }),
    /** Kept so the history reads right after a reward is renamed or removed. */
    rewardName: text("reward_name").notNull(),
    status: text("status", { enum: REDEMPTION_STATUSES }).notNull().default("pending"),
    pointsSpent: integer("points_spent").notNull(),
    /** Where a physical reward goes (validation/address.ts); erased like a sample's address. */
    deliveryAddress: jsonb("delivery_address").$type<DeliveryAddress>(),
    /** A physical reward's Correios code, given when the store sends it ("shipped"). */
    trackingCode: text("tracking_code"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reward_redemptions_status_check", inList("status", REDEMPTION_STATUSES)),
    check("reward_redemptions_points_check", sql`${t.pointsSpent} >= 0`),
    index("reward_redemptions_user_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("reward_redemptions_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const blogCategories = pgTable("blog_categories", {
  id: uuidId(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  createdAt: createdAt(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuidId(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    imageUrl: text("image_url"),
    /** What the image shows, for people who cannot see it (required with an image). */
    imageAlt: text("image_alt"),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    featured: boolean("featured").notNull().default(false),
    categoryId: uuid("category_id").references(() => blogCategories.id, { onDelete: "restrict" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** Shown when the post has no author account (seeded articles). */
    authorName: text("author_name"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    readTime: integer("read_time").notNull().default(5),
    views: integer("views").notNull().default(0),
    searchText: text("search_text").generatedAlwaysAs((): ReturnType<typeof sql> =>
      foldSql(sql`coalesce(title, '') || ' ' || coalesce(excerpt, '')`),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    check("blog_posts_status_check", inList("status", POST_STATUSES)),
    check("blog_posts_read_time_check", sql`${t.readTime} >= 1`),
    check("blog_posts_views_check", sql`${t.views} >= 0`),
    // The blog orders by published_at desc nulls last (drafts have none).
    index("blog_posts_status_published_idx").on(t.status, t.publishedAt.desc().nullsLast()),
    index("blog_posts_category_idx").on(t.categoryId),
    index("blog_posts_created_idx").on(t.createdAt.desc().nullsFirst()),
  ],
);

export const blogPostLikes = pgTable(
  "blog_post_likes",
  {
    id: uuidId(),
    postId: cascadeRef("post_id", () => blogPosts.id),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("blog_post_likes_post_user_idx").on(t.postId, t.userId), index("blog_post_likes_user_idx").on(t.userId)],
);

export const dataRemovalRequests = pgTable(
  "data_removal_requests",
  {
    id: uuidId(),
    protocol: text("protocol").notNull().unique(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    reason: text("reason"),
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("pending"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by").references(() => user.id, { onDelete: "set null" }),
    /** What carrying out the removal erased (counts by kind), when it was carried out rather than only marked handled. */
    removed: jsonb("removed"),
    /** SHA-256 of the single-use link sent to the address (never the link itself); null once used. */
    confirmationTokenHash: text("confirmation_token_hash"),
    confirmationExpiresAt: timestamp("confirmation_expires_at", { withTimezone: true }),
    /** When the address's owner confirmed the request (their link, or their signed-in account): only then may it be carried out. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("data_removal_requests_status_check", inList("status", REQUEST_STATUSES)),
    index("data_removal_requests_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("data_removal_requests_user_idx").on(t.userId),
    uniqueIndex("data_removal_requests_token_idx").on(t.confirmationTokenHash),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuidId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("pending"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_messages_status_check", inList("status", REQUEST_STATUSES)),
    index("contact_messages_created_idx").on(t.createdAt.desc().nullsFirst()),
  ],
);

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuidId(),
  email: text("email").notNull().unique(),
  /** footer or ebook */
  source: text("source").notNull().default("footer"),
  /** Secret of the confirmation and unsubscribe links. */
  token: uuid("token").notNull().unique().defaultRandom(),
  /** The consent text shown when the address was given (LGPD art. 8). */
  consentText: text("consent_text"),
  /** Double opt-in: only a confirmed address receives newsletters. */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Who changed what in the admin, with the row before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    // The log filtered by who made the change, newest first.
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc().nullsFirst()),
  ],
);
