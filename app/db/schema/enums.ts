// The decided value sets, shared by the schema checks, zod schemas and labels.
export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ["active", "inactive"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PRODUCT_STATUSES = ["active", "inactive"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const SAMPLE_STATUSES = ["pending", "approved", "shipped", "delivered", "completed", "rejected"] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];
/** A user may not hold two of these for the same product. */
export const OPEN_SAMPLE_STATUSES = ["pending", "approved", "shipped"] as const;
/** The customer received the sample: their review of the product carries the badge "Recebeu amostra grátis". */
export const RECEIVED_SAMPLE_STATUSES = ["delivered", "completed"] as const;

/** The shipping fee's payment, beside the status: awaiting (aguardando), paid (pago), waived (isento). */
export const PAYMENT_STATUSES = ["awaiting", "paid", "waived"] as const;

/** Why a request was cancelled (kept as status rejected with cancelled_at): by its customer, unpaid past the Pix deadline, or with its account. */
export const SAMPLE_CANCEL_REASONS = ["customer", "expired", "account_deleted"] as const;
export type SampleCancelReason = (typeof SAMPLE_CANCEL_REASONS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A paid fee of a request rejected or cancelled: owed back (due, "Frete a devolver") until the Pix is returned (refunded). */
export const REFUND_STATUSES = ["due", "refunded"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The regions of the shipping-fee table. */
export const SHIPPING_REGIONS = ["sul_sudeste", "nordeste", "norte_centro_oeste"] as const;
export type ShippingRegion = (typeof SHIPPING_REGIONS)[number];

/** What a reward gives: a free-shipping coupon (a code), an item sent by post (asks the address), or something digital. */
export const REWARD_KINDS = ["free_shipping", "item", "digital"] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** "shipped" only for a physical reward (one with a delivery address): sent with its tracking code, then completed. */
export const REDEMPTION_STATUSES = ["pending", "shipped", "completed", "cancelled"] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const POST_STATUSES = ["draft", "published", "archived"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const REQUEST_STATUSES = ["pending", "handled"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const POINT_ACTIONS = ["sample_request", "product_review", "profile_complete"] as const;
export type PointAction = (typeof POINT_ACTIONS)[number];

/** Ledger entry kinds: awards by action, plus redemptions, refunds, manual adjustments and reversals of awards. */
export const LEDGER_KINDS = [...POINT_ACTIONS, "redemption", "refund", "adjustment", "reversal"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const BR_STATES = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;
export type BrState = (typeof BR_STATES)[number];

export const CATEGORY_SLUGS = [
  "cerebro-foco",
  "energia-metabolismo",
  "sono-relaxamento",
  "imunidade-vitalidade",
  "limpeza-detox",
  "emagrecimento",
] as const;

/** The documents a person accepts: the terms of use and the privacy policy (texts in i18n/legal.ts). */
export const LEGAL_DOCUMENTS = ["termos", "privacidade"] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/**
 * Needs a product can be marked as not for (the admin's "Não indicado para"): a search for one never
 * returns it. Each is the first word of a synonym group of models/catalog-synonyms.ts, in this order.
 */
export const PRODUCT_NEEDS = [
  "sono",
  "ansiedade",
  "energia",
  "emagrecimento",
  "detox",
  "foco",
  "imunidade",
  "digestão",
  "articulações",
] as const;
